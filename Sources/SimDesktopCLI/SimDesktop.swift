import ArgumentParser
import Desktop
import Dispatcher
import ExampleKit
import Examples
import Foundation
import Questions
import Scenes
import Session
import Traces

/// touchsim's command line as a library: `sim-desktop`'s `main` is one call to it, and another package's program
/// is too — with its own scenes first in the gallery and everywhere an example id is taken (docs/own-scenes.md).
public enum SimDesktop {
    /// Runs the command line with `examples` offered before the gallery's (`Catalog`), for this run only, and
    /// `commands` after the library's own (the program adds `serve`, whose web server the library does not carry).
    /// Usage errors exit 2, as every other bad input does (ArgumentParser's own code is 64).
    @MainActor
    public static func main(examples: [Example] = [], commands: [any ParsableCommand.Type] = []) async {
        await Catalog.$own.withValue(Catalog(examples)) {
            await RootCommand.$added.withValue(commands) { await parseAndRun() }
        }
    }

    /// The examples a list of arguments names — gallery ids, scene files, dumps, folders of scene files — then the
    /// rest of the gallery; a `CommandFailure` (exit 2) at the first that names nothing.
    @MainActor
    public static func examples(_ arguments: [String]) throws -> [Example] { try ExampleLookup.list(arguments) }

    @MainActor
    private static func parseAndRun() async {
        Foundation.exit(await run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs one command line (the arguments after the program's name) in this process and returns the code it
    /// ends with: 0; 1 when a command answers "different" or "an error found"; 2 for a bad input, its words
    /// printed on standard error (`CommandFailure`, ArgumentParser's usage errors). Commands throw rather than
    /// exit, so `main` is this and `exit`, and a test runs a command in process (`CommandOutput.capture`).
    @MainActor
    package static func run(_ arguments: [String]) async -> Int32 {
        if let problem = argumentsProblem(arguments[...]) {
            printToStandardError(problem)
            return 2
        }
        do {
            var command = try RootCommand.parseAsRoot(arguments)
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            return 0
        } catch let failure as CommandFailure {
            printToStandardError(failure.description)
            return 2
        } catch {
            let code = RootCommand.exitCode(for: error)
            let message = RootCommand.fullMessage(for: error)
            // Usage errors exit 2, as every other bad input does (ArgumentParser's own code is 64).
            if code == .validationFailure {
                printRaw(TerminalText.safe(message), error: true)
                return 2
            }
            // --help and --version print on standard output; an error's own words on standard error.
            if !message.isEmpty { printRaw(TerminalText.safe(message), error: code != .success) }
            return code.rawValue
        }
    }

    /// Too many arguments, checked before ArgumentParser sees them: it takes time quadratic in a repeated option's
    /// count (10,000 `--set` ran for minutes). The most `--set` changes are what a trace's header holds.
    static func argumentsProblem(_ arguments: ArraySlice<String>) -> String? {
        let changes = arguments.count { $0 == "--set" || $0.hasPrefix("--set=") }
        if changes > InputLimits.maximumSettings {
            return "--set: \(changes) changes; at most \(InputLimits.maximumSettings)"
        }
        let most = 2 * InputLimits.maximumSettings + 100
        return arguments.count > most ? "\(arguments.count) arguments; at most \(most)" : nil
    }

}

/// A command that cannot do what it was asked: its words go to standard error and the program exits 2 (a bad
/// command line, a bad input file, no display). Commands throw it, so they can be run, and tested, in process.
public struct CommandFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// The command line: `list`, `run`, `why`, `lint` and `shot` (headless), traces, and the window (the default).
struct RootCommand: AsyncParsableCommand {
    /// The commands a program adds to the library's, for the run (`SimDesktop.main(examples:commands:)`).
    @TaskLocal static var added: [any ParsableCommand.Type] = []

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sim-desktop",
            abstract: "Shows, step by step, how iOS delivers a touch: hit-testing, the responder chain, controls.",
            subcommands: [
                OpenWindow.self, ListExamples.self, RunHeadless.self, WhyTouch.self, Shot.self, RecordTrace.self,
                ReplayTrace.self, ExportTrace.self, DiffTraces.self, LintTouches.self, FixTouch.self, CaptureScene.self,
            ] + added,
            defaultSubcommand: OpenWindow.self
        )
    }
}

@MainActor
enum ExampleLookup {
    /// The example `id` names — a gallery id, a scene file's path (.yaml, .yml, .json), any other file a view
    /// hierarchy dump — as every front end resolves it (`SceneReference`); a failure (exit 2) gives the reason
    /// (the valid ids, the variants, the file's line and column). A dump's skipped lines go to standard error,
    /// with their numbers.
    static func example(_ id: String, variant: String?) throws(CommandFailure) -> Example {
        do throws(QuestionProblem) {
            let reference = try SceneReference(id, variant: variant, examples: Catalog.all, readsFiles: true)
            reference.notes.forEach(printToStandardError)
            return reference.example
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Whether `id` names a dump file rather than a gallery example or a scene file.
    static func isDump(_ id: String) -> Bool { Catalog.example(id: id) == nil && !isScene(id) && DumpScene.isDumpPath(id) }

    /// The examples a list of arguments names — gallery ids, scene files, dumps, folders of scene files — then the
    /// rest of the gallery: what the window's and the room's lists show.
    static func list(_ arguments: [String]) throws -> [Example] {
        let chosen = try arguments.flatMap { try folder($0) ?? [try example($0, variant: nil)] }
        return chosen + Catalog.all.filter { example in !chosen.contains { $0.id == example.id } }
    }

    /// The examples' list a window on `example` shows: the gallery, headed by `example` when it is not the
    /// gallery's (a scene file, a dump).
    static func gallery(with example: Example) -> [Example] {
        Catalog.example(id: example.id) == nil ? [example] + Catalog.all : Catalog.all
    }

    /// Whether `id` names a scene file rather than a gallery example.
    static func isScene(_ id: String) -> Bool { Catalog.example(id: id) == nil && SceneFile.isScenePath(id) }

    /// The scene files in the folder at `path`, in name order, as examples (each checked: a failure at the first
    /// bad one); nil when `path` is no folder.
    static func folder(_ path: String) throws(CommandFailure) -> [Example]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter(SceneFile.isScenePath).sorted()
        if names.isEmpty { throw CommandFailure("\(path): a folder with no scene files (.yaml, .yml, .json)") }
        return try names.map { name throws(CommandFailure) in try example((path as NSString).appendingPathComponent(name), variant: nil) }
    }

    /// Why a dump is not recorded: a trace names its example by id, and replaying it would need the dump file.
    static func dumpTraceRefusal(_ path: String) -> String {
        "\(path): traces of view dumps are not supported yet (a trace could not be replayed without the dump); "
            + "use `why` or `run` with --input instead"
    }
}

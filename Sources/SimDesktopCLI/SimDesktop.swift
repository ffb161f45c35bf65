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
    /// rest of the gallery; exit 2 at the first that names nothing.
    @MainActor
    public static func examples(_ arguments: [String]) -> [Example] { ExampleLookup.list(arguments) }

    @MainActor
    private static func parseAndRun() async {
        if let problem = argumentsProblem(CommandLine.arguments.dropFirst()) { fail(problem) }
        do {
            var command = try RootCommand.parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            guard RootCommand.exitCode(for: error) == .validationFailure else { RootCommand.exit(withError: error) }
            FileHandle.standardError.write(Data((TerminalText.safe(RootCommand.fullMessage(for: error)) + "\n").utf8))
            Foundation.exit(2)
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

    /// Prints the failure and exits with code 2: bad command lines, bad input files, no display.
    public static func fail(_ message: String) -> Never { RootCommand.fail(message) }
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
                ReplayTrace.self, ExportTrace.self, DiffTraces.self, LintTouches.self, CaptureScene.self, MCPCommand.self,
            ] + added,
            defaultSubcommand: OpenWindow.self
        )
    }
}

extension ParsableCommand {
    /// Prints the failure and exits with code 2: bad command lines, bad input files, no display.
    static func fail(_ message: String) -> Never {
        printToStandardError(message)
        Foundation.exit(2)
    }
}

@MainActor
enum ExampleLookup {
    /// The example `id` names — a gallery id, a scene file's path (.yaml, .yml, .json), any other file a view
    /// hierarchy dump — as every front end resolves it (`SceneReference`), or exit 2 with the reason (the valid
    /// ids, the variants, the file's line and column). A dump's skipped lines go to standard error, with their
    /// numbers.
    static func example(_ id: String, variant: String?) -> Example {
        do throws(QuestionProblem) {
            let reference = try SceneReference(id, variant: variant, examples: Catalog.all, readsFiles: true)
            reference.notes.forEach(printToStandardError)
            return reference.example
        } catch {
            SimDesktop.fail(error.description)
        }
    }

    /// Whether `id` names a dump file rather than a gallery example or a scene file.
    static func isDump(_ id: String) -> Bool { Catalog.example(id: id) == nil && !isScene(id) && DumpScene.isDumpPath(id) }

    /// The examples a list of arguments names — gallery ids, scene files, dumps, folders of scene files — then the
    /// rest of the gallery: what the window's and the room's lists show.
    static func list(_ arguments: [String]) -> [Example] {
        let chosen = arguments.flatMap { folder($0) ?? [example($0, variant: nil)] }
        return chosen + Catalog.all.filter { example in !chosen.contains { $0.id == example.id } }
    }

    /// The examples' list a window on `example` shows: the gallery, headed by `example` when it is not the
    /// gallery's (a scene file, a dump).
    static func gallery(with example: Example) -> [Example] {
        Catalog.example(id: example.id) == nil ? [example] + Catalog.all : Catalog.all
    }

    /// Whether `id` names a scene file rather than a gallery example.
    static func isScene(_ id: String) -> Bool { Catalog.example(id: id) == nil && SceneFile.isScenePath(id) }

    /// The scene files in the folder at `path`, in name order, as examples (each checked: exit 2 at the first
    /// bad one); nil when `path` is no folder.
    static func folder(_ path: String) -> [Example]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter(SceneFile.isScenePath).sorted()
        if names.isEmpty { SimDesktop.fail("\(path): a folder with no scene files (.yaml, .yml, .json)") }
        return names.map { example((path as NSString).appendingPathComponent($0), variant: nil) }
    }

    /// Why a dump is not recorded: a trace names its example by id, and replaying it would need the dump file.
    static func dumpTraceRefusal(_ path: String) -> String {
        "\(path): traces of view dumps are not supported yet (a trace could not be replayed without the dump); "
            + "use `why` or `run` with --input instead"
    }
}

import ArgumentParser
import Dispatcher
import Examples
import Foundation

/// The command line: `list`, `run` and `shot` (headless), traces, and the window (the default).
@main
struct SimDesktop: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sim-desktop",
        abstract: "Shows, step by step, how iOS delivers a touch: hit-testing, the responder chain, controls.",
        subcommands: [
            OpenWindow.self, ListExamples.self, RunHeadless.self, Shot.self, RecordTrace.self, ReplayTrace.self,
            ExportTrace.self, Bench.self,
        ],
        defaultSubcommand: OpenWindow.self
    )
}

/// Writes "sim-desktop: `message`" as a line on standard error (warnings, failures, what the window saved).
func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data(("sim-desktop: " + message + "\n").utf8))
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
    /// The example with `id`, or exit 2 listing the valid ids.
    static func example(_ id: String, variant: String?) -> Example {
        guard let example = Gallery.example(id: id) else {
            SimDesktop.fail("unknown example '\(id)'. Valid ids: \(Gallery.ids.joined(separator: ", "))")
        }
        if let variant, !example.variants.contains(variant) {
            let valid = example.variants.isEmpty ? "it has none" : "valid: " + example.variants.joined(separator: ", ")
            SimDesktop.fail("unknown variant '\(variant)' of \(id) (\(valid))")
        }
        return example
    }
}

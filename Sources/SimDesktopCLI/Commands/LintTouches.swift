import ArgumentParser
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Questions
import Session

/// `sim-desktop lint <id>`: checks every control and every view with a gesture recognizer in the example's
/// world for the everyday touch bugs, headless, and lists what it finds. The checks are `LintRequest`'s, as MCP's
/// `lint` asks them; this prints them and sets the exit code: 1 when an error is found, 0 otherwise.
struct LintTouches: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check every control and view with a recognizer for touches that cannot land, or land badly.",
        discussion: """
            Builds the example (no input is played) and samples the visible area of every control and every \
            view with a gesture recognizer by hit-testing the windows on a grid. The rules, each with its level:

            \(LintChecks.rules.map { "  \($0.rawValue) (\($0.level.rawValue)): \($0.explanation)" }.joined(separator: "\n"))

            Each finding names the view as `why --view` takes it and gives the evidence: the share unreachable, \
            the view that takes the touch instead and a point in screen points where it shows, with `why`'s \
            reason there (`sim-desktop why <id> --at X,Y --view NAME` tells the same story). Text prints one \
            line a finding, errors first, then "N errors, M warnings"; --json prints one object: example, \
            variant, findings (level, rule, view, message, evidence), errors, warnings, checked. Every control \
            and view with a recognizer is checked.

            Exit status: 1 when an error is found, 0 when there is none (warnings only), 2 for bad input.
            """)

    @Argument(help: "The example's id (see `sim-desktop list`).")
    var id: String

    @Option(help: "The example's variant.")
    var variant: String?

    @OptionGroup var whatIf: ViewSettingOptions

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @MainActor
    func run() async throws {
        var request = LintRequest(example: try ExampleLookup.example(id, variant: variant), variant: variant)
        request.changes = try whatIf.settings
        let report: LintReport
        do throws(QuestionProblem) {
            report = try request.answer()
        } catch {
            throw CommandFailure("--set: \(error)")
        }
        let example = request.example
        printToStandardOutput(json ? report.json(example: example.id, variant: variant) : report.text, json: json)
        if report.errors > 0 { throw ExitCode(1) }
    }
}

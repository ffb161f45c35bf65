import ArgumentParser
import Desktop
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Questions
import Session
import Traces
@_spi(Engine) import ViewModel

/// `sim-desktop run <id> --input script.jsonl`: plays a script headless and prints what happened.
struct RunHeadless: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play an input script against an example, headless, and print the log.",
        discussion: """
            The script is JSON Lines, one input a line: {"t": 0.0, "finger": 0, "phase": "down", "x": 120, \
            "y": 300}, phases down, move, up, cancel; times in seconds, points in window coordinates. Without \
            --input the example's own demo input is played.

            A bad line (not JSON, a missing field, a non-finite number, time going back, a phase out of order) \
            stops the run with its line number and exit code 2. With --skip-bad the line is reported on \
            standard error and skipped, and the run goes on.
            """)

    @OptionGroup var scripted: ScriptedExampleOptions

    @Flag(help: "Print the whole dispatch log, not only the lines the example's code wrote.")
    var log = false

    @Flag(help: "Prefix each line with its virtual time and sequence number.")
    var timed = false

    @Flag(help: ArgumentHelp(
        "With --set: play the input twice, as the example is and with the changes, and print what changed — the "
            + "first record that differs and the decisions whose counts changed, as `diff` prints them (exit 0 "
            + "the same, 1 different). Both logs are held in memory: at most \(WhatIfComparison.maximumRecords) "
            + "records each."))
    var diff = false

    @Flag(help: ArgumentHelp(
        "With --diff: print one JSON object — settings, changes, outcome (the sentence), same (true, false), "
            + "comparison (as `diff --json` writes it) and notes — instead of text."))
    var json = false

    func validate() throws {
        if json, !diff { throw ValidationError("--json goes with --diff (the log itself is lines)") }
    }

    @MainActor
    func run() async throws {
        if diff { return try compareChanges() }
        let example = try scripted.example
        let play = ScriptedPlayer(scripted, example: example)
        var request = RunRequest(example: example, variant: scripted.variant, play: play.player)
        (request.changes, request.settle, request.wholeLog, request.timed) = (try scripted.whatIf.settings, scripted.settle, log, timed)
        do throws(QuestionProblem) {
            // Each line is printed as the world writes it: memory stays bounded however long the script (or an
            // endless standard input) is. The notes go to standard error, apart from the log.
            let report = try await request.answer { printToStandardOutput($0) }
            report.notes.forEach(printToStandardError)
        } catch {
            throw play.failure ?? CommandFailure("--set: \(error)")
        }
    }

    /// `--diff`: the session without and with the `--set` changes, compared (`WhatIfRequest`, as MCP's
    /// `what_if`, the window and the room compare them).
    @MainActor
    private func compareChanges() throws {
        let changes: [ViewSetting]
        do throws(QuestionProblem) {
            changes = try WhatIfRequest.changes(scripted.whatIf.changes)
        } catch {
            throw CommandFailure("--set: \(error)")
        }
        let example = try scripted.example
        var inputs: [InputRecord] = []
        try scripted.forEachInput(for: example) { record in
            guard inputs.count < WhatIfComparison.maximumRecords else {
                throw CommandFailure("--diff holds the inputs in memory: at most \(WhatIfComparison.maximumRecords); record two "
                    + "traces (record --set) and compare them with sim-desktop diff")
            }
            inputs.append(record)
        }
        var request = WhatIfRequest(example: example, variant: scripted.variant, changes: changes, inputs: inputs)
        request.end = .settle(scripted.settle)
        let report: WhatIfReport
        do throws(QuestionProblem) {
            report = try request.answer().report
        } catch {
            throw CommandFailure("--diff: \(error)")
        }
        printToStandardOutput(json ? report.json : report.text, json: json)
        if report.isSame == false { throw ExitCode(1) }
    }
}

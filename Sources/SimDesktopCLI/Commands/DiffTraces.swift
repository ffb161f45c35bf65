import ArgumentParser
import Foundation
import Session
import Traces

/// `sim-desktop diff A.trace B.trace`: the first record where two traces differ, with context, and what each
/// decided differently (hit views, recognizer states, held or cancelled deliveries, touches, actions).
struct DiffTraces: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two traces of the same inputs: the first record that differs, and the decisions that changed.",
        discussion: """
            Both traces are read line by line (plain or compressed) and compared input by input and record by \
            record, every field; then what each decided is counted — the view each hit-test pass chose, the \
            states recognizers reached, deliveries held, released, dropped or cancelled, the touches methods \
            views and recognizers got first-hand, the actions sent — and every count that changed is listed, A → B. Headers (example, \
            variant, device, what-if changes) are shown when they differ. Exit codes: 0 equal, 1 different, 2 \
            a file that cannot be read or a bad line.
            """)

    @Argument(help: "The trace before (A).")
    var a: String

    @Argument(help: "The trace after (B).")
    var b: String

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() async throws {
        let diff: TraceDiff
        do {
            diff = try TraceDiff(a, b)
        } catch {
            throw CommandFailure("\(error)")
        }
        printToStandardOutput(json ? diff.json : diff.text, json: json)
        if !diff.isEqual { throw ExitCode(1) }
    }
}

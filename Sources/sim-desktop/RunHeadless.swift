import ArgumentParser
import Dispatcher
import Examples
import Foundation
import ViewModel

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

    @MainActor
    func run() async throws {
        let example = scripted.example
        let records = scripted.inputs(for: example)
        let sim = Simulator()
        example.build(in: sim, variant: scripted.variant)
        records.forEach(sim.play)
        sim.advance(by: max(0, scripted.settle))
        let shown = sim.log.records.filter { log || $0.isUserLine }
        for record in shown {
            print(timed ? String(format: "%.6f #%d ", record.time, record.sequence) + record.text : record.text)
        }
        if shown.isEmpty, !log {
            printToStandardError("\(example.id) writes no lines of its own; --log shows the whole dispatch log")
        }
    }
}

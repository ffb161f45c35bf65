import ArgumentParser
import Desktop
import Dispatcher
import Examples
import Session
import Traces

/// What `run`, `record` and `why` share: the example to build and the input to play against it.
struct ScriptedExampleOptions: ParsableArguments {
    @Argument(help: "The example's id (see `sim-desktop list`), or a view hierarchy dump file (DUMP.txt).")
    var id: String

    @Option(help: "The example's variant.")
    var variant: String?

    @Option(help: ArgumentHelp(
        "The input script (JSON Lines); '-' reads standard input. Without it, run and record play the example's "
            + "demo input; why plays none."))
    var input: String?

    @Flag(help: "Skip bad input lines (reported on standard error) instead of stopping.")
    var skipBad = false

    @Option(help: "Virtual seconds to let pass after the last input, for timers and animations.")
    var settle: Double = 2

    @OptionGroup var whatIf: ViewSettingOptions

    func validate() throws {
        guard InputLimits.times.contains(settle) else {
            throw ValidationError("--settle must be from 0 to \(Int(InputLimits.times.upperBound)) seconds")
        }
    }

    /// The example, or exit 2 listing the valid ids or variants.
    @MainActor var example: Example { ExampleLookup.example(id, variant: variant) }

    /// Calls `body` with each record of the script — streamed from the file or standard input, so memory does
    /// not grow with its length — or of the example's demo input when no script is given.
    @MainActor func forEachInput(for example: Example, _ body: (InputRecord) -> Void) {
        if let input { ScriptFile.forEach(input, skipBad: skipBad, body) } else { example.demoInput.forEach(body) }
    }

    /// Plays the input into `sim`, emptying its log every 10,000 records so memory stays bounded however long
    /// the script (a caller that wants the records observes the log, `addObserver`, and takes them as they come).
    @MainActor func play(_ example: Example, in sim: Simulator) {
        forEachInput(for: example) { record in
            sim.play(record)
            if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
        }
    }
}

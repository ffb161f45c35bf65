import ArgumentParser
import Desktop
import Dispatcher
import Examples
import Session
import Questions
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

    /// The example; a failure (exit 2) lists the valid ids or variants.
    @MainActor var example: Example { get throws { try ExampleLookup.example(id, variant: variant) } }

    /// Calls `body` with each record of the script — streamed from the file or standard input, so memory does
    /// not grow with its length — or of the example's demo input when no script is given.
    @MainActor func forEachInput(for example: Example, _ body: (InputRecord) throws -> Void) throws {
        if let input { try ScriptFile.forEach(input, skipBad: skipBad, body) } else { try example.demoInput.forEach(body) }
    }

    /// Plays the input into `sim`, emptying its log every 10,000 records so memory stays bounded however long
    /// the script (a caller that wants the records observes the log, `addObserver`, and takes them as they come).
    @MainActor func play(_ example: Example, in sim: Simulator) throws {
        try forEachInput(for: example) { record in
            sim.play(record)
            if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
        }
    }
}

/// The options' input as a question's player (`WhyRequest.Player`): it streams the script into the world, and
/// keeps the reader's own failure (a bad line, with its file and number) for the command to throw as it is.
@MainActor
final class ScriptedPlayer {
    private(set) var failure: CommandFailure?
    private let scripted: ScriptedExampleOptions
    private let example: Example

    init(_ scripted: ScriptedExampleOptions, example: Example) {
        (self.scripted, self.example) = (scripted, example)
    }

    var player: WhyRequest.Player {
        { [self] sim throws(QuestionProblem) in
            do {
                try scripted.play(example, in: sim)
            } catch {
                failure = error as? CommandFailure ?? CommandFailure("\(error)")
                throw QuestionProblem(failure!.description)
            }
            return nil
        }
    }
}

import ArgumentParser
import Diagnosis
import Dispatcher
import Foundation
import Questions
import Session

/// `sim-desktop fix <id> (--tap … | --drag … | --pinch … | --input FILE) --want action:NAME | view:NAME |
/// recognizer:NAME [--json]`: the smallest changes that make the touch do what is wanted, best first, each with
/// its reason, its side effects and the Swift to write. The search is `FixRequest`'s, as MCP's `fix` asks it.
struct FixTouch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Find the smallest change that makes a touch do what you want, and the Swift to write for it.",
        discussion: """
            Plays the gesture (as `why` does: after --settle seconds), the script, or else the scene's demo, and \
            searches the what-if \
            changes around what decided the outcome — the views the hit-test passes visited, the views hit and \
            the wanted one with their superviews, the recognizers that saw the touches: hiding or letting through \
            a view that takes the touch, enabling, growing, bringing to the front or moving up the wanted view, a \
            scroll view's delays, a recognizer's cancelsTouchesInView, isEnabled, requireToFail and \
            simultaneousWith, a long press's duration. Single changes first; pairs when fewer than three work. A \
            change is a fix only when replaying the scene with it gives what is wanted: --want action:NAME (the \
            action is sent to a target), view:NAME (the touch goes to the view and ends there), recognizer:NAME \
            (it recognizes).

            The fixes are ranked by their side effects: the scene's demo and a grid of \(4 * 8) taps across the \
            screen, played with and without the change; fewest changed outcomes first. Each is printed with the \
            change as --set takes it, the Swift to write, one sentence on what it does, and its side effects. \
            The search builds at most --max-worlds worlds and stops at --budget seconds, saying what it did not \
            try. No fix is an answer too, with the change that got closest.

            --json prints one object: want, met, fixes (each changes, swift, reason, sideEffects, probes), \
            tried (singles, ofSingles, pairs, ofPairs, worlds), stoppedByTime, closest.
            Exit status: 0 when a fix is found or nothing needs fixing, 1 when none is, 2 for bad input.
            """)

    @OptionGroup var scripted: ScriptedExampleOptions
    @OptionGroup var gestures: GestureOptions

    @Option(help: ArgumentHelp("What the touch should do: action:NAME, view:NAME or recognizer:NAME.", valueName: "goal"))
    var want: String

    @Option(help: "Stop searching after this many seconds (wall time), saying what was not tried.")
    var budget: Double = 10

    @Option(help: "The most worlds the search builds.")
    var maxWorlds: Int = 3_000

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        guard budget.isFinite, (0.1...600).contains(budget) else { throw ValidationError("--budget must be from 0.1 to 600 seconds") }
        guard (1...100_000).contains(maxWorlds) else { throw ValidationError("--max-worlds must be from 1 to 100000") }
    }

    @MainActor
    func run() async throws {
        let goal: FixGoal
        do throws(QuestionProblem) { goal = try FixGoal(parsing: want) } catch { throw CommandFailure("--want: \(error)") }
        let example = try scripted.example
        let gesture = try gestures.gesture()
        // Without a gesture or a script, the scene's demo: the touch its story is about.
        var inputs = try scripted.input.map { try ScriptFile.read($0, skipBad: scripted.skipBad) }
            ?? (gesture == nil ? example.demoInput : [])
        guard !inputs.isEmpty || gesture != nil else {
            throw CommandFailure("\(example.id) has no demo: give the input, --tap X,Y, --drag X1,Y1:X2,Y2, --pinch X,Y:SCALE or --input FILE")
        }
        if let gesture { inputs += gesture.inputs(at: (inputs.last?.t ?? 0) + scripted.settle, finger: 0) }
        var request = FixRequest(example: example, variant: scripted.variant, inputs: inputs, goal: goal)
        (request.settings, request.settle, request.maximumWorlds) = (try scripted.whatIf.settings, scripted.settle, maxWorlds)
        let deadline = ContinuousClock.now + .milliseconds(Int(budget * 1000))
        request.outOfTime = { ContinuousClock.now >= deadline }
        let report: FixReport
        do throws(QuestionProblem) { report = try await request.answer() } catch { throw CommandFailure(error.description) }
        printToStandardOutput(json ? report.json : report.text, json: json)
        if report.fixes.isEmpty, !report.isAlreadyMet { throw ExitCode(1) }
    }
}

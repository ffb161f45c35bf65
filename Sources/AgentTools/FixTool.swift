import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import MCP
import Questions

/// `fix`: the smallest changes that make a touch do what is wanted, best first, each with its reason, its side
/// effects and the Swift to write — a `FixRequest`, as `sim-desktop fix` asks it, bounded in worlds and seconds.
struct FixTool: AgentTool {
    let name = "fix"
    let description = "Find the smallest change that makes a touch do what is wanted: plays the tap, drag, pinch or input script (or the example's demo) and searches the what-if changes around what decided it — views let through, hidden, enabled, grown, brought to the front or moved; scroll views' delays; recognizers' cancelsTouchesInView, isEnabled, requireToFail, simultaneousWith, durations — single changes first, then pairs. Only changes whose replay gives the wanted outcome are returned, best first (fewest side effects on the demo and a grid of taps), each with the Swift to write."
    var inputSchema: Value {
        SceneArgument.schema(adding: [
            "want": property("string", "What the touch should do: \"action:NAME\" (sent to a target), \"view:NAME\" (gets the touch to its end) or \"recognizer:NAME\" (recognizes)."),
            "tap": property("array", "[x, y]: tap there, in screen points."),
            "drag": property("object", "{\"from\": [x, y], \"to\": [x, y], \"seconds\": 0.3}: drag one finger."),
            "pinch": property("object", "{\"center\": [x, y], \"scale\": 2, \"seconds\": 0.5}: two fingers."),
            "input": property("string", "An input script (JSON Lines) instead of a gesture; with neither, the example's demo."),
            "seconds": property("number", "The most seconds the search takes (default 10, at most 30); it says what it did not try."),
        ], required: ["want"])
    }

    /// The most worlds one call builds.
    static let maximumWorlds = 3_000

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        let want = try arguments.requiredText("want")
        let gesture = try WhyTool.gesture(arguments)
        var inputs = try arguments.text("input").map(ScriptArgument.records) ?? (gesture == nil ? example.demoInput : [])
        if let gesture { inputs += gesture.inputs(at: (inputs.last?.t ?? 0) + WhyRequest.settle, finger: 0) }
        guard !inputs.isEmpty else { throw ToolFailure("give tap, drag, pinch or input: the scene has no demo") }
        let seconds = try arguments.number("seconds", in: 0.1...30) ?? 10
        do throws(QuestionProblem) {
            var request = FixRequest(example: example, variant: variant, inputs: inputs, goal: try FixGoal(parsing: want))
            request.maximumWorlds = Self.maximumWorlds
            let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
            request.outOfTime = { ContinuousClock.now >= deadline }
            return ([try await request.answer().text] + notes).joined(separator: "\n")
        } catch {
            throw ToolFailure(error.description)
        }
    }
}

import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import MCP
import Questions
import Traces

/// `what_if`: the same input played into the scene as it is and with changes (a view's or a recognizer's flag),
/// and what changed: the first record that differs and each decision whose counts changed.
struct WhatIfTool: AgentTool {
    let name = "what_if"
    let description = "What if a flag were different? Plays the same input (the example's demo, or the given script) into the scene as it is and with the changes — e.g. \"UIScrollView.delaysContentTouches=false\", \"LXFTapGestureRecognizer.cancelsTouchesInView=false\", \"UIImageView.isUserInteractionEnabled=true\", or a number, a relation or a move: \"Press.minimumPressDuration=0.2\", \"single.requireToFail=double\", \"Pan.simultaneousWith=Pinch\", \"Tap.removed=true\", \"Button.superview=Card\", \"Menu.toFront=true\" — and returns what changed: the first differing record and each decision (hit views, recognizer states, deliveries, actions) before → after."
    var inputSchema: Value {
        SceneArgument.schema(adding: [
            "changes": property("array", "The changes, each \"Target.property=value\" (a view's or recognizer's name from describe_scene)."),
            "input": property("string", "An input script (JSON Lines) to play instead of the example's demo."),
        ], required: ["changes"])
    }

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        let texts = try arguments.texts("changes")
        let inputs = try arguments.text("input").map(ScriptArgument.records) ?? example.demoInput
        do throws(QuestionProblem) {
            var request = WhatIfRequest(example: example, variant: variant, changes: try WhatIfRequest.changes(texts),
                                        inputs: inputs)
            request.notes = notes
            return try request.answer().report.text
        } catch {
            throw ToolFailure(error.description)
        }
    }
}

import Diagnosis
import ExampleKit
import Foundation
import MCP
import Questions

/// `lint`: every control and view with a recognizer checked for the everyday touch bugs, each finding with the
/// view that takes the touch instead and the rule.
struct LintTool: AgentTool {
    let name = "lint"
    let description = "Check every control and every view with a gesture recognizer in a scene for the everyday touch bugs (unreachable or partly covered, too small, swallowed by a superview's recognizer, outside a cell's contentView, under the keyboard …), each finding naming the view that takes the touch instead and the rule."
    var inputSchema: Value {
        SceneArgument.schema(adding: [
            "changes": property("array", "What-if changes made before the check, each \"Target.property=value\" (as what_if takes them)."),
        ])
    }

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        let texts = try arguments.texts("changes")
        do throws(QuestionProblem) {
            var request = LintRequest(example: example, variant: variant)
            request.changes = texts.isEmpty ? [] : try WhatIfRequest.changes(texts)
            request.notes = notes
            return try request.answer().text
        } catch {
            throw ToolFailure(error.description)
        }
    }
}

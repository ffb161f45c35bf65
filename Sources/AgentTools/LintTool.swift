import Diagnosis
import ExampleKit
import Foundation
import MCP

/// `lint`: every control and view with a recognizer checked for the everyday touch bugs, each finding with the
/// view that takes the touch instead and the rule.
struct LintTool: AgentTool {
    let name = "lint"
    let description = "Check every control and every view with a gesture recognizer in a scene for the everyday touch bugs (unreachable or partly covered, too small, swallowed by a superview's recognizer, outside a cell's contentView, under the keyboard …), each finding naming the view that takes the touch instead and the rule."
    let inputSchema = SceneArgument.schema()

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        let (example, variant, notes) = try SceneArgument.example(arguments, examples: examples)
        return ([TouchLint(example: example, variant: variant).run().text] + notes).joined(separator: "\n")
    }
}

import ExampleKit
import Foundation
import MCP

/// `list_examples`: the gallery's examples, each with its id, title, variants and summary.
struct ListExamplesTool: AgentTool {
    let name = "list_examples"
    let description = "List touchsim's examples: UIKit touch-handling scenes (hit-testing, the responder chain, gesture conflicts, real bugs), each with its id, title, variants and what it shows."
    let inputSchema = AgentTools.schema([:])

    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String {
        examples.map { example in
            let variants = example.variants.isEmpty ? "" : " (variants: " + example.variants.joined(separator: ", ") + ")"
            return "\(example.id) — \(example.title)\(variants)\n  \(example.summary)"
        }.joined(separator: "\n")
    }
}

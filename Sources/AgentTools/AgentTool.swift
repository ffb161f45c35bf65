import ExampleKit
import Foundation
import MCP

/// One tool an AI agent may call through `sim-desktop mcp`: its name, what it does (the agent reads this to choose
/// it), the JSON Schema of its arguments, and the call, which builds a world of its own and answers in text. A bad
/// argument throws `ToolFailure`, which the agent gets as a tool error (the server goes on serving).
@MainActor
protocol AgentTool {
    var name: String { get }
    var description: String { get }
    /// The arguments' JSON Schema (`properties`, `required`).
    var inputSchema: Value { get }
    func call(_ arguments: ToolArguments, examples: [Example]) async throws(ToolFailure) -> String
}

/// What a bad call is told, as a tool error.
struct ToolFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Every tool, in the order `tools/list` gives them: one line each.
@MainActor
enum AgentTools {
    static let all: [any AgentTool] = [
        ListExamplesTool(), DescribeSceneTool(), WhyTool(), LintTool(), WhatIfTool(), RunTool(), FixTool(),
    ]
}

/// A JSON Schema object with `properties` and the `required` names.
extension AgentTools {
    static func schema(_ properties: [String: Value], required: [String] = []) -> Value {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map(Value.string))])
    }
}

/// A property's schema: its JSON type and what it means.
func property(_ type: String, _ description: String) -> Value {
    .object(["type": .string(type), "description": .string(description)])
}

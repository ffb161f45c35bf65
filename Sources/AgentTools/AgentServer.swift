import ExampleKit
import Foundation
import MCP

/// The Model Context Protocol server `sim-desktop mcp` runs: touchsim's tools (`AgentTools.all`) offered to an AI
/// agent over standard input and output. Every call builds a world of its own on the main actor, is bounded in
/// size, virtual time and work (`CallBudget`), and answers in text; a bad call is a tool error and the server goes
/// on serving.
public enum AgentServer {
    /// Serves `examples` (the program's catalog) until the input ends.
    @MainActor
    public static func serve(examples: [Example]) async throws {
        let server = Server(name: "touchsim", version: "1.0.0", capabilities: .init(tools: .init(listChanged: false)))
        let box = ToolBox(examples: examples)
        let tools = box.tools
        // The list is made once: asking for it never waits behind a call.
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: tools) }
        await server.withMethodHandler(CallTool.self) { params in await box.call(params) }
        try await server.start(transport: LineTransport())
        await server.waitUntilCompleted()
    }
}

/// The tools and the examples they know, on the main actor where the engine runs.
@MainActor
package final class ToolBox {
    package let examples: [Example]

    package init(examples: [Example]) { self.examples = examples }

    package var tools: [Tool] {
        AgentTools.all.map { Tool(name: $0.name, description: $0.description, inputSchema: $0.inputSchema) }
    }

    /// Answers a call; a heavy one lets others run between its inputs (`CallBudget`), and every answer's text is
    /// bounded.
    package func call(_ params: CallTool.Parameters) async -> CallTool.Result {
        guard let tool = AgentTools.all.first(where: { $0.name == params.name }) else {
            return Self.result("unknown tool '\(params.name)'; the tools: " + AgentTools.all.map(\.name).joined(separator: ", "),
                               isError: true)
        }
        do {
            let text = try await tool.call(ToolArguments(values: params.arguments ?? [:]), examples: examples)
            return Self.result(CallBudget.trimmed(text), isError: false)
        } catch {
            return Self.result(error.message, isError: true)
        }
    }

    private static func result(_ text: String, isError: Bool) -> CallTool.Result {
        .init(content: [.text(text: text, annotations: nil, _meta: nil)], isError: isError)
    }
}

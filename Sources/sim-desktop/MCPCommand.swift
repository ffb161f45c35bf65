import AgentTools
import ArgumentParser
import Examples
import Foundation

/// `sim-desktop mcp`: touchsim as a Model Context Protocol server for AI agents, over standard input and output.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve touchsim's tools to an AI agent: the Model Context Protocol over standard input and output.",
        discussion: """
            Tools: list_examples; describe_scene (a gallery id, a scene file's text, or a recursiveDescription \
            dump's text, as its view tree with names); why (a tap, drag, pinch or input script, and a view, \
            recognizer or action to explain); lint; what_if (changes → what they change); run (an input → the \
            dispatch log). Every call builds a world of its own, bounded in size (1 MB an argument, 8 MB a \
            message) and virtual time (600 s of input); a bad call is a tool error and the server goes on. It \
            serves until its input ends. An agent's configuration starts it as a command: sim-desktop mcp.
            """)

    @MainActor
    func run() async throws {
        try await AgentServer.serve(examples: Catalog.all)
    }
}

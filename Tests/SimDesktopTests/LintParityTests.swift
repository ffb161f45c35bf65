import Examples
import Foundation
import MCP
import Testing

/// One lint, one answer: `lint` through the command line and through MCP — both filling the same `LintRequest` —
/// gives the same report, word for word, for every gallery example and variant, with and without a change.
@Suite("lint through the command line and MCP", .serialized)
struct LintParityTests {
    @Test("every example and variant: the same findings, word for word", .timeLimit(.minutes(10)))
    func sameReports() async throws {
        let server = try MCPServerTests.ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        var compared = 0
        let scenes = await MainActor.run { Gallery.all.flatMap { example in ([nil] + example.variants).map { (example.id, $0) } } }
        for (id, variant) in scenes {
            do {
                var arguments = ["lint", id]
                var tool: [String: Value] = ["scene": .string(id)]
                if let variant { arguments += ["--variant", variant]; tool["variant"] = .string(variant) }
                let line = await runInProcess(arguments)
                let agent = try await client.callTool(name: "lint", arguments: tool)
                let context = "\(id)\(variant.map { "/" + $0 } ?? "")"
                #expect([0, 1].contains(line.status) && agent.isError != true, "\(context): \(line.stderr)")
                #expect(line.stdout.trimmingCharacters(in: .newlines) == MCPServerTests.text(agent.content), "\(context)")
                compared += 1
            }
        }
        // A change, and a change that names nothing: refused by both with the same words.
        let change = "UIImageView.isUserInteractionEnabled=true"
        let line = await runInProcess(["lint", "image-view-tap", "--set", change])
        let agent = try await client.callTool(name: "lint", arguments: ["scene": "image-view-tap", "changes": [.string(change)]])
        #expect(line.stdout.trimmingCharacters(in: .newlines) == MCPServerTests.text(agent.content))
        let bad = await runInProcess(["lint", "image-view-tap", "--set", "NoSuchView.hidden=true"])
        let badAgent = try await client.callTool(
            name: "lint", arguments: ["scene": "image-view-tap", "changes": [.string("NoSuchView.hidden=true")]])
        #expect(bad.status == 2 && badAgent.isError == true)
        #expect(bad.stderr.trimmingCharacters(in: .newlines) == "sim-desktop: --set: " + MCPServerTests.text(badAgent.content), "\(bad.stderr)")
        await client.disconnect()
        #expect(compared >= 40)
    }
}

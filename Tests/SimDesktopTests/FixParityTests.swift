import Foundation
import MCP
import Testing

/// One fix, one answer: `fix` through the command line and through MCP — both filling the same `FixRequest` —
/// gives the same report, word for word, and refuses the same goal the same way.
@Suite("fix through the command line and MCP", .serialized)
struct FixParityTests {
    @Test("a real bug, a scene file and a drag no change fixes: the same words; a bad goal refused alike", .timeLimit(.minutes(10)))
    func sameReports() async throws {
        let server = try MCPServerTests.ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        let questions: [(arguments: [String], tool: [String: Value])] = [
            (["stack-view-in-control", "--want", "action:addToCart"], ["scene": "stack-view-in-control", "want": "action:addToCart"]),
            (["docs/scenes/selected-segment-tap.yaml", "--tap", "120,136", "--want", "action:feedKindChanged"],
             ["scene": .string(try String(contentsOfFile: Self.root + "/docs/scenes/selected-segment-tap.yaml", encoding: .utf8)),
              "tap": [120, 136], "want": "action:feedKindChanged"]),
            (["image-view-tap", "--drag", "195,300:195,500", "--want", "recognizer:UITapGestureRecognizer#1"],
             ["scene": "image-view-tap", "drag": ["from": [195, 300], "to": [195, 500]], "want": "recognizer:UITapGestureRecognizer#1"]),
        ]
        for question in questions {
            // Budgets far above what the searches take: run in process, the search shares the main actor with
            // other tests, and a wall-clock budget would cut it there.
            let line = await runInProcess(["fix", "--budget", "600"] + question.arguments.map { $0.hasPrefix("docs/") ? Self.root + "/" + $0 : $0 })
            var tool = question.tool
            tool["seconds"] = 30
            let agent = try await client.callTool(name: "fix", arguments: tool)
            #expect([0, 1].contains(line.status) && agent.isError != true, "\(question.arguments): \(line.stderr)")
            #expect(line.stdout.trimmingCharacters(in: .newlines) == MCPServerTests.text(agent.content), "\(question.arguments)")
        }
        let bad = await runInProcess(["fix", "double-tap", "--want", "action:nope"])
        let badAgent = try await client.callTool(name: "fix", arguments: ["scene": "double-tap", "want": "action:nope"])
        #expect(bad.status == 2 && badAgent.isError == true)
        #expect(bad.stderr.trimmingCharacters(in: .newlines) == "sim-desktop: " + MCPServerTests.text(badAgent.content), "\(bad.stderr)")
        await client.disconnect()
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}

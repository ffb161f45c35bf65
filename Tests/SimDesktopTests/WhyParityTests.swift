import Diagnosis
import Dispatcher
import Examples
import Foundation
import MCP
import Testing
@_spi(Engine) import ViewModel

/// One question, one answer: `why` asked through the command line and through MCP — both filling the same
/// `WhyRequest` — gives the same report, word for word, for every gallery example and variant at a control or a
/// recognizer's view, asked about the view hit-testing gives the touch; and both refuse the same script the same
/// way.
@Suite("why through the command line and MCP", .serialized)
struct WhyParityTests {
    /// Each example and variant, with a point on its first control or view with a recognizer (else the screen's
    /// centre), and the name of the view a tap there hits.
    @MainActor
    private static func questions() -> [(id: String, variant: String?, point: CGPoint, view: String?)] {
        Gallery.all.flatMap { example in
            ([nil] + example.variants).map { variant in
                let sim = Simulator()
                example.build(in: sim, variant: variant)
                var point = CGPoint(x: sim.screen.bounds.midX, y: sim.screen.bounds.midY)
                var found = false
                for window in sim.application.windows {
                    window.forEachInTree { view in
                        guard !found, view is UIControl || !(view.gestureRecognizers ?? []).isEmpty else { return }
                        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                        if sim.screen.bounds.contains(centre) { (point, found) = (centre, true) }
                    }
                }
                point = CGPoint(x: point.x.rounded(), y: point.y.rounded())
                let names = ViewNames(windows: sim.application.windows)
                let hit = sim.application.windowsInHitTestOrder.lazy.compactMap { $0.hitTest($0.convert(point, from: nil), with: nil) }.first
                return (example.id, variant, point, hit.map(names.name(of:)))
            }
        }
    }

    @Test("every example and variant: the same report, word for word", .timeLimit(.minutes(5)))
    func sameReports() async throws {
        let server = try MCPServerTests.ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        var compared = 0
        for question in await MainActor.run(body: { Self.questions() }) {
            var arguments = ["why", question.id, "--tap", "\(Int(question.point.x)),\(Int(question.point.y))"]
            var tool: [String: Value] = ["scene": .string(question.id), "tap": [.int(Int(question.point.x)), .int(Int(question.point.y))]]
            if let variant = question.variant { arguments += ["--variant", variant]; tool["variant"] = .string(variant) }
            if let view = question.view { arguments += ["--view", view]; tool["view"] = .string(view) }
            let line = try runSimDesktop(arguments)
            let agent = try await client.callTool(name: "why", arguments: tool)
            let context = "\(question.id)\(question.variant.map { "/" + $0 } ?? "") at \(question.point)"
            #expect(line.status == 0 && agent.isError != true, "\(context): \(line.stderr)")
            #expect(line.stdout.trimmingCharacters(in: .newlines) == MCPServerTests.text(agent.content), "\(context)")
            compared += 1
        }
        // A client left connected to a stopped server spins on its closed stream.
        await client.disconnect()
        #expect(compared >= 40)
    }

    @Test("a script that leaves a finger down is refused the same way by both")
    func sameRefusal() async throws {
        let server = try MCPServerTests.ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        let script = #"{"t": 0, "finger": 0, "phase": "down", "x": 280, "y": 215}"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString).jsonl")
        try Data((script + "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let line = try runSimDesktop(["why", "hit-test-order", "--input", file.path])
        let agent = try await client.callTool(name: "why", arguments: ["scene": "hit-test-order", "input": .string(script)])
        await client.disconnect()
        #expect(line.status == 2 && agent.isError == true)
        let refusal = "the script ends with finger 0 still down, so its touch never ends"
        #expect(line.stderr.contains(file.path + ": " + refusal), "\(line.stderr)")
        #expect(MCPServerTests.text(agent.content).hasPrefix(refusal), "\(MCPServerTests.text(agent.content))")
    }
}

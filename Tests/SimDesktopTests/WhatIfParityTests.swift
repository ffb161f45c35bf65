import Benchmarks
import Diagnosis
import Dispatcher
import Examples
import Foundation
import MCP
import Questions
import Session
import Testing
@_spi(Engine) import ViewModel

/// One what-if, one answer: the same change asked of the same session through the command line (`run --set
/// --diff`), MCP (`what_if`), the window (the inspector's what-if, after the session was played in it) and the
/// live room (a student's `whatif`, after the session was played from the browser) gives the same report, word
/// for word, for every gallery example whose demo is touches: "what if the view the first touch hits took no
/// touches?".
@Suite("what-if through the command line, MCP, the window and the room", .serialized)
struct WhatIfParityTests {
    /// Each example whose demo input is touches, with the change: the view its first touch hits stops taking
    /// touches.
    @MainActor
    private static func questions() -> [(id: String, inputs: [InputRecord], change: String)] {
        Gallery.all.compactMap { example in
            let inputs = example.demoInput
            guard let down = inputs.first(where: { $0.phase == .down }), inputs.allSatisfy(\.phase.isTouchPhase),
                  inputs.first?.t == 0
            else { return nil }
            let sim = example.world(variant: nil)
            let point = CGPoint(x: down.x, y: down.y)
            guard let hit = sim.application.windowsInHitTestOrder.lazy
                .compactMap({ $0.hitTest($0.convert(point, from: nil), with: nil) }).first
            else { return nil }
            let name = ViewNames(windows: sim.application.windows).name(of: hit)
            return (example.id, inputs, "\(name).isUserInteractionEnabled=false")
        }
    }

    /// The window's answer: the session played in a workbench, the clock let run 2 s, then the change.
    @MainActor
    private static func window(_ id: String, inputs: [InputRecord], change: String) throws -> String {
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: id)!, variant: nil, device: .standard))
        for input in inputs { bench.sim.play(input) }
        bench.sim.advance(to: (inputs.last?.t ?? 0) + WhyRequest.settle)
        try bench.whatIf([ViewSetting(parsing: change)])
        return try #require(bench.inspector.whatIf).text
    }

    @Test("every example with a touch demo: the same report, word for word", .timeLimit(.minutes(5)))
    func sameReports() async throws {
        let server = try MCPServerTests.ServerProcess()
        defer { server.stop() }
        let client = try await server.client()
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: [])
        defer { room.stop() }
        let student = TestSocket(room.studentSocket)
        _ = await student.next("scene")
        let teacher = TestSocket(room.teacherSocket)
        _ = await teacher.next("room")
        var compared = 0
        for question in await MainActor.run(body: { Self.questions() }) {
            let line = await runInProcess(["run", question.id, "--set", question.change, "--diff"])
            let agent = try await client.callTool(
                name: "what_if", arguments: ["scene": .string(question.id), "changes": [.string(question.change)]])
            let window = try await MainActor.run { try Self.window(question.id, inputs: question.inputs, change: question.change) }
            teacher.send(["type": "choose", "scene": question.id])
            _ = await student.next("scene")
            // The browser's clock starts at the script's 0, so the room's world plays the script's own times.
            student.send(["type": "tick", "t": 0])
            _ = await student.next("update")
            for input in question.inputs {
                let pointer: [String: Any] = ["type": "pointer", "phase": input.phase.rawValue, "finger": input.finger,
                                              "x": input.x, "y": input.y, "t": input.t]
                student.send(pointer)
                _ = await student.next("update")
            }
            let end: [String: Any] = ["type": "tick", "t": (question.inputs.last?.t ?? 0) + WhyRequest.settle]
            student.send(end)
            _ = await student.next("update")
            student.send(["type": "whatif", "change": question.change])
            let roomText = await student.next("whatif")?["text"] as? String
            _ = await student.next("scene")

            let context = "\(question.id): \(question.change)"
            let text = line.stdout.trimmingCharacters(in: .newlines)
            #expect([0, 1].contains(line.status) && agent.isError != true, "\(context): \(line.stderr)")
            #expect(text.hasPrefix("Now ") || text.hasPrefix("Nothing changes"), "\(context): \(text)")
            #expect(MCPServerTests.text(agent.content) == text, "\(context): MCP")
            #expect(window == text, "\(context): the window")
            #expect(roomText == text, "\(context): the room")
            compared += 1
        }
        await client.disconnect()
        #expect(compared >= 20)
    }
}

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

    /// The four front ends of one question, asked in turn.
    private struct FrontEnds {
        let client: MCP.Client
        let student: TestSocket
        let teacher: TestSocket

        /// The command line's, MCP's, the window's and the room's answers (or refusals) to one what-if.
        func ask(_ id: String, inputs: [InputRecord], change: String) async throws
            -> (line: (status: Int32, stdout: String, stderr: String), agent: String, agentFailed: Bool, window: String, room: String?)
        {
            let line = await runInProcess(["run", id, "--set", change, "--diff"])
            let agent = try await client.callTool(name: "what_if", arguments: ["scene": .string(id), "changes": [.string(change)]])
            let window = await MainActor.run {
                do { return try WhatIfParityTests.window(id, inputs: inputs, change: change) } catch { return "refused: \(error)" }
            }
            teacher.send(["type": "choose", "scene": id])
            _ = await student.next("scene")
            // The browser's clock starts at the script's 0, so the room's world plays the script's own times.
            student.send(["type": "tick", "t": 0])
            _ = await student.next("update")
            for input in inputs {
                let pointer: [String: Any] = ["type": "pointer", "phase": input.phase.rawValue, "finger": input.finger,
                                              "x": input.x, "y": input.y, "t": input.t]
                student.send(pointer)
                _ = await student.next("update")
            }
            let end: [String: Any] = ["type": "tick", "t": (inputs.last?.t ?? 0) + WhyRequest.settle]
            student.send(end)
            _ = await student.next("update")
            student.send(["type": "whatif", "change": change])
            let reply = await student.next()
            let room = reply?["type"] as? String == "whatif" ? reply?["text"] as? String : (reply?["message"] as? String).map { "refused: " + $0 }
            if reply?["type"] as? String == "whatif" { _ = await student.next("scene") }
            return (line, MCPServerTests.text(agent.content), agent.isError == true, window, room)
        }
    }

    @Test("every example with a touch demo: the same report, word for word; numbers, relations, moves and refusals too",
          .timeLimit(.minutes(10)))
    func sameReports() async throws {
        let server = try MCPServerTests.ServerProcess()
        defer { server.stop() }
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: [])
        defer { room.stop() }
        let ends = FrontEnds(client: try await server.client(), student: TestSocket(room.studentSocket),
                             teacher: TestSocket(room.teacherSocket))
        _ = await ends.student.next("scene")
        _ = await ends.teacher.next("room")
        var compared = 0
        let beyondFlags = ["double-tap": ["single.requireToFail=double", "single.simultaneousWith=double", "double.removed=true",
                                          "double.numberOfTapsRequired=3", "TapColorView.frame=0,0,50,50"],
                           "hit-test-order": ["EView.superview=AView", "BView.toFront=true", "DView.zPosition=3"]]
        let questions = await MainActor.run(body: { Self.questions() })
        let extra = questions.filter { beyondFlags[$0.id] != nil }.flatMap { question in
            beyondFlags[question.id]!.map { (id: question.id, inputs: question.inputs, change: $0) }
        }
        for question in questions + extra {
            let answer = try await ends.ask(question.id, inputs: question.inputs, change: question.change)
            let context = "\(question.id): \(question.change)"
            let text = answer.line.stdout.trimmingCharacters(in: .newlines)
            #expect([0, 1].contains(answer.line.status) && !answer.agentFailed, "\(context): \(answer.line.stderr)")
            #expect(text.hasPrefix("Now") || text.hasPrefix("Nothing changes"), "\(context): \(text)")
            #expect(answer.agent == text, "\(context): MCP")
            #expect(answer.window == text, "\(context): the window")
            #expect(answer.room == text, "\(context): the room")
            compared += 1
        }
        // A change each front end refuses with the same words: a recognizer waiting for itself.
        let demo = try #require(questions.first { $0.id == "double-tap" }).inputs
        let refused = try await ends.ask("double-tap", inputs: demo, change: "single.requireToFail=single")
        let words = "a recognizer cannot wait for its own failure"
        #expect(refused.line.status == 2 && refused.line.stderr.contains(words), "\(refused.line.stderr)")
        #expect(refused.agentFailed && refused.agent == words)
        #expect(refused.window == "refused: " + words && refused.room == "refused: " + words, "\(refused.window) \(refused.room ?? "")")
        await ends.client.disconnect()
        #expect(compared >= 28)
    }
}

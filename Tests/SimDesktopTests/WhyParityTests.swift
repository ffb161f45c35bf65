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

/// One question, one answer: `why` asked through the command line and through MCP — both filling the same
/// `WhyRequest` — gives the same report, word for word, for every gallery example and variant at a control or a
/// recognizer's view, asked about the view hit-testing gives the touch; both refuse the same script the same
/// way; and the window's inspector and the live room, which show a selected view's verdict, show that verdict.
@Suite("why through the command line, MCP, the window and the room", .serialized)
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

    @Test("every example and variant: the same report, word for word", .timeLimit(.minutes(10)))
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
            let line = await runInProcess(arguments)
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
        let line = await runInProcess(["why", "hit-test-order", "--input", file.path])
        let agent = try await client.callTool(name: "why", arguments: ["scene": "hit-test-order", "input": .string(script)])
        await client.disconnect()
        #expect(line.status == 2 && agent.isError == true)
        let refusal = "the script ends with finger 0 still down, so its touch never ends"
        #expect(line.stderr.contains(file.path + ": " + refusal), "\(line.stderr)")
        #expect(MCPServerTests.text(agent.content).hasPrefix(refusal), "\(MCPServerTests.text(agent.content))")
    }

    /// The window's answer: the question's tap played in a workbench as `why` plays it (after the settle, then
    /// the settle again), the view selected in the inspector; nil when the view has left the world (a window
    /// cannot select it, nor a room).
    @MainActor
    private static func window(_ id: String, variant: String?, point: CGPoint, view: String) -> String?? {
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: id)!, variant: variant, device: .standard))
        bench.sim.advance(by: WhyRequest.settle)
        for input in WhyGesture.tap(point).inputs(at: bench.sim.now, finger: 0) { bench.sim.play(input) }
        bench.sim.advance(by: WhyRequest.settle)
        bench.refresh()
        guard let selected = ViewNames(windows: bench.sim.application.windows).view(named: view) else { return nil }
        bench.select(selected)
        return .some(bench.selectedWhy)
    }

    @Test("the window's inspector and the room's select give the verdict the command line prints, for every example and variant",
          .timeLimit(.minutes(10)))
    func sameVerdicts() async throws {
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: [])
        defer { room.stop() }
        let student = TestSocket(room.studentSocket)
        _ = await student.next("scene")
        let teacher = TestSocket(room.teacherSocket)
        _ = await teacher.next("room")
        var compared = 0
        for question in await MainActor.run(body: { Self.questions() }) {
            guard let view = question.view else { continue }
            var arguments = ["why", question.id, "--tap", "\(Int(question.point.x)),\(Int(question.point.y))", "--view", view, "--json"]
            if let variant = question.variant { arguments += ["--variant", variant] }
            let line = await runInProcess(arguments)
            let object = try JSONSerialization.jsonObject(with: Data(line.stdout.utf8)) as? [String: Any]
            let verdict = try #require(object?["verdict"] as? String, "\(question.id): \(line.stderr)")
            guard let window = await MainActor.run(body: {
                Self.window(question.id, variant: question.variant, point: question.point, view: view)
            }) else { continue }

            teacher.send(["type": "choose", "scene": question.id])
            _ = await student.next("scene")
            if let variant = question.variant {
                student.send(["type": "variant", "variant": variant])
                _ = await student.next("scene")
            }
            // The browser's clock starts at 0; the tap comes after the settle, as `why` plays it.
            student.send(["type": "tick", "t": 0])
            _ = await student.next("update")
            for input in WhyGesture.tap(question.point).inputs(at: WhyRequest.settle, finger: 0) {
                let pointer: [String: Any] = ["type": "pointer", "phase": input.phase.rawValue, "finger": 0, "x": input.x,
                                              "y": input.y, "t": input.t]
                student.send(pointer)
                _ = await student.next("update")
            }
            let end: [String: Any] = ["type": "tick", "t": WhyRequest.settle + TouchTiming.tapDuration + WhyRequest.settle]
            student.send(end)
            _ = await student.next("update")
            student.send(["type": "select", "view": view])
            let roomWhy = await student.next("selected")?["why"] as? String

            let context = "\(question.id)\(question.variant.map { "/" + $0 } ?? "") at \(question.point), \(view)"
            #expect(window == verdict, "\(context): the window")
            #expect(roomWhy == verdict, "\(context): the room")
            compared += 1
        }
        #expect(compared >= 40)
    }
}

import CSDL2
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
import Traces
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// A temporary file path, removed by the caller.
func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "touchsim-\(getpid())-\(name)"
}

/// The trace's items, read whole (the tests' traces are short).
func traceItems(_ path: String) throws -> [TraceItem] {
    let reader = try TraceReader(path: path)
    var items: [TraceItem] = []
    while let item = try reader.next() { items.append(item) }
    return items
}

/// Recording in the window (R, M, `--record`): the session goes to a trace that `replay --headless --verify`
/// finds identical — from SDL events pushed through the window's own event loop, from the start with an input
/// script, and when the window is killed mid-session.
@Suite(.serialized) @MainActor
struct WindowRecordingTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    private func app(_ id: String) throws -> WindowApp {
        let example = try #require(Gallery.example(id: id))
        // 1280×800: the phone is scaled by a fraction, so the mouse lands between points.
        let context = try RenderContext.window(title: "test", width: 1280, height: 800, fitToDisplay: false)
        let app = try WindowApp(session: ExampleSession(example: example, variant: nil, device: .standard),
                                options: .init(), examples: Gallery.all, context: context)
        app.bench.announce = { _ in }
        return app
    }

    /// Queues a mouse event at a screen point, as SDL would deliver it.
    private func push(_ type: SDL_EventType, at point: CGPoint, in app: WindowApp) {
        var event = SDL_Event()
        event.type = type.rawValue
        let pixel = app.frame.layout.viewport.pixel(of: point)
        let (x, y) = (Int32(pixel.x.rounded(.down)), Int32(pixel.y.rounded(.down)))
        if type == SDL_MOUSEMOTION {
            (event.motion.x, event.motion.y) = (x, y)
        } else {
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            (event.button.x, event.button.y) = (x, y)
        }
        #expect(SDL_PushEvent(&event) == 1)
    }

    @Test("a session recorded from the window's input replays identically", arguments: [
        "pan-vs-touches", "double-tap", "animated-hit-test", "drag-view",
    ])
    func windowSessionReplaysIdentically(_ id: String) throws {
        let path = temporaryPath("window-\(id).trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try app(id)
        var now = 0.0
        // Frames of uneven length, as a real window's are: the clock moves in steps no input is aligned to.
        var lengths = [0.0167, 0.0213, 0.0151, 0.0333, 0.0174].makeIterator()
        func frame() {
            let elapsed = lengths.next() ?? 0.0169
            now += elapsed
            #expect(app.runFrame(now: now, elapsed: elapsed))
        }
        frame()
        try app.bench.startRecording(to: path)
        let centre = CGPoint(x: 195, y: 420)
        for round in 0..<3 {
            push(SDL_MOUSEBUTTONDOWN, at: CGPoint(x: centre.x - 40, y: centre.y + CGFloat(round) * 7), in: app)
            frame()
            for step in 1...6 {
                push(SDL_MOUSEMOTION, at: CGPoint(x: centre.x - 40 + CGFloat(step) * 13.7, y: centre.y + CGFloat(step) * 5.3),
                     in: app)
                frame()
            }
            push(SDL_MOUSEBUTTONUP, at: CGPoint(x: centre.x + 42, y: centre.y + 30), in: app)
            frame()
            if round == 1 { _ = app.perform(.mark) }
            for _ in 0..<4 { frame() }
        }
        push(SDL_MOUSEBUTTONDOWN, at: centre, in: app)  // a tap, then a second one soon after: a double tap
        frame()
        push(SDL_MOUSEBUTTONUP, at: centre, in: app)
        frame()
        push(SDL_MOUSEBUTTONDOWN, at: centre, in: app)
        frame()
        push(SDL_MOUSEBUTTONUP, at: centre, in: app)
        for _ in 0..<30 { frame() }  // timers and animations run on
        app.bench.press(key: "a")
        frame()
        #expect(app.bench.stopRecording() == path)

        let items = try traceItems(path)
        #expect(items.contains { if case .marker(_, "marker 1") = $0 { true } else { false } })
        #expect(items.contains { if case .end = $0 { true } else { false } })
        let inputs = items.compactMap { if case .input(let input) = $0 { input } else { nil } }
        #expect(inputs.count >= 30)
        #expect(inputs.contains { $0.x != $0.x.rounded() }, "the mouse lands between points at this scale")
        let result = try runSimDesktop(["replay", path, "--headless", "--verify"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("records and inputs identical"))
    }

    @Test("R mid-session records the session from its start and marks where recording began")
    func recordingMidSession() throws {
        let path = temporaryPath("mid-session.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try app("hit-test-order")
        app.bench.sim.tap(at: HitTestOrderScene.pointInE)
        app.bench.advance(realSeconds: 0.5)
        try app.bench.startRecording(to: path)
        app.bench.sim.tap(at: HitTestOrderScene.pointInE)
        #expect(app.bench.mark() == "marker 1")
        app.bench.stopRecording()
        let items = try traceItems(path)
        let inputs = items.compactMap { if case .input(let input) = $0 { input } else { nil } }
        #expect(inputs.map(\.phase) == [.down, .up, .down, .up])
        let markers = items.compactMap { if case .marker(let t, let label) = $0 { (t, label) } else { nil } }
        #expect(markers.map(\.1) == ["recording started", "marker 1"])
        #expect(markers.first.map { abs($0.0 - 0.55) < 1e-9 } == true)
        #expect(try runSimDesktop(["replay", path, "--headless", "--verify"]).status == 0)
    }

    @Test("switching example while recording stops the recording")
    func switchingStops() throws {
        let path = temporaryPath("switch.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try app("hit-test-order")
        var said: [String] = []
        app.bench.announce = { said.append($0) }
        try app.bench.startRecording(to: path)
        app.bench.sim.tap(at: HitTestOrderScene.pointInE)
        _ = app.perform(.nextExample(forward: true))
        #expect(app.bench.recorder == nil)
        #expect(said == ["recording to \(path)", "recorded \(path)"])
        #expect(try traceItems(path).contains { if case .end = $0 { true } else { false } })
        #expect(try runSimDesktop(["replay", path, "--headless", "--verify"]).status == 0)
    }

    @Test("R and M are in the key table (and so the help), and R has a toolbar button")
    func keysAndButton() {
        #expect(KeyBindings.command(for: KeyChord("r")) == .record)
        #expect(KeyBindings.command(for: KeyChord("m")) == .mark)
        #expect(KeyBindings.table.contains { $0.label == "R" && $0.help.contains("record") })
        #expect(Toolbar(settings: WorkshopSettings()).buttons.contains { $0.command == .record && $0.key == "R" })
    }

    @Test("the window's points are kept to the microsecond a trace writes")
    func pointsAreQuantized() {
        let point = Fingers.quantized(CGPoint(x: 100.123456789, y: 1.0 / 3))
        #expect(point == CGPoint(x: 100.123457, y: 0.333333))
    }

    // MARK: The binary

    /// A script of taps on view E of hit-test-order every 0.2 s from 0.1 s, for `count` taps.
    private func tapScript(count: Int, at point: CGPoint = HitTestOrderScene.pointInE) -> String {
        (0..<count).map { index in
            let t = 0.1 + Double(index) * 0.2
            return """
                {"t": \(t), "finger": 0, "phase": "down", "x": \(point.x), "y": \(point.y)}
                {"t": \(t + 0.05), "finger": 0, "phase": "up", "x": \(point.x), "y": \(point.y)}
                """
        }.joined(separator: "\n")
    }

    @Test("--record FILE records from the start; the trace holds the script's inputs and replays identically")
    func recordFromTheStart() throws {
        let (script, trace) = (temporaryPath("start.jsonl"), temporaryPath("start.trace"))
        defer { for path in [script, trace] { try? FileManager.default.removeItem(atPath: path) } }
        try tapScript(count: 4).write(toFile: script, atomically: true, encoding: .utf8)
        let result = try runSimDesktop(
            ["hit-test-order", "--record", trace, "--input", script, "--exit-after", "1.5"],
            environment: ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("recording to \(trace)\n"))
        #expect(result.stdout.contains("recorded \(trace)"))
        #expect(result.stdout.contains("-[EView touchesBegan:withEvent:]"))
        let items = try traceItems(trace)
        guard case .header(let header)? = items.first else { Issue.record("no header"); return }
        #expect(header.example == "hit-test-order" && header.device == "iphone")
        let inputs = items.compactMap { if case .input(let input) = $0 { input } else { nil } }
        let scripted = try InputScript(parsing: String(contentsOfFile: script, encoding: .utf8)).records
        #expect(inputs.map(\.jsonLine) == scripted.map(\.jsonLine))
        #expect(items.contains { if case .end = $0 { true } else { false } })
        let replay = try runSimDesktop(["replay", trace, "--headless", "--verify"])
        #expect(replay.status == 0, "\(replay.stdout)\n\(replay.stderr)")
    }

    @Test("a window killed with SIGKILL leaves a trace that replays identically up to its last frame",
          .timeLimit(.minutes(10)))
    func killedWindowLeavesAValidTrace() async throws {
        let (script, trace) = (temporaryPath("kill.jsonl"), temporaryPath("kill.trace"))
        defer { for path in [script, trace] { try? FileManager.default.removeItem(atPath: path) } }
        // Double taps and single taps on double-tap's view: timers run between the inputs.
        try tapScript(count: 40, at: CGPoint(x: 195, y: 400)).write(toFile: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sim-desktop")
        process.arguments = ["double-tap", "--record", trace, "--input", script, "--exit-after", "60"]
        process.environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // About a second of session: wait for its inputs in the file (a debug build starts slowly).
        var recorded = 0
        for _ in 0..<200 where recorded < 10 {
            try await Task.sleep(for: .milliseconds(50))
            let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
            recorded = text.split(separator: "\n").filter { $0.contains("\"phase\"") }.count
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(recorded >= 10)
        let items = try traceItems(trace)
        #expect(!items.contains { if case .end = $0 { true } else { false } }, "killed: no end record")
        let strict = try runSimDesktop(["replay", trace, "--headless", "--verify"])
        #expect(strict.status == 1 && strict.stdout.contains("no end record"), "\(strict.stdout)")
        let replay = try runSimDesktop(["replay", trace, "--headless", "--verify", "--partial"])
        #expect(replay.status == 0, "\(replay.stdout)\n\(replay.stderr)")
        #expect(replay.stderr.contains("cut short"))
    }
}

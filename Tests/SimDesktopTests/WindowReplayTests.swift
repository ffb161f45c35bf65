import CSDL2
import Dispatcher
import Examples
import Foundation
import Testing
import Traces
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// Replaying a trace in the window: its timeline read in a first pass, the inputs fed at their times, stepping,
/// seeking back and forth (the world built again and fast-forwarded) landing on the log of a straight replay,
/// verification as it plays, and the binary's `replay FILE` with and without a display.
@Suite(.serialized) @MainActor
struct WindowReplayTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    /// A trace of double-tap's demo (single and double taps: recognizers, timers), recorded headless.
    private func recordedTrace(_ name: String, id: String = "double-tap", settle: String = "0.5") throws -> String {
        let path = temporaryPath(name)
        let result = try runSimDesktop(["record", id, "--out", path, "--settle", settle])
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    private func replay(_ path: String, verify: Bool = true) throws -> WindowReplay {
        let example = try #require(Gallery.example(id: "double-tap"))
        return try WindowReplay(path: path, example: example, variant: nil, device: .standard, verify: verify,
                                report: { _ in })
    }

    // MARK: The timeline

    @Test("the timeline's summary: a lane per finger, a bar per touch, state changes, keys, markers, the length")
    func timelineSummary() throws {
        let path = temporaryPath("summary.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = [
            #"{"type": "header", "format": "touchsim-trace", "version": 1, "app": "t", "example": "double-tap", "variant": null, "screen": {"width": 390, "height": 844, "scale": 3}, "device": "iphone"}"#,
            #"{"t": 0.1, "finger": 0, "phase": "down", "x": 10, "y": 10}"#,
            ##"{"type": "log", "seq": 1, "t": 0.1, "kind": "gestureState", "text": "# UITapGestureRecognizer \"double\" possible → failed: too slow"}"##,
            #"{"t": 0.2, "finger": 1, "phase": "down", "x": 20, "y": 20}"#,
            #"{"t": 0.3, "finger": 0, "phase": "up", "x": 10, "y": 10}"#,
            #"{"type": "marker", "t": 0.35, "label": "look here"}"#,
            ##"{"type": "log", "seq": 2, "t": 0.4, "kind": "gestureState", "text": "# UIPanGestureRecognizer possible → began"}"##,
            #"{"t": 0.5, "finger": 1, "phase": "cancel", "x": 20, "y": 20}"#,
            #"{"t": 0.6, "key": "a", "phase": "began"}"#,
            #"{"t": 0.65, "key": "a", "phase": "ended"}"#,
            #"{"t": 0.7, "finger": 0, "phase": "down", "x": 10, "y": 10}"#,
            #"{"type": "end", "t": 1.25}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let timeline = try TraceTimeline.read(path: path)
        #expect(timeline.duration == 1.25 && timeline.isFinished && !timeline.isTruncated)
        #expect(timeline.inputCount == 7)
        #expect(timeline.fingers == [0, 1])
        #expect(timeline.touches == [
            .init(finger: 0, start: 0.1, end: 0.3),
            .init(finger: 1, start: 0.2, end: 0.5, cancelled: true),
            .init(finger: 0, start: 0.7, end: nil),
        ])
        #expect(timeline.stateChanges == [.init(t: 0.1, state: .failed), .init(t: 0.4, state: .began)])
        #expect(timeline.presses == [0.6])
        #expect(timeline.markers == [.init(t: 0.35, label: "look here")])
        #expect(TimelinePanel.lanes(of: timeline) == [.finger(0), .finger(1), .gestures, .presses, .markers])

        let truncated = try TraceTimeline.read(path: path, limit: 3)
        #expect(truncated.isTruncated && truncated.itemCount == 3)
        #expect(truncated.duration == 1.25, "the length is still the whole trace's")
    }

    @Test("a trace cut short runs to its last record; a bad line is reported before the window opens")
    func cutAndBadTraces() throws {
        let path = temporaryPath("cut.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"t": 0.1, "finger": 0, "phase": "down", "x": 10, "y": 10}"#.appending("\n")
            .appending(##"{"type": "log", "seq": 1, "t": 0.75, "kind": "note", "text": "# later"}"##)
            .appending("\n{\"t\": 0.9, \"fin")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let timeline = try TraceTimeline.read(path: path)
        #expect(!timeline.isFinished && timeline.duration == 0.75)
        #expect(timeline.warnings.count == 1)
        try "{\"t\": 0.1}\n{}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: TraceError.self) { try TraceTimeline.read(path: path) }
    }

    @Test("the scale maps time to the tracks and back; ticks fall on round seconds")
    func scale() {
        let scale = TimelineScale(panel: CGRect(x: 0, y: 500, width: 1100, height: 100), minX: 100, maxX: 1100,
                                  duration: 4)
        #expect(scale.x(at: 1) == 350)
        #expect(scale.time(atX: 600) == 2)
        #expect(scale.time(atX: 20) == 0 && scale.time(atX: 5000) == 4)
        #expect(scale.time(at: CGPoint(x: 600, y: 550)) == 2)
        #expect(scale.time(at: CGPoint(x: 600, y: 450)) == nil)
        #expect(scale.tickStep(minimumGap: 70) == 0.5)
        #expect(scale.tickStep(minimumGap: 300) == 2)
    }

    @Test("a recognizer's gestureState line names the state it went to")
    func gestureStateParsing() {
        #expect(TraceTimeline.targetState(ofGestureLine: #"# UITapGestureRecognizer "a → b" possible → ended"#) == .ended)
        #expect(TraceTimeline.targetState(ofGestureLine: "# X began → changed: moved") == .changed)
        #expect(TraceTimeline.targetState(ofGestureLine: "# no arrow here") == nil)
    }

    // MARK: Playing and seeking

    @Test("seeking back and forth lands on the log a straight replay writes")
    func seekingMatchesAStraightReplay() throws {
        let path = try recordedTrace("seek.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let straight = Workbench(replay: try replay(path))
        straight.seek(to: straight.input.replay!.end)
        let reference = straight.sim.log.timedLines
        #expect(reference.count > 50)

        let bench = Workbench(replay: try replay(path))
        let end = bench.input.replay!.end
        for target in [0.9, 0.2, end, 0.0, 0.55, 0.4, 1.3] {
            bench.seek(to: target)
            #expect(abs(bench.sim.now - target) < 1e-6)
            let prefix = reference.prefix { line in Double(line.prefix { $0 != " " })! <= target + 1e-9 }
            #expect(bench.sim.log.timedLines == Array(prefix), "at \(target)")
            let compared = prefix.count - bench.session.recordsAfterBuild  // records and inputs
            #expect(bench.input.replay?.verification == .identical(records: compared, complete: target >= end))
        }
        bench.seek(to: end)
        #expect(bench.sim.log.timedLines == reference)
        #expect(bench.input.replay?.verification == straight.input.replay?.verification)
        if case .identical(_, let complete)? = bench.input.replay?.verification { #expect(complete) } else {
            Issue.record("not identical: \(String(describing: bench.input.replay?.verification))")
        }
    }


    @Test("the clock plays each input at its own time, however the frames fall; the replay stops at the end")
    func framesPlayInputsAtTheirTimes() throws {
        let path = try recordedTrace("frames.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bench = Workbench(replay: try replay(path))
        var played: [TimeInterval] = []
        while bench.sim.now < bench.input.replay!.end {
            bench.advance(realSeconds: 0.0173)
            played = bench.sim.log.records.compactMap { if case .input(let input) = $0.kind { input.t } else { nil } }
        }
        let recorded = try traceItems(path).compactMap { if case .input(let input) = $0 { input.t } else { nil } }
        #expect(played == recorded)
        bench.advance(realSeconds: 1)
        #expect(bench.sim.now == bench.input.replay!.end)
        #expect(bench.input.replay?.verification == .identical(records: bench.sim.log.records.count
                                                             - bench.session.recordsAfterBuild,  // and inputs
                                                         complete: true))
    }

    @Test("paused, → plays the next input and reveals what it did; ← then steps back through the log")
    func stepping() throws {
        let path = try recordedTrace("step.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bench = Workbench(replay: try replay(path))
        bench.perform(.pause)
        let first = try traceItems(path).compactMap { if case .input(let input) = $0 { input } else { nil } }
        bench.perform(.step(forward: true))
        #expect(bench.sim.now == first[0].t)
        #expect(bench.input.replay?.feed.played == 1)
        #expect(bench.cursor.revealed == bench.sim.log.records.count)
        bench.perform(.step(forward: false))
        #expect(bench.cursor.revealed == bench.sim.log.records.count - 1)
        bench.perform(.step(forward: true))  // the hidden record first
        #expect(bench.input.replay?.feed.played == 1)
        bench.perform(.step(forward: true))
        #expect(bench.input.replay?.feed.played == 2)
        #expect(bench.sim.now == first[1].t)
    }

    @Test("the user's touches and keys do not reach a replayed world")
    func replayIgnoresTheUser() throws {
        let path = try recordedTrace("user.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bench = Workbench(replay: try replay(path))
        let count = bench.sim.log.records.count
        bench.input.mouse.press(at: CGPoint(x: 195, y: 400))
        bench.press(key: "a")
        bench.perform(.shake)
        #expect(bench.sim.log.records.count == count)
        #expect(bench.sim.fingersDown.isEmpty)
    }

    @Test("a click on the timeline seeks to the time under it; switching example ends the replay")
    func clickOnTheTimeline() throws {
        let path = try recordedTrace("click.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let context = try RenderContext.window(title: "test", width: 1280, height: 800, fitToDisplay: false)
        let app = try WindowApp(bench: Workbench(replay: try replay(path), examples: Gallery.all), options: .init(),
                                context: context)
        let scale = try #require(app.frame.timeline)
        #expect(app.frame.layout.timeline == scale.panel)
        #expect(scale.panel.maxY == 800 && scale.panel.minY > app.frame.layout.viewport.screenInPixels.maxY)
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        let x = scale.x(at: scale.duration * 0.75)
        (event.button.x, event.button.y) = (Int32(x), Int32(scale.panel.midY))
        #expect(app.handle(event))
        #expect(app.runFrame(now: 0, elapsed: 0))
        #expect(abs(app.bench.sim.now - scale.time(atX: CGFloat(Int32(x)))) < 1e-6)
        event.type = SDL_MOUSEMOTION.rawValue  // dragged back to the start
        (event.motion.x, event.motion.y) = (0, Int32(scale.panel.midY))
        #expect(app.handle(event))
        #expect(app.runFrame(now: 0, elapsed: 0))
        #expect(app.bench.sim.now == 0)
        #expect(app.bench.sim.log.records.allSatisfy { $0.time == 0 })
        _ = app.perform(.nextExample(forward: true))
        #expect(app.bench.input.replay == nil)
        #expect(app.frame.timeline != nil)  // until the next frame is drawn
        #expect(app.runFrame(now: 0, elapsed: 0))
        #expect(app.frame.timeline == nil && app.frame.layout.timeline == nil)
    }

    @Test("a replay that differs says where, in the window and once on its output")
    func differenceIsReported() throws {
        let path = try recordedTrace("tampered.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let original = "\"text\": \"double tap\""
        #expect(text.contains(original))
        text = text.replacingOccurrences(of: original, with: "\"text\": \"triple tap\"")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var reported: [String] = []
        let example = try #require(Gallery.example(id: "double-tap"))
        let replay = try WindowReplay(path: path, example: example, variant: nil, device: .standard, verify: true,
                                      report: { reported.append($0) })
        let bench = Workbench(replay: replay)
        bench.seek(to: replay.end)
        bench.seek(to: 0)
        bench.seek(to: replay.end)
        guard case .differs(let difference) = replay.verification else {
            Issue.record("no difference: \(replay.verification)")
            return
        }
        #expect(difference.recorded?.hasSuffix("triple tap") == true)
        #expect(difference.replayed?.hasSuffix("double tap") == true)
        #expect(replay.foundDifference)
        #expect(reported.filter { $0.hasPrefix("the replay differs") }.count == 1)
        let frame = try FrameComposer.frame(of: bench, width: 1280, height: 800)
        #expect(frame.width == 1280)
    }

    // MARK: The binary

    @Test("`replay FILE` in the window plays every input, prints the log once, and with --verify says so")
    func windowReplayPlaysEverything() throws {
        let path = try recordedTrace("window.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let inputs = try traceItems(path).filter { if case .input = $0 { true } else { false } }.count
        let environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 }
        let result = try runSimDesktop(["replay", path, "--verify", "--exit-after", "3"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let headless = try runSimDesktop(["replay", path, "--headless", "--verify"])
        #expect(headless.stdout.hasPrefix("replayed \(inputs) inputs, "))
        #expect(result.stdout.hasSuffix(headless.stdout), "\(result.stdout.suffix(300))")
        #expect(result.stdout.components(separatedBy: "# UITapGestureRecognizer \"double\" sends doubleTap:").count == 2)
    }

    @Test("`replay FILE` without a display exits 2 and names the headless replay")
    func replayWithoutDisplay() throws {
        let path = try recordedTrace("nodisplay.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[key] = nil }
        let result = try runSimDesktop(["replay", path], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.contains("sim-desktop replay \(path) --headless"))
        // The display is checked before the trace is read: a long (here, broken) trace is not read first.
        let broken = temporaryPath("broken.trace")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        let header = try String(contentsOfFile: path, encoding: .utf8).prefix { $0 != "\n" }
        try (header + "\nnot json\n").write(toFile: broken, atomically: true, encoding: .utf8)
        let early = try runSimDesktop(["replay", broken], environment: environment)
        #expect(early.status == 2)
        #expect(early.stderr.contains("--headless") && !early.stderr.contains("line 2"), "\(early.stderr)")
    }

    @Test("`shot --trace` draws the replaying window with its timeline")
    func shotOfAReplay() throws {
        let path = try recordedTrace("shot.trace")
        let png = temporaryPath("shot.png")
        defer { for file in [path, png] { try? FileManager.default.removeItem(atPath: file) } }
        let result = try runSimDesktop(["shot", "--trace", path, "--verify", "--at", "0.5", "--out", png])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: png)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(try runSimDesktop(["shot", "hit-test-order", "--trace", path]).status == 2)
    }
}

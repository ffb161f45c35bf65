import ArgumentParser
import Desktop
import Dispatcher
import Examples
import Foundation
import Session
@_spi(Engine) import ViewModel

/// `sim-desktop bench`: the performance figures, one `name: value` line each (run it from a release build:
/// `make bench`). It reads the wall clock to measure; the engine it measures never does. It lives in a target of
/// its own, which only the `sim-desktop` program links: the command-line library another package builds its
/// program on carries no benchmark.
package struct Bench: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure the engine (use a release build: make bench).", shouldDisplay: false)

    @Option(help: "Input events for the throughput figures.")
    var events = 1_000_000

    @Option(help: "Inputs in the random tap-and-drag script recorded and replayed for the trace.*_inputs_per_s figures.")
    var scriptInputs = 1_000_000

    @Option(help: "Only the figures whose name starts with this (for profiling).")
    var only: String?

    package init() {}

    /// Parses `arguments` (those after `bench`) and runs, as the program's `bench` command.
    @MainActor
    package static func run(arguments: [String]) async {
        do {
            var command = try parse(arguments)
            try await command.run()
        } catch {
            // Bad usage exits 2, as every other command's (ArgumentParser's own code is 64).
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }

    @MainActor
    package func run() async throws {
        func wants(_ prefix: String) -> Bool { only.map { prefix.hasPrefix($0) || $0.hasPrefix(prefix) } ?? true }
        if wants("dispatch.touch") {
            let touch = DispatchBench.touchLatency()
            print("dispatch.touch_p50_us: \(format(touch.p50))")
            print("dispatch.touch_p99_us: \(format(touch.p99))")
        }
        if wants("dispatch.events") {
            let perSecond = DispatchBench.eventsPerSecond(events: events, movesPerTouch: 8)
            print("dispatch.events_per_s: \(Int(perSecond))")
            let floor = DispatchBench.floorEventsPerSecond(events: events, movesPerTouch: 8)
            print("dispatch.floor_events_per_s: \(Int(floor))")
            print("dispatch.vs_floor: \(format(floor / perSecond))")
            print("dispatch.events_per_s_taps_only: \(Int(DispatchBench.eventsPerSecond(events: events, movesPerTouch: 0)))")
        }
        if wants("gesture") {
            let perSecond = DispatchBench.gestureEventsPerSecond(events: events)
            print("gesture.events_per_s: \(Int(perSecond))")
            let floor = DispatchBench.gestureFloorEventsPerSecond(events: events)
            print("gesture.floor_events_per_s: \(Int(floor))")
            print("gesture.vs_floor: \(format(floor / perSecond))")
        }
        if wants("hit_test") {
            let visit = DispatchBench.visitCost()
            print("hit_test.visit_ns: \(format(visit.visit))")
            print("hit_test.floor_ns: \(format(visit.floor))")
            print("hit_test.vs_floor: \(format(visit.visit / visit.floor))")
        }
        if wants("trace") {
            for (name, value) in TraceBench.run(events: min(events, 200_000)) { print("\(name): \(value)") }
            for (name, value) in ScriptBench.run(inputs: max(1, min(scriptInputs, 100_000_000))) { print("\(name): \(value)") }
        }
        if wants("lint") {
            for (name, value) in LintBench.run() { print("\(name): \(value)") }
        }
        if wants("fix") {
            for (name, value) in await FixBench.run() { print("\(name): \(value)") }
        }
        if wants("mcp") {
            for (name, value) in await AgentBench.run() { print("\(name): \(value)") }
        }
        if wants("room") {
            for (name, value) in try await RoomBench.run(seconds: 60) { print("\(name): \(value)") }
        }
        if wants("log") {
            let log = DispatchBench.logSize()
            print("log.bytes_per_record: \(format(log.textBytes))")
            print("log.record_stride_bytes: \(log.stride)")
        }
        if wants("render.frame_p95_ms") {
            print("render.frame_p95_ms: \(format(try RenderBench.frameTimeP95(views: 1_000, labels: true)))")
        }
        if wants("render.frame_p95_ms_5k") {
            print("render.frame_p95_ms_5k: \(format(try RenderBench.frameTimeP95(views: 5_000, labels: false)))")
        }
        if wants("input") {
            print("input.latency_frames: \(format(try RenderBench.inputLatencyFrames()))")
        }
        if wants("app") {
            print("app.first_frame_ms: \(RenderBench.firstFrameMilliseconds().map(format) ?? "unavailable")")
            print("app.idle_cpu_pct: \(RenderBench.idleCPUPercent().map(format) ?? "unavailable (needs xvfb-run)")")
        }
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

/// The engine's benchmarks, on the virtual clock, timed with the wall clock.
@MainActor
enum DispatchBench {
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// One touch-down (hit-test plus delivery up a 12-deep chain) in a 10,000-view tree, in microseconds.
    static func touchLatency() -> (p50: Double, p99: Double) {
        let sim = Simulator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        // A 12-deep path to the point; the other views sit beside it at every level, most behind it (added
        // before) and two in front, so a hit-test visits about three views a level, as in a real screen.
        var parent: UIView = controller.view
        var count = 1
        let perLevel = (10_000 - 12) / 12
        for _ in 0..<12 {
            for index in 0..<perLevel where index < perLevel - 2 {
                parent.addSubview(UIView(frame: CGRect(x: 300, y: CGFloat(index % 100) * 5, width: 10, height: 5)))
            }
            let next = UIView(frame: CGRect(x: 5, y: 5, width: 290, height: 800))
            parent.addSubview(next)
            parent.addSubview(UIView(frame: CGRect(x: 300, y: 0, width: 10, height: 10)))
            parent.addSubview(UIView(frame: CGRect(x: 300, y: 20, width: 10, height: 10)))
            count += perLevel + 1
            parent = next
        }
        sim.show(window)
        var samples: [Double] = []
        for round in 0..<20_000 {
            let point = CGPoint(x: 100 + CGFloat(round % 50), y: 200)
            let elapsed = seconds { sim.touchDown(at: point) }
            sim.touchUp()
            sim.advance(by: 1)
            if round >= 1000 { samples.append(elapsed * 1e6) }
            if round % 1000 == 0 { sim.log.removeAll(keepingCapacity: true) }
        }
        samples.sort()
        return (samples[samples.count / 2], samples[samples.count * 99 / 100])
    }

    /// Input events per second through `hit-test-order`, log on (drained every 10,000 records' worth).
    /// Each touch is a down, `movesPerTouch` moves and an up; down and up each run a whole hit-test pass (UIKit
    /// tests again at lift), every event is delivered along the chain to the app delegate.
    static func eventsPerSecond(events: Int, movesPerTouch: Int) -> Double {
        let sim = Simulator()
        Gallery.example(id: "hit-test-order")!.build(in: sim)
        let point = HitTestOrderScene.pointInE
        let time = seconds {
            var index = 0
            while index < events {
                sim.touchDown(at: point)
                for step in 0..<movesPerTouch {
                    sim.touchMove(to: CGPoint(x: point.x + CGFloat(step), y: point.y))
                }
                sim.touchUp()
                sim.advance(by: 1)
                index += movesPerTouch + 2
                if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
            }
        }
        return Double(events) / time
    }

    /// The same mix's floor: the same touches on plain classes, no log (`DispatchFloor`).
    static func floorEventsPerSecond(events: Int, movesPerTouch: Int) -> Double {
        let sim = Simulator()
        let window = Gallery.example(id: "hit-test-order")!.build(in: sim)
        let root = DispatchFloor.mirror(window: window)
        let time = DispatchFloor.seconds(events: events, movesPerTouch: movesPerTouch, root: root,
                                         at: [HitTestOrderScene.pointInE])
        return Double(events) / time
    }

    /// The gesture mix's floor: the same touches on plain classes, each event also reaching a plain stand-in
    /// for every recognizer that sees it, no log (`DispatchFloor`).
    static func gestureFloorEventsPerSecond(events: Int) -> Double {
        let sim = Simulator()
        let window = Gallery.example(id: "table-vs-background-tap")!.build(in: sim)
        let root = DispatchFloor.mirror(window: window)
        let points = [TableVsBackgroundTapScene.pointOnCell, TableVsBackgroundTapScene.pointOnButton]
        return Double(events) / DispatchFloor.seconds(events: events, movesPerTouch: 8, root: root, at: points)
    }

    /// Input events per second through `table-vs-background-tap` with all its recognizers and the log on: taps,
    /// presses and drags on the cells and taps on the button, each touch a down, 8 moves and an up.
    static func gestureEventsPerSecond(events: Int) -> Double {
        let sim = Simulator()
        Gallery.example(id: "table-vs-background-tap")!.build(in: sim)
        let points = [TableVsBackgroundTapScene.pointOnCell, TableVsBackgroundTapScene.pointOnButton]
        let time = seconds {
            var index = 0
            var round = 0
            while index < events {
                let start = points[round % 2]
                let step: CGFloat = round % 3 == 0 ? 4 : 0.5  // a drag every third touch, else a press
                sim.touchDown(at: start)
                for move in 1...8 {
                    sim.advance(by: 0.02)
                    sim.touchMove(to: CGPoint(x: start.x, y: start.y + CGFloat(move) * step))
                }
                sim.touchUp()
                sim.advance(by: 1)
                index += 10
                round += 1
                if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
            }
        }
        return Double(events) / time
    }

    /// Nanoseconds per view a hit-test visits, and the floor: a flat loop doing the same conversion and test.
    static func visitCost() -> (visit: Double, floor: Double) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let views = (0..<10_000).map { index in
            UIView(frame: CGRect(x: CGFloat(index % 300), y: 900, width: 50, height: 50))
        }
        views.forEach(root.addSubview)
        let point = CGPoint(x: 100, y: 100)
        let rounds = 300
        var hits = 0
        let visit = seconds {
            for _ in 0..<rounds where root.hitTest(point, with: nil) !== root { hits += 1 }
        }
        var inside = 0
        let floor = seconds {
            for _ in 0..<rounds {
                for view in views.reversed() where view.bounds.contains(view.convertFromSuperview(point)) {
                    inside += 1
                }
            }
        }
        precondition(hits == 0 && inside == 0)
        let visits = Double(rounds * (views.count + 1))
        return (visit / visits * 1e9, floor / Double(rounds * views.count) * 1e9)
    }

    /// The text form's bytes per record, over a `hit-test-order` tap, and the in-memory record's size.
    static func logSize() -> (textBytes: Double, stride: Int) {
        let sim = Simulator()
        Gallery.example(id: "hit-test-order")!.build(in: sim)
        sim.tap(at: HitTestOrderScene.pointInE)
        let bytes = sim.log.lines.reduce(0) { $0 + $1.utf8.count + 1 }
        return (Double(bytes) / Double(sim.log.records.count), DispatchLog.recordStride)
    }
}

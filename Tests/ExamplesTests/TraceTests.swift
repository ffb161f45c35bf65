import Dispatcher
import Examples
import Foundation
import Testing
import Traces
@_spi(Engine) import ViewModel

/// A temporary file path, removed by the caller.
func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-\(UUID().uuidString)-\(name)").path
}

@MainActor
enum TraceRoundTrip {
    /// Records `inputs` against the example to a trace, then replays it with verification.
    static func run(_ example: Example, variant: String? = nil, inputs: [InputRecord]) throws -> TraceReplay {
        let path = temporaryPath("\(example.id).trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sim = Simulator()
        example.build(in: sim, variant: variant)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: example.id, variant: variant),
                                     names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        inputs.forEach(sim.play)
        sim.advance(by: 2)
        writer.finish(at: sim.now)

        let replaySim = Simulator()
        example.build(in: replaySim, variant: variant)
        let replay = TraceReplay(path: path)
        try replay.play(into: replaySim, verify: true)
        return replay
    }
}

@Suite("Traces: record, replay, verify")
@MainActor
struct TraceRoundTripTests {
    @Test("a trace names objects as why and the window do: the world's by the tree, later ones Class#n; version 1 by first appearance")
    func names() throws {
        let path = temporaryPath("names.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let example = Gallery.example(id: "hit-test-order")!
        let sim = Simulator()
        example.build(in: sim)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: example.id),
                                     names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        sim.tap(at: HitTestOrderScene.pointInE)
        writer.finish(at: sim.now)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"obj\": \"EView\"") && !text.contains("EView#"))
        #expect(text.contains("\"obj\": \"UIView\""), "the one plain UIView: its class alone, as why names it")
        #expect(text.contains("\"obj\": \"UIApplication#1\""), "not in the tree: numbered as it appears")
        #expect(text.hasPrefix("{\"type\": \"header\", \"format\": \"touchsim-trace\", \"version\": 3,"))
        #expect(try TraceReplay.header(of: root("docs/traces/hit-test-order.trace"))?.version == 1)
        let replaySim = Simulator()
        example.build(in: replaySim)
        let replay = TraceReplay(path: root("docs/traces/hit-test-order.trace"))
        try replay.play(into: replaySim, verify: true)
        #expect(replay.difference == nil && replay.comparedRecords > 0)
    }

    @Test("version 3 calls a recognizer by its given name; a version-2 trace, named before that, still verifies")
    func givenNames() throws {
        let example = Gallery.example(id: "double-tap")!
        for version in [2, 3] {
            let path = temporaryPath("given-\(version).trace")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let sim = Simulator()
            example.build(in: sim)
            let writer = try TraceWriter(path: path, header: TraceHeader(version: version, example: example.id),
                                         names: ObjectNames(windows: sim.application.windows, givenNamesWin: version >= 3))
            writer.follow(sim.log)
            sim.tap(at: CGPoint(x: 200, y: 400))
            sim.advance(by: 1)
            writer.finish(at: sim.now)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(version >= 3 ? "\"obj\": \"double\"" : "\"obj\": \"UITapGestureRecognizer#2\""), "\(version)")
            let replaySim = Simulator()
            example.build(in: replaySim)
            let replay = TraceReplay(path: path)
            try replay.play(into: replaySim, verify: true)
            #expect(replay.difference == nil && replay.comparedRecords > 0, "version \(version)")
        }
    }

    private func root(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path).path
    }

    @Test("every example and variant records and replays identically")
    func roundTrip() throws {
        for example in Gallery.all {
            for variant in [nil] + example.variants {
                let replay = try TraceRoundTrip.run(example, variant: variant, inputs: example.demoInput)
                let name = example.id + (variant.map { " --variant \($0)" } ?? "")
                #expect(replay.difference == nil, "\(name): \(replay.difference?.description ?? "")")
                #expect(replay.comparedRecords > 0, "\(name)")
                #expect(replay.warnings.isEmpty, "\(name)")
            }
        }
    }

    @Test("random multi-finger input replays identically", arguments: 0..<12)
    func randomInput(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed))
        let example = Gallery.all[seed % Gallery.all.count]
        var inputs: [InputRecord] = []
        var down: [Int: CGPoint] = [:]
        var t = 0.0
        for _ in 0..<60 {
            t += Double(rng.next() % 200) / 1000
            let finger = Int(rng.next() % 3)
            let point = CGPoint(x: Double(rng.next() % 390), y: Double(rng.next() % 844))
            if down[finger] == nil {
                inputs.append(InputRecord(t: t, finger: finger, phase: .down, x: point.x, y: point.y))
                down[finger] = point
            } else if rng.next() % 3 == 0 {
                inputs.append(InputRecord(t: t, finger: finger, phase: rng.next() % 5 == 0 ? .cancel : .up, x: point.x, y: point.y))
                down[finger] = nil
            } else {
                inputs.append(InputRecord(t: t, finger: finger, phase: .move, x: point.x, y: point.y))
            }
        }
        let replay = try TraceRoundTrip.run(example, inputs: inputs)
        #expect(replay.difference == nil, "\(replay.difference?.description ?? "")")
    }

    @Test("a changed recording is caught, with the first difference and the records before it")
    func tamperedTraceDiffers() throws {
        let path = temporaryPath("tampered.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let example = Gallery.example(id: "hit-test-order")!
        let sim = Simulator()
        example.build(in: sim)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: example.id), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        example.demoInput.forEach(sim.play)
        writer.finish(at: sim.now)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "-[EView touchesBegan:withEvent:]", with: "-[FView touchesBegan:withEvent:]")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let replaySim = Simulator()
        example.build(in: replaySim)
        let replay = TraceReplay(path: path)
        try replay.play(into: replaySim, verify: true)
        #expect(replay.difference?.recorded?.hasSuffix("-[FView touchesBegan:withEvent:]") == true)
        #expect(replay.difference?.replayed?.hasSuffix("-[EView touchesBegan:withEvent:]") == true)
        #expect(replay.difference?.context.count == 3)
    }

    @Test("a trace cut anywhere (kill -9) replays up to its cut without a difference with --partial, and is a difference without")
    func killedRecorder() throws {
        let path = temporaryPath("killed.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let example = Gallery.example(id: "table-vs-background-tap")!
        let sim = Simulator()
        example.build(in: sim)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: example.id), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        example.demoInput.forEach(sim.play)
        writer.finish(at: sim.now)
        let full = try Data(contentsOf: URL(fileURLWithPath: path))
        for cut in stride(from: 300, to: full.count, by: full.count / 17) {
            try full.prefix(cut).write(to: URL(fileURLWithPath: path))
            let replaySim = Simulator()
            example.build(in: replaySim)
            let replay = TraceReplay(path: path, acceptingCutRecording: true)
            try replay.play(into: replaySim, verify: true)
            #expect(replay.difference == nil, "cut at \(cut): \(replay.difference?.description ?? "")")
            let strictSim = Simulator()
            example.build(in: strictSim)
            let strict = TraceReplay(path: path)
            try strict.play(into: strictSim, verify: true)
            #expect(strict.difference != nil, "cut at \(cut): passed without --partial")
        }
    }
}

@Suite("Traces: Chrome Trace Event Format export")
@MainActor
struct ChromeExportTests {
    @Test("the export has the required fields, a track per finger, nested hit-test slices and flow arrows")
    func exportFields() throws {
        let trace = temporaryPath("export.trace")
        let json = temporaryPath("export.json")
        defer {
            try? FileManager.default.removeItem(atPath: trace)
            try? FileManager.default.removeItem(atPath: json)
        }
        let example = Gallery.example(id: "table-vs-background-tap")!
        let sim = Simulator()
        example.build(in: sim)
        let writer = try TraceWriter(path: trace, header: TraceHeader(example: example.id), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        example.demoInput.forEach(sim.play)
        sim.play(InputRecord(t: sim.now + 0.1, finger: 1, phase: .down, x: 100, y: 700))
        sim.play(InputRecord(t: sim.now + 0.1, finger: 1, phase: .up, x: 100, y: 700))
        writer.finish(at: sim.now)
        try ChromeTraceExporter.export(tracePath: trace, to: json)

        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
        let events = root["traceEvents"] as! [[String: Any]]
        #expect(!events.isEmpty)
        for event in events {
            let ph = event["ph"] as? String
            #expect(ph != nil && event["pid"] != nil && event["tid"] != nil)
            if ph != "E" { #expect(event["name"] is String) }
            if ph != "M" { #expect(event["ts"] is NSNumber) }
            if ph == "X" { #expect(event["dur"] is NSNumber) }
            if ph != "E", ph != "s", ph != "f" { #expect(event["args"] is [String: Any]) }
        }
        let threadNames = events.filter { $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(threadNames.contains("finger 0") && threadNames.contains("finger 1") && threadNames.contains("hit-test"))
        let touches = events.filter { $0["ph"] as? String == "X" && $0["name"] as? String == "touch" }
        #expect(touches.count == example.demoInput.count / 2 + 1)
        let begins = events.filter { $0["ph"] as? String == "B" }.count
        let ends = events.filter { $0["ph"] as? String == "E" }.count
        #expect(begins > 0 && begins == ends)
        let flowStarts = events.filter { $0["ph"] as? String == "s" }.count
        let flowEnds = events.filter { $0["ph"] as? String == "f" }.count
        #expect(flowStarts > 0 && flowStarts == flowEnds)
        #expect(events.contains { $0["name"] as? String == "backview taped" })
    }
}

import Desktop
import Dispatcher
import Examples
import Foundation
import Session
import Traces
@_spi(Engine) import ViewModel

/// The trace figures of `make bench`: replay with verification, bytes per input, recording overhead, export.
@MainActor
enum TraceBench {
    /// Records `events` inputs of drags and taps on `table-vs-background-tap` to a temporary trace.
    static func recordTrace(events: Int, to path: String) -> (seconds: Double, inputs: Int, bytes: Int) {
        let sim = Simulator()
        let example = Gallery.example(id: "table-vs-background-tap")!
        example.build(in: sim)
        let writer = try! TraceWriter(path: path, header: TraceHeader(example: example.id),
                                      names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        let inputs = events
        let seconds = DispatchBench.seconds { play(events: inputs, in: sim, flushing: writer) }
        writer.finish(at: sim.now)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return (seconds, inputs, bytes)
    }

    /// Plays `events` inputs (a touch: down, 8 moves, up) with the log draining, flushing a writer every
    /// 60 inputs (a frame's worth in the window).
    static func play(events: Int, in sim: Simulator, flushing writer: TraceWriter?) {
        let points = [TableVsBackgroundTapScene.pointOnCell, TableVsBackgroundTapScene.pointOnButton]
        var index = 0
        var t = sim.now
        while index < events {
            let start = points[(index / 10) % 2]
            t += 0.5
            sim.play(InputRecord(t: t, phase: .down, x: start.x, y: start.y))
            for move in 1...8 {
                t += 0.016
                sim.play(InputRecord(t: t, phase: .move, x: start.x, y: start.y + CGFloat(move)))
            }
            t += 0.016
            sim.play(InputRecord(t: t, phase: .up, x: start.x, y: start.y + 8))
            index += 10
            if index % 60 == 0 { writer?.flush() }
            if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
        }
    }

    /// The trace figures.
    static func run(events: Int) -> [(String, String)] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-bench.trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorded = recordTrace(events: events, to: path)
        let plain = DispatchBench.seconds {
            let sim = Simulator()
            Gallery.example(id: "table-vs-background-tap")!.build(in: sim)
            play(events: events, in: sim, flushing: nil)
        }
        let replaySeconds = DispatchBench.seconds {
            let sim = Simulator()
            Gallery.example(id: "table-vs-background-tap")!.build(in: sim)
            let replay = TraceReplay(path: path)
            try! replay.play(into: sim, verify: true)
            precondition(replay.difference == nil, "the benchmark trace did not replay identically")
        }
        let records = countLines(path)
        let exportPath = path + ".json"
        defer { try? FileManager.default.removeItem(atPath: exportPath) }
        let exportSeconds = DispatchBench.seconds { try! ChromeTraceExporter.export(tracePath: path, to: exportPath) }
        let inputBytes = averageInputBytes(path)
        // The window records as it draws: one input event a frame at most while a finger moves, at 60 frames a
        // second. The overhead is what recording adds per input event, over a 16.7 ms frame.
        let recordCostPerEvent = max(0, recorded.seconds - plain) / Double(recorded.inputs)
        return [
            ("trace.replay_events_per_s", String(Int(Double(recorded.inputs) / replaySeconds))),
            ("trace.replay_records_per_s", String(Int(Double(records) / replaySeconds))),
            ("trace.bytes_per_input_record", String(format: "%.1f", inputBytes)),
            ("trace.record_cost_us_per_event", String(format: "%.1f", recordCostPerEvent * 1e6)),
            ("trace.record_overhead_pct", String(format: "%.2f", recordCostPerEvent / (1.0 / 60) * 100)),
            ("trace.export_s_per_1m_records", String(format: "%.2f", exportSeconds / Double(records) * 1_000_000)),
        ]
    }

    private static func countLines(_ path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path) else { return 1 }
        return max(1, data.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 })
    }

    private static func averageInputBytes(_ path: String) -> Double {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
        let inputs = text.split(separator: "\n").filter { $0.hasPrefix("{\"t\"") }
        return inputs.isEmpty ? 0 : Double(inputs.reduce(0) { $0 + $1.utf8.count + 1 }) / Double(inputs.count)
    }
}

import Dispatcher
import Foundation

/// Turns a trace into the Chrome Trace Event Format, which Perfetto and chrome://tracing open.
///
/// Tracks (threads of one process): a track per finger with a slice per touch and instants for its phases; the
/// recursive hit-test as nested slices; calls to responders as short slices; recognizers' state changes as
/// instants; control events and actions; the machinery's notes; the example's own lines. Flow arrows go from each touch to the
/// responder that got its `touchesBegan` and to each recognizer that recognized it. Records at one virtual instant
/// are spread 1 µs apart so their order and nesting show. Written as it reads, in bounded memory.
public struct ChromeTraceExporter {
    private enum Track: Int, CaseIterable {
        case hitTest = 1, responders, recognizers, controls, decisions, appLog
        var name: String {
            switch self {
            case .hitTest: "hit-test"
            case .responders: "responders"
            case .recognizers: "recognizers"
            case .controls: "controls and actions"
            case .decisions: "decisions"
            case .appLog: "app log"
            }
        }
    }

    private static let fingerTrackBase = 100

    /// Exports `tracePath` to `outputPath`; returns how many trace records were read.
    @discardableResult
    public static func export(tracePath: String, to outputPath: String, skippingBadLines: Bool = false) throws(TraceError)
        -> Int
    {
        let (reader, out) = try TraceExport.open(tracePath, to: outputPath, skippingBadLines: skippingBadLines)
        var committed = false
        defer { if !committed { out.abandon() } }
        var state = ExportState(out: out)
        state.begin()
        var count = 0
        while let item = try reader.next() {
            count += 1
            state.handle(item)
        }
        guard count > 0 else { throw .empty(tracePath) }
        state.finish()
        if let failure = state.failure { throw .cannotWrite("\(outputPath): \(failure)") }
        committed = true
        if let failure = out.commit() { throw .cannotWrite("\(outputPath): \(failure)") }
        return count
    }

    /// What the export remembers while it reads.
    private struct ExportState {
        let out: OutputFile
        /// The first write the system refused.
        var failure: String?
        var buffer: [UInt8] = []
        var first = true
        var lastT = -1.0
        var step = 0
        var openTouches: [Int: (ts: Double, x: Double, y: Double)] = [:]
        var fingersSeen = Set<Int>()
        /// Touches waiting for the responder that gets their began: finger and touch-down time. The arrow is
        /// written when it is found; a touch whose view never hears of it (held, then dropped) gets none.
        var pendingFlows: [(finger: Int, ts: Double)] = []
        /// Fingers that lifted at the last input: their began may still arrive with that input's records.
        var justLifted = Set<Int>()
        /// The latest touch-down, where arrows to the recognizers that recognize start.
        var lastDown: (finger: Int, ts: Double)?
        var nextFlow = 1
        var hitTestDepth = 0

        init(out: OutputFile) { self.out = out }

        mutating func begin() {
            emit("{\"traceEvents\": [")
        }

        mutating func finish() {
            for (finger, touch) in openTouches.sorted(by: { $0.key < $1.key }) {
                slice(track: fingerTrackBase + finger, name: "touch (still down)", ts: touch.ts, dur: max(1, lastTs - touch.ts))
            }
            emit("\n], \"displayTimeUnit\": \"ms\"}\n")
            flush()
        }

        var lastTs: Double { lastT * 1e6 + Double(step) }

        /// A timestamp in µs: virtual time, plus 1 µs per record already seen at this instant.
        mutating func timestamp(_ t: Double) -> Double {
            if t == lastT { step += 1 } else { lastT = t; step = 0 }
            return t * 1e6 + Double(step)
        }

        mutating func handle(_ item: TraceItem) {
            switch item {
            case .header(let header):
                let title = "touchsim \(header.example)" + (header.variant.map { " (\($0))" } ?? "")
                event(#""ph": "M", "pid": 1, "tid": 0, "name": "process_name", "args": {"name": \#(JSONText.quoted(title))}"#)
                for track in Track.allCases { threadName(track.rawValue, track.name) }
            case .input(let input):
                touchInput(input)
            case .log(let line):
                log(line)
            case .marker(let t, let label):
                let ts = timestamp(t)
                event(#""ph": "i", "s": "g", "pid": 1, "tid": 0, "ts": \#(ts), "name": \#(JSONText.quoted(label)), "args": {}"#)
            case .end:
                break
            }
        }

        mutating func touchInput(_ input: InputRecord) {
            let ts = timestamp(input.t)
            pendingFlows.removeAll { justLifted.contains($0.finger) }
            justLifted = []
            guard case .touch = input.device else {
                let name: String = switch input.device {
                case .shake: "shake \(input.phase.rawValue)"
                case .key(let key): "key \(key) \(input.phase.rawValue)"
                case .touch: ""
                }
                instant(track: Track.responders.rawValue, name: name, ts: ts, args: "{}")
                return
            }
            let track = fingerTrackBase + input.finger
            if fingersSeen.insert(input.finger).inserted { threadName(track, "finger \(input.finger)") }
            let args = "{\"x\": \(JSONText.number(input.x)), \"y\": \(JSONText.number(input.y))}"
            switch input.phase {
            case .down:
                openTouches[input.finger] = (ts, input.x, input.y)
                instant(track: track, name: "down", ts: ts, args: args)
                pendingFlows.append((input.finger, ts))
                lastDown = (input.finger, ts)
            case .move:
                instant(track: track, name: "move", ts: ts, args: args)
            case .up, .cancel:
                instant(track: track, name: input.phase.rawValue, ts: ts, args: args)
                justLifted.insert(input.finger)
                if let open = openTouches.removeValue(forKey: input.finger) {
                    let from = "{\"x\": \(JSONText.number(open.x)), \"y\": \(JSONText.number(open.y))}"
                    slice(track: track, name: "touch", ts: open.ts, dur: max(1, ts - open.ts),
                          args: "{\"finger\": \(input.finger), \"from\": \(from), \"to\": \(args), \"end\": \"\(input.phase.rawValue)\"}")
                }
            default:
                break
            }
        }

        mutating func log(_ line: TraceLogLine) {
            let ts = timestamp(line.t)
            let args = "{\"seq\": \(line.seq)" + (line.object.map { ", \"object\": \(JSONText.quoted($0))" } ?? "")
                + (line.other.map { ", \"other\": \(JSONText.quoted($0))" } ?? "") + "}"
            switch RecordKind(rawValue: line.kind) {
            case .hitTest:
                hitTestDepth += 1
                event(#""ph": "B", "pid": 1, "tid": \#(Track.hitTest.rawValue), "ts": \#(ts), "name": \#(JSONText.quoted("hitTest " + (line.object ?? ""))), "args": \#(args)"#)
            case .hitTestResult:
                guard hitTestDepth > 0 else { break }
                hitTestDepth -= 1
                event(#""ph": "E", "pid": 1, "tid": \#(Track.hitTest.rawValue), "ts": \#(ts), "args": {"answer": \#(JSONText.quoted(line.other ?? "nil"))}"#)
            case .pointInside, .pointInsideResult, .hitTestRefused:
                instant(track: Track.hitTest.rawValue, name: line.text, ts: ts, args: args)
            case .message, .chainEnded:
                slice(track: Track.responders.rawValue, name: line.text, ts: ts, dur: 1, args: args)
                if line.selector == "touchesBegan:withEvent:", line.other == nil, !pendingFlows.isEmpty,
                    !(line.object ?? "").contains("GestureRecognizer")
                {
                    let pending = pendingFlows.removeFirst()
                    arrow(from: pending, to: Track.responders.rawValue, ts: ts)
                }
            case .gestureState:
                instant(track: Track.recognizers.rawValue, name: line.text, ts: ts, args: args)
                // A recognizer that took the touch: a 1 µs slice for the touch's arrow to land on (flows bind to
                // slices, not to instants).
                if line.text.contains("→ began") || line.text.contains("→ ended"), let down = lastDown {
                    slice(track: Track.recognizers.rawValue, name: "\(line.object ?? "recognizer") handles the touch",
                          ts: ts, dur: 1, args: args)
                    arrow(from: down, to: Track.recognizers.rawValue, ts: ts)
                }
            case .controlEvent, .action, .gestureAction:
                slice(track: Track.controls.rawValue, name: line.text, ts: ts, dur: 1, args: args)
            case .user:
                instant(track: Track.appLog.rawValue, name: line.text, ts: ts, args: args)
            default:
                instant(track: Track.decisions.rawValue, name: line.text, ts: ts, args: args)
            }
        }

        mutating func threadName(_ track: Int, _ name: String) {
            event(#""ph": "M", "pid": 1, "tid": \#(track), "name": "thread_name", "args": {"name": \#(JSONText.quoted(name))}"#)
            event(#""ph": "M", "pid": 1, "tid": \#(track), "name": "thread_sort_index", "args": {"sort_index": \#(track)}"#)
        }

        mutating func slice(track: Int, name: String, ts: Double, dur: Double, args: String = "{}") {
            event(#""ph": "X", "pid": 1, "tid": \#(track), "ts": \#(ts), "dur": \#(dur), "name": \#(JSONText.quoted(name)), "args": \#(args)"#)
        }

        mutating func instant(track: Int, name: String, ts: Double, args: String) {
            event(#""ph": "i", "s": "t", "pid": 1, "tid": \#(track), "ts": \#(ts), "name": \#(JSONText.quoted(name)), "args": \#(args)"#)
        }

        /// A flow arrow from a touch-down on its finger's track to the slice at `ts` on `track`.
        mutating func arrow(from touch: (finger: Int, ts: Double), to track: Int, ts: Double) {
            let id = nextFlow
            nextFlow += 1
            flow(phase: "s", id: id, track: fingerTrackBase + touch.finger, ts: touch.ts)
            flow(phase: "f", id: id, track: track, ts: ts)
        }

        mutating func flow(phase: String, id: Int, track: Int, ts: Double) {
            let bind = phase == "f" ? ", \"bp\": \"e\"" : ""
            event(#""ph": "\#(phase)", "id": \#(id), "pid": 1, "tid": \#(track), "ts": \#(ts), "name": "touch", "cat": "flow", "args": {}"#
                + bind)
        }

        mutating func event(_ body: String) {
            emit((first ? "\n{" : ",\n{") + body + "}")
            first = false
        }

        mutating func emit(_ text: String) {
            buffer.append(contentsOf: text.utf8)
            if buffer.count > 1 << 16 { flush() }
        }

        mutating func flush() {
            if failure == nil { failure = out.write(buffer) }
            buffer.removeAll(keepingCapacity: true)
        }
    }
}

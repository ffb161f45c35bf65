import Dispatcher
import Foundation
import Traces
@_spi(Engine) import ViewModel

/// What the replay window's timeline shows of a whole trace, read in one streaming pass before the replay:
/// each finger's touches (down to up, or to a cancel), the recognizers' state changes (from the recorded log's
/// `gestureState` lines), keys and shakes, the markers, and how long the trace runs.
///
/// The pass also checks the whole file, so a bad line is reported before the window opens. It keeps at most
/// `limit` items; past that it only measures the trace's length, and says it was truncated.
package struct TraceTimeline: Equatable {
    package struct Touch: Equatable {
        package let finger: Int
        package let start: TimeInterval
        /// When the finger lifted or was cancelled; nil when the trace ends with it down.
        package var end: TimeInterval?
        package var cancelled = false
    }

    package struct StateChange: Equatable {
        package let t: TimeInterval
        /// The state the recognizer went to.
        package let state: UIGestureRecognizer.State
    }

    package struct Marker: Equatable {
        package let t: TimeInterval
        package let label: String
    }

    package static let defaultLimit = 100_000

    package private(set) var touches: [Touch] = []
    package private(set) var stateChanges: [StateChange] = []
    /// When a key or a shake began.
    package private(set) var presses: [TimeInterval] = []
    package private(set) var markers: [Marker] = []
    /// The fingers that touched, in order: one lane each.
    package private(set) var fingers: [Int] = []
    /// The trace's length: its `end` record's time, else the last time in it.
    package private(set) var duration: TimeInterval = 0
    /// Whether the recording was finished (it has an `end` record).
    package private(set) var isFinished = false
    package private(set) var inputCount = 0
    /// Whether items were left out to stay within the limit.
    package private(set) var isTruncated = false
    package private(set) var warnings: [String] = []

    private let limit: Int
    /// Each finger's touch in progress: its index in `touches`.
    private var open: [Int: Int] = [:]

    package init(limit: Int = defaultLimit) { self.limit = limit }

    /// Reads the trace at `path` from start to end.
    package static func read(path: String, skippingBadLines: Bool = false, limit: Int = defaultLimit) throws(TraceError)
        -> TraceTimeline
    {
        let reader = try TraceReader(path: path, skippingBadLines: skippingBadLines)
        var timeline = TraceTimeline(limit: limit)
        while let item = try reader.next() { timeline.add(item) }
        timeline.warnings = reader.warnings
        return timeline
    }

    /// When the first input (a finger down, a key, a shake) came, and the last; nil with none.
    package var firstInput: TimeInterval? { [touches.first?.start, presses.first].compactMap { $0 }.min() }
    package var lastInput: TimeInterval? {
        (touches.map { $0.end ?? $0.start } + presses).max()
    }

    package var itemCount: Int { touches.count + stateChanges.count + presses.count + markers.count }

    package mutating func add(_ item: TraceItem) {
        switch item {
        case .header:
            return
        case .input(let input):
            inputCount += 1
            duration = max(duration, input.t)
            read(input)
        case .log(let line):
            duration = max(duration, line.t)
            if line.kind == RecordKind.gestureState.rawValue, let state = Self.targetState(ofGestureLine: line.text) {
                keep { $0.stateChanges.append(StateChange(t: line.t, state: state)) }
            }
        case .marker(let t, let label):
            duration = max(duration, t)
            keep { $0.markers.append(Marker(t: t, label: label)) }
        case .end(let t):
            duration = max(duration, t)
            isFinished = true
        }
    }

    private mutating func read(_ input: InputRecord) {
        switch (input.device, input.phase) {
        case (.touch, .down):
            keep {
                $0.open[input.finger] = $0.touches.count
                $0.touches.append(Touch(finger: input.finger, start: input.t))
                if !$0.fingers.contains(input.finger) {
                    $0.fingers.insert(input.finger, at: $0.fingers.firstIndex { $0 > input.finger } ?? $0.fingers.count)
                }
            }
        case (.touch, .up), (.touch, .cancel):
            guard let index = open.removeValue(forKey: input.finger) else { return }
            touches[index].end = input.t
            touches[index].cancelled = input.phase == .cancel
        case (.shake, .began), (.key, .began):
            keep { $0.presses.append(input.t) }
        default:
            break
        }
    }

    /// Runs `add` unless the limit is reached.
    private mutating func keep(_ add: (inout TraceTimeline) -> Void) {
        guard itemCount < limit else {
            isTruncated = true
            return
        }
        add(&self)
    }

    /// The state a `gestureState` line reports: `# UITapGestureRecognizer "double" possible → failed: why` —
    /// the word after the first arrow between two states (a recognizer's name or the reason may hold arrows).
    package static func targetState(ofGestureLine text: String) -> UIGestureRecognizer.State? {
        var rest = text[...]
        while let arrow = rest.range(of: " → ") {
            let before = rest[..<arrow.lowerBound].split(separator: " ").last.map(String.init)
            let after = rest[arrow.upperBound...].prefix { $0 != ":" && $0 != " " }
            if let before, state(named: before) != nil, let state = state(named: String(after)) { return state }
            rest = rest[arrow.upperBound...]
        }
        return nil
    }

    private static func state(named name: String) -> UIGestureRecognizer.State? {
        var raw = 0
        while let state = UIGestureRecognizer.State(rawValue: raw) {
            if state.logName == name { return state }
            raw += 1
        }
        return nil
    }
}

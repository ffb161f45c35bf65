import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// One gesture's arena: every gesture recognizer that saw its touches or moved state, in the order they joined,
/// each with its states over time, the recognizers it required to fail, and its story (`RecognizerStory`: the
/// same sentence `why --recognizer` prints). The window's Gestures panel and the web page draw it.
///
/// A gesture runs from its first touch-down to the next gesture's (`GestureStarts`), or to the end of what was
/// read: a pinch's second finger, a double tap's second tap and the wait after it belong to it.
@MainActor
package struct GestureArena {
    /// A state a recognizer entered, and when; `waiting` marks time it spent waiting for another to fail.
    package struct Step: Equatable, Sendable {
        package let t: Double
        /// Its record's place among the records the arena was built from.
        package let offset: Int
        package let state: UIGestureRecognizer.State
        package let waiting: Bool
    }

    package struct Lane {
        package let recognizer: UIGestureRecognizer
        package let name: String
        /// From the moment it joined (possible), each state it moved to, in order.
        package let steps: [Step]
        /// The names of the arena's recognizers it required to fail (`require(toFail:)`, or its delegate's
        /// `gestureRecognizer(_:shouldRequireFailureOf:)`, as it waited).
        package let requires: [String]
        package let story: RecognizerStory

        /// Whether it recognized (or, continuous, began and is still going): the gesture is its.
        package var won: Bool { [.began, .changed, .ended].contains(story.outcome) }
    }

    /// When the gesture's first finger went down, and the time of the last record read.
    package let start: Double
    package var end: Double
    package let lanes: [Lane]

    /// Whether the arena reads `record`: a recognizer's touches, states and waits. An arena with no lane yet
    /// changes with nothing else but its end.
    package static func concerns(_ record: DispatchRecord) -> Bool {
        guard case .trace(let event) = record.kind else { return false }
        switch event {
        case .message(_ as UIGestureRecognizer, _, _), .gestureState, .decision(.waits), .decision(.stopsWaiting): return true
        default: return false
        }
    }

    /// The arena of `records`, one gesture's from its first touch-down on; `hit`: the view hit-testing gave that
    /// touch to.
    package init(records: some BidirectionalCollection<DispatchRecord>, hit: UIView?, names: RecognizerNames) {
        start = records.first?.time ?? 0
        end = records.last?.time ?? start
        var order: [UIGestureRecognizer] = [], steps: [ObjectIdentifier: [Step]] = [:]
        var waitedFor: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
        var offset = 0
        func join(_ recognizer: UIGestureRecognizer, at t: Double) {
            guard steps[ObjectIdentifier(recognizer)] == nil else { return }
            order.append(recognizer)
            steps[ObjectIdentifier(recognizer)] = [Step(t: t, offset: offset, state: .possible, waiting: false)]
        }
        func enter(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State, waiting: Bool, at t: Double) {
            join(recognizer, at: t)
            steps[ObjectIdentifier(recognizer)]!.append(Step(t: t, offset: offset, state: state, waiting: waiting))
        }
        // Its state as the records have told it so far (not as it stands now).
        func state(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State {
            steps[ObjectIdentifier(recognizer)]?.last?.state ?? .possible
        }
        for record in records {
            defer { offset += 1 }
            guard case .trace(let event) = record.kind else { continue }
            switch event {
            case .message(let recognizer as UIGestureRecognizer, _, _):
                join(recognizer, at: record.time)
            case .gestureState(let recognizer, _, let state, _):
                enter(recognizer, state, waiting: false, at: record.time)
            case .decision(.waits(let recognizer, let required)):
                waitedFor[ObjectIdentifier(recognizer), default: []].append(required)
                enter(recognizer, state(of: recognizer), waiting: true, at: record.time)
            case .decision(.stopsWaiting(let recognizer)):
                enter(recognizer, state(of: recognizer), waiting: false, at: record.time)
            default:
                break
            }
        }
        let joined = Set(order.map(ObjectIdentifier.init))
        let recordList = Array(records)
        lanes = order.map { recognizer in
            var required = recognizer.failureRequirements.filter { joined.contains(ObjectIdentifier($0)) }
            for other in waitedFor[ObjectIdentifier(recognizer)] ?? [] where !required.contains(where: { $0 === other }) {
                required.append(other)
            }
            return Lane(recognizer: recognizer, name: names.name(of: recognizer),
                        steps: steps[ObjectIdentifier(recognizer)] ?? [], requires: required.map(names.name(of:)),
                        story: RecognizerStory(of: recognizer, records: recordList, hit: hit, names: names))
        }
    }
}

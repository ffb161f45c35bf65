import Dispatcher
import ViewModel

/// The stage of a touch's journey a dispatch record belongs to, for stepping by meaning: hit-testing finds the
/// view, recognizers see the touch first, then it is delivered to the view and along the responder chain, and
/// actions are sent. (Input and notes stay in the phase they fall in.)
package enum DispatchPhase: String, Sendable {
    case hitTest = "hit-test"
    case recognizers
    case delivery
    case actions

    /// The record's phase; nil for a record that belongs to whatever phase it falls in (an input, a note, a line
    /// the app wrote).
    @MainActor
    package init?(_ record: DispatchRecord) {
        guard case .trace(let event) = record.kind else { return nil }
        switch event {
        case .hitTest, .hitTestRefused, .pointInside, .pointInsideResult, .hitTestResult: self = .hitTest
        case .gestureState: self = .recognizers
        case .message(let receiver, _, _): self = receiver is UIGestureRecognizer ? .recognizers : .delivery
        case .chainEnded, .decision: self = .delivery
        case .controlEvent, .action, .gestureAction: self = .actions
        case .user, .note: return nil
        }
    }
}

/// How far one step goes.
package enum StepSize: Sendable {
    /// One record.
    case record
    /// To the next view hit-testing asks (or the end of the pass).
    case visit
    /// To the first record of the next phase.
    case phase
}

extension StepCursor {
    /// Steps forward or back by `size` through `records` (the log): a visit step stops at each `hitTest` call, a
    /// phase step at the first record of each phase; with no stop left, forward goes to the end and back to the
    /// start. A stop is revealed with everything before it.
    @MainActor
    package mutating func step(_ size: StepSize, forward: Bool, records: DispatchRecords) {
        let current = revealed - 1
        let stops: (Int) -> Bool
        switch size {
        case .record: return step(forward: forward, count: records.count)
        case .visit:
            stops = { index in
                if case .trace(.hitTest) = records[index].kind { return true }
                return false
            }
        case .phase:
            // Where each run of one phase starts, up to the first start past the current record.
            var starts: Set<Int> = []
            var last: DispatchPhase?
            for index in records.indices {
                guard let phase = DispatchPhase(records[index]) else { continue }
                if phase != last { starts.insert(index) }
                last = phase
                if index > current, starts.contains(index) { break }
            }
            stops = { starts.contains($0) }
        }
        let target = forward
            ? ((current + 1)..<records.count).first(where: stops) ?? records.count - 1
            : (0..<max(current, 0)).last(where: stops) ?? -1
        reveal(upTo: target + 1)
    }
}

import Dispatcher
@_spi(Engine) import ViewModel

/// Where gestures start in a log: at a finger going down while no other finger is down and no recognizer is
/// still following the last gesture (a double tap's recognizer waiting for its second tap keeps the two taps one
/// gesture, as it keeps them one for UIKit). Reads each record once going forward; a cursor stepped back reads
/// again from the beginning.
@MainActor
package struct GestureStarts {
    private var down = Set<Int>()
    /// Recognizers that got the gesture's touches and have not yet reached an end state.
    private var following: [ObjectIdentifier] = []
    private var readCount = 0
    /// The index of the last gesture's first touch-down among the records read; nil before any.
    package private(set) var last: Int?

    package init() {}

    /// Reads the next record; returns whether it starts a gesture.
    package mutating func read(_ record: DispatchRecord) -> Bool {
        defer { readCount += 1 }
        switch record.kind {
        case .input(let input) where input.device == .touch:
            switch input.phase {
            case .down:
                let starts = down.isEmpty && following.isEmpty
                down.insert(input.finger)
                if starts { last = readCount }
                return starts
            case .up, .cancel:
                down.remove(input.finger)
            case .move, .began, .ended:
                break
            }
        case .trace(.message(let recognizer as UIGestureRecognizer, _, _)):
            if !following.contains(ObjectIdentifier(recognizer)) { following.append(ObjectIdentifier(recognizer)) }
        case .trace(.gestureState(let recognizer, _, let state, _)) where state.isTerminal:
            following.removeAll { $0 == ObjectIdentifier(recognizer) }
        default:
            break
        }
        return false
    }

    /// Brings `last` to the first `count` records of `records`.
    package mutating func follow(_ records: DispatchRecords, upTo count: Int) {
        let count = min(max(0, count), records.count)
        if count < readCount { self = GestureStarts() }
        while readCount < count { _ = read(records[readCount]) }
    }
}

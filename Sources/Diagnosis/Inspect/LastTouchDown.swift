import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The last touch-down up to a point of the log: its hit-test pass as the engine kept it (as it stood at that
/// point). The hit-test and responder-chain overlays show this.
@MainActor
package struct LastTouchDown {
    /// Nil when the log did not record the pass (it was off).
    package fileprivate(set) var pass: HitTestPass?
    /// The sequence number of the touch-down's input record.
    fileprivate let downSequence: Int

    /// Whether the record is a finger's touch-down input.
    package static func isTouchDown(_ record: DispatchRecord) -> Bool {
        guard case .input(let input) = record.kind else { return false }
        return input.device == .touch && input.phase == .down
    }
}

/// Keeps `LastTouchDown` current as the log grows or the step cursor moves, reading each record once: forward it
/// reads only the new records; backward it looks back for the last touch-down and reads from there. When the next
/// hidden record is a new touch-down, there is no last touch-down to show (see `follow`).
@MainActor
package struct LastTouchDownFollower {
    package private(set) var last: LastTouchDown?
    /// How many records of the log have been read.
    private var readCount = 0

    package init() {}

    /// Brings `last` to the first `count` records of `log`.
    package mutating func follow(_ log: DispatchLog, upTo count: Int) {
        let records = log.records
        let count = min(count, records.count)
        if count < readCount {
            last = nil
            var start = count
            while start > 0, !LastTouchDown.isTouchDown(records[start - 1]) { start -= 1 }
            readCount = max(0, start - 1)
        }
        while readCount < count {
            let record = records[readCount]
            if LastTouchDown.isTouchDown(record) { last = LastTouchDown(downSequence: record.sequence) }
            readCount += 1
        }
        if let down = last?.downSequence {
            let end = count > 0 ? records[count - 1].sequence + 1 : 0
            last?.pass = log.hitTestPasses.last { $0.touchDownSequence == down }?.asOf(sequence: end)
        }
        // Paused, a tap's records wait beyond the cursor: until the first step reveals its touch-down, the
        // previous touch's pass must not pass for this one's answer, so none shows.
        if count < records.count, LastTouchDown.isTouchDown(records[count]) { last = nil }
    }
}

import Diagnosis
import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The last gesture's arena as the step cursor shows it (the records revealed so far), for the Gestures panel;
/// built again only when the log or the cursor moved.
@MainActor
package struct ArenaFeed {
    package private(set) var arena: GestureArena?
    private var starts = GestureStarts()
    private var readAt: (records: Int, revealed: Int)?

    mutating func follow(_ log: DispatchLog, revealed: Int, names: @autoclosure () -> RecognizerNames) {
        let records = log.records
        let revealed = min(revealed, records.count)
        guard readAt.map({ $0 != (records.count, revealed) }) ?? true else { return }
        let previous = readAt
        readAt = (records.count, revealed)
        starts.follow(records, upTo: revealed)
        guard let start = starts.last else {
            arena = nil
            return
        }
        // A step through a hit-test pass reveals no recognizer: an arena with no lane only moves its end (else a
        // pass of 20,000 visits, stepped through, is read again at every visit).
        if var kept = arena, kept.lanes.isEmpty, let previous, previous.revealed <= revealed, previous.revealed > start,
           !records[previous.revealed..<revealed].contains(where: GestureArena.concerns) {
            kept.end = records[revealed - 1].time  // revealed ≥ previous.revealed > start ≥ 0
            arena = kept
            return
        }
        let down = records[start].sequence
        let hit = log.hitTestPasses.last { $0.touchDownSequence == down }?.hitView
        arena = GestureArena(records: records[start..<revealed], hit: hit, names: names())
    }
}

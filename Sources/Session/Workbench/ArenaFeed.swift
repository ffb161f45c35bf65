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

    mutating func follow(_ log: DispatchLog, revealed: Int, windows: [UIWindow]) {
        let records = log.records
        let revealed = min(revealed, records.count)
        guard readAt.map({ $0 != (records.count, revealed) }) ?? true else { return }
        readAt = (records.count, revealed)
        starts.follow(records, upTo: revealed)
        guard let start = starts.last else {
            arena = nil
            return
        }
        let down = records[start].sequence
        let hit = log.hitTestPasses.last { $0.touchDownSequence == down }?.hitView
        arena = GestureArena(records: records[start..<revealed], hit: hit,
                             names: RecognizerNames(views: ViewNames(windows: windows)))
    }
}

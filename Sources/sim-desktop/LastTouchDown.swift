import Dispatcher
import Foundation
import ViewModel

/// What the dispatch log says about the last touch-down up to a point of the log: its hit-test pass and the
/// recognizers that got the touch. The hit-test, responder-chain and recognizer overlays all show this.
@MainActor
struct LastTouchDown {
    /// The index of the touch-down's input record in the log.
    let inputIndex: Int
    let finger: Int
    private(set) var pass = HitTestPass()
    private(set) var recognizers = RecognizerReport()

    mutating func read(_ record: DispatchRecord, at index: Int) {
        pass.read(record, at: index)
        recognizers.read(record)
    }

    /// The finger of a touch-down input record, nil for any other record.
    static func finger(ofTouchDown record: DispatchRecord) -> Int? {
        guard case .input(let input) = record.kind, input.device == .touch, input.phase == .down else { return nil }
        return input.finger
    }
}

/// Keeps `LastTouchDown` current as the log grows or the step cursor moves, reading each record once: forward it
/// reads only the new records; backward it looks back for the last touch-down and reads from there.
@MainActor
struct LastTouchDownFollower {
    private(set) var last: LastTouchDown?
    /// How many records of the log have been read.
    private var readCount = 0

    /// Brings `last` to the first `count` records of `log`.
    mutating func follow(_ log: DispatchLog, upTo count: Int) {
        let records = log.records
        let count = min(count, records.count)
        if count < readCount {
            last = nil
            var start = count
            while start > 0, LastTouchDown.finger(ofTouchDown: records[start - 1]) == nil { start -= 1 }
            readCount = max(0, start - 1)
        }
        while readCount < count {
            let record = records[readCount]
            if let finger = LastTouchDown.finger(ofTouchDown: record) {
                last = LastTouchDown(inputIndex: readCount, finger: finger)
            } else {
                last?.read(record, at: readCount)
            }
            readCount += 1
        }
    }
}

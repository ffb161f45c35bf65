import Dispatcher
@_spi(Engine) import ViewModel

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
                guard let phase = records[index].phase else { continue }
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

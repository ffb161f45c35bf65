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

/// The records a step by meaning stops at: a visit step at each `hitTest` call, a phase step at the first record
/// of each run of one phase (records of no phase — notes, the user's lines, inputs — neither start nor end a run).
/// The window steps by them, and the web page carries them with each record (`SessionPage.Record.stops`) and steps
/// by the same rule, so both reveal the same records.
package struct StepStops: OptionSet, Sendable, Codable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let visit = StepStops(rawValue: 1)
    package static let phase = StepStops(rawValue: 2)

    /// Reads the log's records in order, saying where each stops.
    package struct Reader: Sendable {
        private var lastPhase: DispatchPhase?
        package init() {}

        @MainActor
        package mutating func stops(at record: DispatchRecord) -> StepStops {
            var stops: StepStops = []
            if case .trace(.hitTest) = record.kind { stops.insert(.visit) }
            if let phase = record.phase {
                if phase != lastPhase { stops.insert(.phase) }
                lastPhase = phase
            }
            return stops
        }
    }

    /// The stops of every record of `records`.
    @MainActor
    package static func of(_ records: DispatchRecords) -> [StepStops] {
        var reader = Reader()
        return records.map { reader.stops(at: $0) }
    }
}

extension StepCursor {
    /// Steps forward or back by `size` through `records` (the log). With no stop left, forward goes to the end and
    /// back to the start. A stop is revealed with everything before it.
    @MainActor
    package mutating func step(_ size: StepSize, forward: Bool, records: DispatchRecords) {
        let stop: StepStops
        switch size {
        case .record: return step(forward: forward, count: records.count)
        case .visit: stop = .visit
        case .phase: stop = .phase
        }
        step(to: stop, forward: forward, stops: StepStops.of(records))
    }

    /// Steps to the next (or previous) record whose `stops` hold `stop`: the rule the web page's `step` follows.
    package mutating func step(to stop: StepStops, forward: Bool, stops: [StepStops]) {
        let current = revealed - 1
        let target = forward
            ? ((current + 1)..<stops.count).first { stops[$0].contains(stop) } ?? stops.count - 1
            : (0..<max(current, 0)).last { stops[$0].contains(stop) } ?? -1
        reveal(upTo: target + 1)
    }
}

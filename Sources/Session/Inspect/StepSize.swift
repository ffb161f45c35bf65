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
            if StepStops.isVisit(record) { stops.insert(.visit) }
            if let phase = record.phase {
                if phase != lastPhase { stops.insert(.phase) }
                lastPhase = phase
            }
            return stops
        }
    }

    /// Whether a visit step stops at `record`: a `hitTest` call.
    @MainActor
    package static func isVisit(_ record: DispatchRecord) -> Bool {
        if case .trace(.hitTest) = record.kind { return true }
        return false
    }
}

extension StepCursor {
    /// Steps forward or back by `size` through `records` (the log). With no stop left, forward goes to the end and
    /// back to the start. A stop is revealed with everything before it. Only the records the step needs are read:
    /// a visit is seen in its record alone; where phases start is read from the first record up to the first
    /// start past the current one.
    @MainActor
    package mutating func step(_ size: StepSize, forward: Bool, records: DispatchRecords) {
        switch size {
        case .record:
            step(forward: forward, count: records.count)
        case .visit:
            step(forward: forward, count: records.count) { StepStops.isVisit(records[$0]) }
        case .phase:
            var reader = StepStops.Reader()
            var starts: Set<Int> = []
            for index in records.indices where reader.stops(at: records[index]).contains(.phase) {
                starts.insert(index)
                if index >= revealed { break }
            }
            step(forward: forward, count: records.count) { starts.contains($0) }
        }
    }

    /// Steps to the next (or previous) record whose `stops` hold `stop`: the rule the web page's `stepTarget`
    /// follows, on the stops its records carry.
    package mutating func step(to stop: StepStops, forward: Bool, stops: [StepStops]) {
        step(forward: forward, count: stops.count) { stops[$0].contains(stop) }
    }

    private mutating func step(forward: Bool, count: Int, stopsAt: (Int) -> Bool) {
        let current = revealed - 1
        let target = forward
            ? ((current + 1)..<count).first(where: stopsAt) ?? count - 1
            : (0..<max(current, 0)).last(where: stopsAt) ?? -1
        reveal(upTo: target + 1)
    }
}

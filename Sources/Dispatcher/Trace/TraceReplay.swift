import Foundation

/// Plays a trace's inputs into a world at their recorded times and, when verifying, compares the world's new
/// dispatch log with the recorded one record by record.
///
/// The trace is read twice at once — one reader for the inputs, one for the recorded log — so memory stays
/// bounded however long it is; the world's log is drained as it goes.
@MainActor
public final class TraceReplay {
    /// The first place where the replay differs from the recording.
    public struct Difference: Error, CustomStringConvertible, Equatable {
        /// The recorded line and the replayed one, in the log's timed notation; nil when one side ran out.
        public let recorded: String?
        public let replayed: String?
        /// The lines both sides agreed on just before.
        public let context: [String]

        public var description: String {
            var lines = ["the replay differs from the recording:"]
            lines += context.map { "    " + $0 }
            lines.append("  recorded: " + (recorded ?? "(nothing more)"))
            lines.append("  replayed: " + (replayed ?? "(nothing more)"))
            return lines.joined(separator: "\n")
        }
    }

    /// How many dispatch records were compared and found identical (when verifying), and how many inputs played.
    public private(set) var comparedRecords = 0
    public private(set) var playedInputs = 0
    public private(set) var difference: Difference?
    public private(set) var warnings: [String] = []

    private let path: String
    private let skipsBadLines: Bool
    private var recorded: TraceReader?
    /// Whether the recording was finished (it has an `end` record); a killed recorder's trace is compared only as
    /// far as it goes.
    private var recordingFinished = false
    private var recordedRanOut = false

    public init(path: String, skippingBadLines: Bool = false) {
        self.path = path
        skipsBadLines = skippingBadLines
    }

    /// The trace's header, read without replaying (nil for a file of inputs alone).
    public static func header(of path: String) throws(TraceError) -> TraceHeader? {
        let reader = try TraceReader(path: path)
        guard case .header(let header)? = try reader.next() else { return nil }
        return header
    }

    /// Plays the trace into `sim` (built from the header by the caller). With `verify`, stops comparing at the
    /// first difference and returns it in `difference`.
    public func play(into sim: Simulator, verify: Bool, onInput: ((InputRecord) -> Void)? = nil) throws(TraceError) {
        let inputs = try TraceReader(path: path, skippingBadLines: skipsBadLines, reading: .allButLog)
        // Whoever follows the log already (a viewer printing it) goes on getting every record.
        let follower = sim.log.onRecord
        if verify {
            try beginVerifying()
            sim.log.onRecord = { [unowned self] in
                follower?($0)
                compare($0)
            }
        }
        defer { sim.log.onRecord = follower }
        while let item = try inputs.next() {
            switch item {
            case .input(let input):
                sim.play(input)
                playedInputs += 1
                onInput?(input)
            case .end(let t):
                sim.advance(to: t)
            case .header, .log, .marker:
                break
            }
            if let readError { throw readError }
            if sim.log.records.count > 10_000 { sim.log.removeAll(keepingCapacity: true) }
        }
        warnings = inputs.warnings
        if verify { endVerifying(runningClockOf: sim) }
        if let readError { throw readError }
    }

    // MARK: Verifying record by record (the window compares as it plays)

    /// Opens the recorded log: the records passed to `compare(_:)` from now on are checked against it.
    public func beginVerifying() throws(TraceError) {
        recorded = try TraceReader(path: path, skippingBadLines: skipsBadLines)
    }

    /// After the last input: a recorded record left over is a difference; a recording without its end is a
    /// warning. A cut recording has no end to run the clock to, so with `sim` the clock runs to each record left
    /// (a timer's, an animation's) in turn, for the world to write it: a microsecond past its written time, as a
    /// timer's own time is not rounded.
    public func endVerifying(runningClockOf sim: Simulator? = nil) {
        while let sim, !recordingFinished, difference == nil, !recordedRanOut, let next = nextRecorded() {
            lookahead = next
            sim.advance(to: next.t + 1e-6)
            if lookahead != nil { break }  // nothing wrote it
        }
        if difference == nil, !recordedRanOut, let extra = nextRecorded() {
            difference = Difference(recorded: extra.timed, replayed: nil, context: context)
        }
        if !recordingFinished, difference == nil {
            warnings.append("the recording was cut short: compared up to its last record")
        }
    }

    /// The recorded log could not be read on (a bad line): comparing stopped there.
    public private(set) var readError: TraceError?

    /// Compares the next record the world wrote with the next recorded one; inputs are not compared.
    public func compare(_ record: DispatchRecord) {
        guard case .trace = record.kind, difference == nil, !recordedRanOut else { return }
        let text = record.text
        guard let expected = nextRecorded() else {
            recordedRanOut = true
            if recordingFinished { difference = Difference(recorded: nil, replayed: Self.timed(record), context: context) }
            return
        }
        // Compare the values; format only what is shown (formatting costs more than the whole comparison).
        guard expected.seq == record.sequence, Self.micros(expected.t) == Self.micros(record.time), expected.text == text
        else {
            difference = Difference(recorded: expected.timed, replayed: Self.timed(record), context: context)
            return
        }
        comparedRecords += 1
        lastAgreed.append(record)
        if lastAgreed.count > 3 { lastAgreed.removeFirst() }
    }

    /// The records both sides agreed on just before, for the difference's context.
    private var context: [String] { lastAgreed.map(Self.timed) }
    private var lastAgreed: [DispatchRecord] = []

    private static func micros(_ t: TimeInterval) -> Int64 { Int64((t * 1e6).rounded()) }

    private static func timed(_ record: DispatchRecord) -> String {
        JSONText.time(record.time) + " #\(record.sequence) " + record.text
    }

    /// A recorded record read ahead of the world (see `endVerifying`).
    private var lookahead: TraceLogLine?

    private func nextRecorded() -> TraceLogLine? {
        if let line = lookahead {
            lookahead = nil
            return line
        }
        do {
            while let item = try recorded?.next() {
                if case .log(let line) = item { return line }
                if case .end = item { recordingFinished = true }
            }
        } catch {
            readError = error
        }
        return nil
    }
}

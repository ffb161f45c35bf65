import Dispatcher
import Foundation

/// Plays a trace's inputs into a world at their recorded times and, when verifying, compares the world's new
/// dispatch log with the recorded one record by record: every field of every record (sequence, time, kind,
/// text, the objects and the selector it names), where the inputs fall among them, and, at the end, the digest
/// of the recorded bytes (so an edited header or marker is found too). A recording without its end record does
/// not pass unless cut recordings are accepted (`--partial`); then it is compared as far as it goes.
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
        /// Which field differed, with both values (`obj: recorded "EView#2", replayed "EView#3"`); nil when the
        /// lines show it.
        public var field: String? = nil

        public var description: String {
            var lines = ["the replay differs from the recording" + (field.map { " in " + $0 } ?? "") + ":"]
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

    /// Whether a recording without its end record may pass, compared as far as it goes.
    private let acceptsCutRecording: Bool
    private var encoder = TraceLineEncoder()

    public init(path: String, skippingBadLines: Bool = false, acceptingCutRecording: Bool = false) {
        self.path = path
        skipsBadLines = skippingBadLines
        acceptsCutRecording = acceptingCutRecording
    }

    /// The trace's header, read without replaying (nil for a file of inputs alone).
    public static func header(of path: String) throws(TraceError) -> TraceHeader? {
        let reader = try TraceReader(path: path)
        guard case .header(let header)? = try reader.next() else { return nil }
        return header
    }

    /// Plays the trace into `sim` (built from the header by the caller). With `verify`, stops comparing at the
    /// first difference and returns it in `difference`. `before` is told the time of each input, and of the end,
    /// before the world goes there (a page export lets the clock run there in steps, to see animations move).
    public func play(into sim: Simulator, verify: Bool, before: ((TimeInterval) -> Void)? = nil,
                     onInput: ((InputRecord) -> Void)? = nil) throws(TraceError) {
        let inputs = try TraceReader(path: path, skippingBadLines: skipsBadLines, reading: .allButLog)
        var observer: LogObserver?
        if verify {
            try beginVerifying(world: sim)
            observer = sim.log.addObserver { [unowned self] in compare($0) }
        }
        defer { observer.map(sim.log.removeObserver) }
        while let item = try inputs.next() {
            switch item {
            case .input(let input):
                before?(input.t)
                sim.play(input)
                playedInputs += 1
                onInput?(input)
            case .end(let t):
                before?(t)
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

    /// Opens the recorded log: the records passed to `compare(_:)` from now on are checked against it. `world`
    /// is the world just built for the replay: its objects are named as the recording named them.
    public func beginVerifying(world: Simulator) throws(TraceError) {
        let version = try Self.header(of: path)?.version ?? TraceHeader.currentVersion
        encoder = TraceLineEncoder(names: ObjectNames(windows: world.application.windows, givenNamesWin: version >= 3),
                                   version: version)
        recorded = try TraceReader(path: path, skippingBadLines: skipsBadLines)
    }

    /// After the last input: a recorded record left over is a difference; a recording without its end is a
    /// difference too, unless cut recordings are accepted (then a warning). A cut recording has no end to run
    /// the clock to, so with `sim` the clock runs to each record left (a timer's, an animation's) in turn, for
    /// the world to write it: a microsecond past its written time, as a timer's own time is not rounded.
    /// Last, the end record's digest must match the recorded bytes.
    public func endVerifying(runningClockOf sim: Simulator? = nil) {
        while let sim, !recordingFinished, difference == nil, !recordedRanOut, let next = nextRecorded() {
            lookahead = next
            guard case .log(let line) = next else { break }
            sim.advance(to: line.t + 1e-6)
            if lookahead != nil { break }  // nothing wrote it
        }
        if difference == nil, !recordedRanOut, let extra = nextRecorded() {
            difference = Difference(recorded: Self.describe(extra), replayed: nil, context: context)
        }
        guard difference == nil else { return }
        if !recordingFinished {
            if acceptsCutRecording {
                warnings.append("the recording was cut short (no end record): compared up to its last record")
            } else {
                difference = Difference(
                    recorded: "(no end record: the recording was cut short)", replayed: nil, context: context,
                    field: "the end of the recording (--partial compares a cut recording as far as it goes)")
            }
            return
        }
        if let digest = recorded?.endDigest, let written = digest.recorded, written != digest.read {
            difference = Difference(
                recorded: written, replayed: digest.read, context: [],
                field: "the digest of the recorded bytes: the trace was changed after it was recorded (its header, "
                    + "a marker or a record)")
        }
    }

    /// The recorded log could not be read on (a bad line): comparing stopped there.
    public private(set) var readError: TraceError?

    /// Compares the next record the world wrote — a dispatch record or an input — with the next recorded one.
    /// A recorded log line with the very bytes the replay would write matches without being parsed; any other is
    /// compared field by field.
    public func compare(_ record: DispatchRecord) {
        guard difference == nil, !recordedRanOut else { return }
        let replayed = encoder.line(for: record)  // every record, in order: the encoder names objects as they come
        replayedBytes.removeAll(keepingCapacity: true)
        replayed?.write(to: &replayedBytes)
        guard let expected = nextRecorded(matching: replayed == nil ? nil : replayedBytes) else {
            recordedRanOut = true
            if recordingFinished { difference = Difference(recorded: nil, replayed: Self.timed(record), context: context) }
            return
        }
        switch (record.kind, expected) {
        case (_, .matched):
            break  // only a dispatch record has a line to match (an input's `replayed` is nil)
        case (.input(let input), .item(.input(let recordedInput))):
            guard input.jsonLine == recordedInput.jsonLine else {
                return differ(.input(recordedInput), record, field: "an input")
            }
        case (.trace, .item(.log(let line))):
            if let field = line.firstDifference(from: replayed!, sides: ("recorded", "replayed")) { return differ(.log(line), record, field: field) }
        case (_, .item(let item)):
            return differ(item, record, field: "the order of inputs and records")
        }
        comparedRecords += 1
        lastAgreed.append(record)
        if lastAgreed.count > 3 { lastAgreed.removeFirst() }
    }

    /// The replayed record's line, made in one reused buffer.
    private var replayedBytes: [UInt8] = []

    private func differ(_ expected: TraceItem, _ record: DispatchRecord, field: String?) {
        difference = Difference(recorded: Self.describe(expected), replayed: Self.timed(record), context: context,
                                field: field)
    }

    /// The records both sides agreed on just before, for the difference's context.
    private var context: [String] { lastAgreed.map(Self.timed) }
    private var lastAgreed: [DispatchRecord] = []

    private static func timed(_ record: DispatchRecord) -> String {
        if case .input(let input) = record.kind { return JSONText.time(record.time) + " # input " + input.jsonLine }
        return JSONText.time(record.time) + " #\(record.sequence) " + record.text
    }

    private static func describe(_ item: TraceItem) -> String {
        switch item {
        case .log(let line): line.timed
        case .input(let input): JSONText.time(input.t) + " # input " + input.jsonLine
        default: "\(item)"
        }
    }

    /// A recorded item read ahead of the world (see `endVerifying`).
    private var lookahead: TraceItem?

    /// The next recorded input or log record; markers are annotations, checked by the digest alone.
    private func nextRecorded() -> TraceItem? {
        guard case .item(let item)? = nextRecorded(matching: nil) else { return nil }
        return item
    }

    /// The same, with a log line equal byte for byte to `expected` passed over unparsed (`.matched`).
    private func nextRecorded(matching expected: [UInt8]?) -> TraceReader.Read? {
        if let item = lookahead {
            lookahead = nil
            return .item(item)
        }
        do {
            while let read = try recorded?.next(matchingLog: expected) {
                switch read {
                case .matched, .item(.log), .item(.input): return read
                case .item(.end): recordingFinished = true
                case .item(.header), .item(.marker): continue
                }
            }
        } catch {
            readError = error
        }
        return nil
    }
}

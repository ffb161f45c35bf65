import Foundation
@_spi(Engine) import ViewModel

/// Every step one world's machinery took, in order, with virtual time.
///
/// UIKit's objects report to it through `DispatchTracer`; the host adds its inputs. `lines` is the text form,
/// one line per record, in the seeds' notation, so a seed's device log can be compared line by line.
///
/// Records are kept compact — 24 bytes, the objects they name interned once per world — because a world
/// writes dozens of them per input event; `records` materializes each one when it is read.
@MainActor
public final class DispatchLog: DispatchTracer {
    /// When false, nothing is recorded (the host can turn the log off for speed).
    public var isEnabled = true
    /// Those told of each record as it is added (a viewer, a trace writer, a replay's comparison), in the order
    /// they began observing.
    private var observers: [(token: LogObserver, body: (DispatchRecord) -> Void)] = []
    private var nextObserver = 0
    /// Each touch-down's hit-test pass, oldest first, as the engine ran it (kept while the log records; the last
    /// one is being built while its pass runs).
    public private(set) var hitTestPasses: [HitTestPass] = []
    private var buildsPass = false

    private let clock: VirtualClock
    var storage = RecordStorage()

    init(clock: VirtualClock) { self.clock = clock }

    public func record(_ event: consuming TraceEvent) {
        guard isEnabled else { return }
        if buildsPass { hitTestPasses[hitTestPasses.count - 1].note(event, sequence: nextSequence) }
        storage.append(consume event, at: clock.now)
        notify()
    }

    /// Adds an input; a finger's down carries the tap count the machinery gave its touch.
    func append(_ input: InputRecord, tapCount: Int? = nil) {
        guard isEnabled else { return }
        storage.append(input, at: clock.now, tapCount: tapCount)
        notify()
    }

    /// The sequence number the next record gets.
    private var nextSequence: Int { storage.firstSequence + storage.entries.count }

    /// How many records the log has written, those forgotten by `removeAll` included: a measure of the work a
    /// world has done.
    public var recordsWritten: Int { nextSequence }

    /// Starts keeping the hit-test pass of the finger that just went down (its input the last record).
    func beginHitTestPass(finger: Int, at screenPoint: CGPoint) {
        guard isEnabled else { return }
        hitTestPasses.append(HitTestPass(finger: finger, screenPoint: screenPoint, touchDownSequence: nextSequence - 1))
        buildsPass = true
    }

    /// Ends the pass begun last; `found` false when no window answered a view.
    func endHitTestPass(found: Bool) {
        guard buildsPass else { return }
        buildsPass = false
        if !found { hitTestPasses[hitTestPasses.count - 1].finishWithoutView(sequence: nextSequence) }
    }

    /// Tells `body` each record added from now on, until `removeObserver` with the token returned.
    @discardableResult
    public func addObserver(_ body: @escaping (DispatchRecord) -> Void) -> LogObserver {
        let token = LogObserver(id: nextObserver)
        nextObserver += 1
        observers.append((token, body))
        return token
    }

    public func removeObserver(_ token: LogObserver) {
        observers.removeAll { $0.token == token }
    }

    /// Tells every observer of the newest record, materialized and formatted once for all of them. An observer added or removed
    /// by another meanwhile takes effect from the next record.
    private func notify() {
        guard !observers.isEmpty else { return }
        var record = storage.record(at: storage.entries.count - 1)
        record.formatText()
        for observer in observers { observer.body(record) }
    }

    /// Adds a line as example code does with `log(_:)`.
    public func write(_ line: String) { record(.user(line)) }

    /// Bytes per record in memory (the objects and strings records name are kept once, in tables).
    public static var recordStride: Int { MemoryLayout<RecordStorage.Entry>.stride }

    /// The records kept, oldest first.
    public var records: DispatchRecords { DispatchRecords(storage: storage) }

    /// The log as text, one line per record.
    public var lines: [String] { records.map(\.text) }

    /// The log as text with each line's virtual time and sequence number: `0.150000 #12 -[…]`.
    public var timedLines: [String] {
        records.map { String(format: "%.6f #%d ", $0.time, $0.sequence) + $0.text }
    }

    /// Forgets the records kept so far; sequence numbers go on counting.
    public func removeAll(keepingCapacity: Bool = false) {
        storage.removeAll(keepingCapacity: keepingCapacity)
        hitTestPasses.removeAll(keepingCapacity: keepingCapacity)
    }
}

/// One observer of a log, for removing it.
public struct LogObserver: Hashable, Sendable {
    let id: Int
}

/// The kept records, read as `DispatchRecord`s.
@MainActor
public struct DispatchRecords: @MainActor RandomAccessCollection {
    let storage: RecordStorage

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.entries.count }

    public subscript(position: Int) -> DispatchRecord { storage.record(at: position) }
}

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
    /// Called with each record as it is added (a viewer or a trace writer follows the log this way).
    public var onRecord: ((DispatchRecord) -> Void)?

    private let clock: VirtualClock
    var storage = RecordStorage()

    init(clock: VirtualClock) { self.clock = clock }

    public func record(_ event: consuming TraceEvent) {
        guard isEnabled else { return }
        storage.append(consume event, at: clock.now)
        onRecord?(records[records.count - 1])
    }

    /// Adds an input; a finger's down carries the tap count the machinery gave its touch.
    func append(_ input: InputRecord, tapCount: Int? = nil) {
        guard isEnabled else { return }
        storage.append(input, at: clock.now, tapCount: tapCount)
        onRecord?(records[records.count - 1])
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
    }
}

/// The kept records, read as `DispatchRecord`s.
@MainActor
public struct DispatchRecords: @MainActor RandomAccessCollection {
    let storage: RecordStorage

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.entries.count }

    public subscript(position: Int) -> DispatchRecord { storage.record(at: position) }
}

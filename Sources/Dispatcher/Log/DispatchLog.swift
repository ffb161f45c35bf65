import Foundation
@_spi(Engine) import ViewModel

/// Every step one world's machinery took, in order, with virtual time.
///
/// UIKit's objects report to it through `DispatchTracer`; the host adds its inputs. `lines` is the text form,
/// one line per record, in the seeds' notation, so a seed's device log can be compared line by line.
@MainActor
public final class DispatchLog: DispatchTracer {
    public private(set) var records: [DispatchRecord] = []
    /// When false, nothing is recorded (the host can turn the log off for speed).
    public var isEnabled = true
    /// Called with each record as it is added (a viewer or a trace writer follows the log this way).
    public var onRecord: ((DispatchRecord) -> Void)?

    private let clock: VirtualClock
    private var nextSequence = 0

    init(clock: VirtualClock) { self.clock = clock }

    public func record(_ event: consuming TraceEvent) { append(.trace(event)) }

    func append(_ kind: consuming DispatchRecord.Kind) {
        guard isEnabled else { return }
        records.append(DispatchRecord(sequence: nextSequence, time: clock.now, kind: kind))
        nextSequence += 1
        if let onRecord { onRecord(records[records.count - 1]) }
    }

    /// Adds a line as example code does with `log(_:)`.
    public func write(_ line: String) { record(.user(line)) }

    /// The log as text, one line per record.
    public var lines: [String] { records.map(\.text) }

    /// The log as text with each line's virtual time and sequence number: `0.150000 #12 -[…]`.
    public var timedLines: [String] {
        records.map { String(format: "%.6f #%d ", $0.time, $0.sequence) + $0.text }
    }

    /// Forgets the records kept so far; sequence numbers go on counting.
    public func removeAll(keepingCapacity: Bool = false) {
        records.removeAll(keepingCapacity: keepingCapacity)
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// One step of dispatch, stamped with the virtual time and its place in the log.
@MainActor
public struct DispatchRecord {
    public enum Kind {
        /// What UIKit's objects reported (hit-test visits, deliveries, control events, user lines…).
        case trace(TraceEvent)
        /// An input the host played.
        case input(InputRecord)
    }

    /// The record's position in the log, from 0.
    public let sequence: Int
    /// Virtual seconds when it happened.
    public let time: TimeInterval
    public let kind: Kind
    /// For a finger's down: the touch's `tapCount`, as the machinery counted it (nil for every other record).
    public var tapCount: Int? = nil

    /// The record in the seeds' notation.
    public var text: String { formatted ?? DispatchRecord.text(of: kind) }
    /// The text, formatted once when the log hands the record to its observers (the window's echo, a recorder, a
    /// replay's comparison all read it).
    private(set) var formatted: String?

    /// Formats the text now, so every reader of this copy gets it without formatting it again.
    mutating func formatText() { formatted = DispatchRecord.text(of: kind) }

    /// Whether this is a line the example's or user's own code wrote.
    public var isUserLine: Bool {
        if case .trace(.user) = kind { return true }
        return false
    }
}

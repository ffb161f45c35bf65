import Dispatcher
import Foundation

/// One line of a trace.
public enum TraceItem: Equatable, Sendable {
    case header(TraceHeader)
    /// An input, exactly as in an input script (so a hand-written script is a valid trace).
    case input(InputRecord)
    /// A dispatch-log record as it was written.
    case log(TraceLogLine)
    /// A note a person left on the timeline.
    case marker(t: TimeInterval, label: String)
    /// The end of a finished recording: time ran to `t`.
    case end(t: TimeInterval)
}

/// A dispatch-log record in a trace: its place, time, kind, text in the seeds' notation, and the objects it names
/// (`"EView#7"`: class and the log's number for the instance), so a viewer can draw it without replaying.
public struct TraceLogLine: Equatable, Sendable {
    public var seq: Int
    public var t: TimeInterval
    public var kind: String
    public var text: String
    /// The object the record is about (the receiver of a call, the view hit-tested, the recognizer…).
    public var object: String?
    /// A second object: a hit-test's answer, an action's target.
    public var other: String?
    /// A UIKit selector, for calls (`touchesBegan:withEvent:`).
    public var selector: String?

    public init(
        seq: Int, t: TimeInterval, kind: String, text: String, object: String? = nil, other: String? = nil,
        selector: String? = nil
    ) {
        self.seq = seq
        self.t = t
        self.kind = kind
        self.text = text
        self.object = object
        self.other = other
        self.selector = selector
    }

    /// "0.250000 #12 text": the log's timed notation (text export, replay differences).
    var timed: String { JSONText.time(t) + " #\(seq) " + text }

    var jsonLine: String {
        var line = "{\"type\": \"log\", \"seq\": \(seq), \"t\": \(JSONText.time(t)), \"kind\": \"\(kind)\", "
            + "\"text\": \(JSONText.quoted(text))"
        if let object { line += ", \"obj\": \(JSONText.quoted(object))" }
        if let other { line += ", \"other\": \(JSONText.quoted(other))" }
        if let selector { line += ", \"sel\": \(JSONText.quoted(selector))" }
        return line + "}"
    }
}

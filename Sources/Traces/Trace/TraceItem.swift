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

    /// The first field in which this line differs from `other`, named with both values (`obj: recorded
    /// "EView#2", replayed "EView#3"`, the sides named by `sides`); nil when every field is the same.
    func firstDifference(from other: TraceLogLine, sides: (String, String)) -> String? {
        func show(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "none" }
        let fields: [(String, String?, String?)] = [
            ("seq", String(seq), String(other.seq)),
            ("t", JSONText.time(t), JSONText.time(other.t)),
            ("kind", kind, other.kind), ("text", text, other.text),
            ("obj", object, other.object), ("other", self.other, other.other),
            ("sel", selector, other.selector),
        ]
        for (name, a, b) in fields where a != b {
            return name == "text" ? name : "\(name): \(sides.0) \(show(a)), \(sides.1) \(show(b))"
        }
        return nil
    }

    /// "0.250000 #12 text": the log's timed notation (text export, replay differences).
    var timed: String { JSONText.time(t) + " #\(seq) " + text }

    var jsonLine: String {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the line (without its newline) to `out`.
    func write(to out: inout [UInt8]) {
        JSONBytes.append(#"{"type": "log", "seq": "#, to: &out)
        JSONBytes.appendInteger(seq, to: &out)
        JSONBytes.append(#", "t": "#, to: &out)
        JSONBytes.appendTime(t, to: &out)
        JSONBytes.append(#", "kind": "#, to: &out)
        JSONBytes.appendQuoted(kind, to: &out)
        JSONBytes.append(#", "text": "#, to: &out)
        JSONBytes.appendQuoted(text, to: &out)
        if let object {
            JSONBytes.append(#", "obj": "#, to: &out)
            JSONBytes.appendQuoted(object, to: &out)
        }
        if let other {
            JSONBytes.append(#", "other": "#, to: &out)
            JSONBytes.appendQuoted(other, to: &out)
        }
        if let selector {
            JSONBytes.append(#", "sel": "#, to: &out)
            JSONBytes.appendQuoted(selector, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }
}

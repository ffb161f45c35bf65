import Foundation
import ViewModel

/// Writes a trace as it happens: the header, then every input and dispatch-log record of a world in order.
///
/// Lines are buffered and written out by `flush()` — the window flushes once a frame, so a killed process leaves a
/// valid trace up to its last frame — or whenever the buffer passes 64 KiB.
@MainActor
public final class TraceWriter {
    private let file: OutputFile
    private var buffer: [UInt8] = []
    private var names: [ObjectIdentifier: String] = [:]
    private var counts: [String: Int] = [:]
    private static let bufferLimit = 64 * 1024

    /// Creates (or truncates) the file at `path` and writes the header.
    public init(path: String, header: TraceHeader) throws {
        file = try OutputFile(path: path, mode: .inPlace)  // in place: a killed recorder leaves a valid trace
        append(header.jsonLine)
        flush()
    }

    /// Records everything the world's log records from now on.
    public func follow(_ log: DispatchLog) {
        log.onRecord = { [unowned self] in write($0) }
    }

    public func write(_ record: DispatchRecord) {
        switch record.kind {
        case .input(let input):
            append(input.jsonLine)
        case .trace(let event):
            append(line(for: event, seq: record.sequence, t: record.time, text: record.text).jsonLine)
        }
        if buffer.count > Self.bufferLimit { flush() }
    }

    public func mark(_ label: String, at t: TimeInterval) {
        append("{\"type\": \"marker\", \"t\": \(JSONText.time(t)), \"label\": \(JSONText.quoted(label))}")
    }

    /// Ends the trace at time `t`: replay runs the clock that far.
    public func finish(at t: TimeInterval) {
        append("{\"type\": \"end\", \"t\": \(JSONText.time(t))}")
        flush()
        file.close()
    }

    /// The first write that failed (a full disk, a removed file): the trace stops growing there, and the host
    /// reports it instead of crashing or losing the session silently.
    public private(set) var failure: String?

    /// Writes out what is buffered.
    public func flush() {
        guard !buffer.isEmpty, failure == nil else { return }
        if let error = file.write(buffer) { failure = "writing the trace failed: \(error)" }
        buffer.removeAll(keepingCapacity: true)
    }

    private func append(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
    }

    private func line(for event: TraceEvent, seq: Int, t: TimeInterval, text: String) -> TraceLogLine {
        var line = TraceLogLine(seq: seq, t: t, kind: Self.kind(of: event), text: text)
        switch event {
        case .hitTest(let view), .pointInside(let view), .hitTestRefused(let view, _), .pointInsideResult(let view, _):
            line.object = name(view)
        case .hitTestResult(let view, let result):
            line.object = name(view)
            line.other = result.map(name)
        case .message(let receiver, let selector, let from):
            line.object = name(receiver)
            line.other = from.map(name)
            line.selector = selector.rawValue
        case .chainEnded(let selector, let last):
            line.object = name(last)
            line.selector = selector.rawValue
        case .controlEvent(let control, _):
            line.object = name(control)
        case .action(let action, let target, let sender, _):
            line.object = sender.map(name)
            line.other = target.map(name)
            line.selector = action.name
        case .gestureState(let recognizer, _, _, _):
            line.object = name(recognizer)
        case .gestureAction(let recognizer, let action, let target):
            line.object = name(recognizer)
            line.other = target.map(name)
            line.selector = action?.name
        case .user, .note:
            break
        }
        return line
    }

    /// "EView#3": the class and a number for the instance, the same for the whole trace.
    private func name(_ object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let known = names[id] { return known }
        let base = className(of: object)
        let number = (counts[base] ?? 0) + 1
        counts[base] = number
        let made = "\(base)#\(number)"
        names[id] = made
        return made
    }

    static func kind(of event: TraceEvent) -> String {
        switch event {
        case .hitTest: "hitTest"
        case .hitTestRefused: "hitTestRefused"
        case .pointInside: "pointInside"
        case .pointInsideResult: "pointInsideResult"
        case .hitTestResult: "hitTestResult"
        case .message: "message"
        case .chainEnded: "chainEnded"
        case .controlEvent: "controlEvent"
        case .action: "action"
        case .gestureState: "gestureState"
        case .gestureAction: "gestureAction"
        case .user: "user"
        case .note: "note"
        }
    }
}

/// What can go wrong with a trace file.
public enum TraceError: Error, CustomStringConvertible, Equatable {
    case cannotRead(String)
    case cannotWrite(String)
    case bad(line: Int, message: String)
    case unknownVersion(Int)
    case unknownExample(String, valid: [String])
    case missingHeader

    public var description: String {
        switch self {
        case .cannotRead(let path): "cannot read \(path)"
        case .cannotWrite(let path): "cannot write \(path)"
        case .bad(let line, let message): "line \(line): \(message)"
        case .unknownVersion(let version):
            "unknown trace format version \(version); this build reads version "
                + TraceHeader.supportedVersions.map(String.init).joined(separator: ", ")
        case .unknownExample(let id, let valid): "unknown example '\(id)'; valid: \(valid.joined(separator: ", "))"
        case .missingHeader: "the trace has no header, and no example was named"
        }
    }
}

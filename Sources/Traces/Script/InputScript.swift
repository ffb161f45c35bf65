import Dispatcher
import Foundation

/// A problem with one line of an input script or trace.
public struct InputScriptError: Error, CustomStringConvertible, Equatable, Sendable {
    public let line: Int
    public let message: String

    public var description: String { "line \(line): \(message)" }
}

/// An input script: JSON Lines of `InputRecord`s, checked line by line.
///
/// A line is bad when it is not a JSON object, lacks a field, has a non-finite or mistyped value, goes back in
/// time, or breaks a phase order (a finger's move, up or cancel before its down, or down twice; a key or a shake
/// ended before it began, or begun twice). Blank lines and lines starting with `//` are skipped.
public struct InputScript: Sendable {
    public enum BadLinePolicy: Sendable { case stop, skip }

    public private(set) var records: [InputRecord] = []
    /// The bad lines that were skipped (only with `.skip`).
    public private(set) var skipped: [InputScriptError] = []

    /// Parses `text`; with `.stop` the first bad line throws, with `.skip` it is listed in `skipped`. Lines end
    /// with `\n` or `\r\n`; a UTF-8 byte-order mark before the first is ignored.
    public init(parsing text: String, onBadLine policy: BadLinePolicy = .stop) throws(InputScriptError) {
        var checker = InputChecker()
        for (index, rawLine) in JSONLines.lines(of: text).enumerated() {
            let line = rawLine.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if JSONLines.isBlankOrComment(line) { continue }
            do {
                records.append(try checker.record(from: InputChecker.fields(of: line, lineNumber: index + 1), lineNumber: index + 1))
            } catch {
                if policy == .stop { throw error }
                skipped.append(error)
            }
        }
    }
}

/// How scripts and traces are cut into lines, the same for both.
enum JSONLines {
    /// The lines of `text`, split at `\n` (so `\r\n` too: the `\r` is the JSON's trailing space), without a
    /// leading byte-order mark. Splitting the bytes, not the characters: Swift's `Character` joins `\r\n` into
    /// one, which `"\n"` does not match.
    static func lines(of text: String) -> [ArraySlice<UInt8>] {
        var bytes = ArraySlice(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// Whether a line (leading blanks dropped) holds nothing to read: empty, blanks, or a `//` comment.
    static func isBlankOrComment(_ line: ArraySlice<UInt8>) -> Bool {
        line.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
            || line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}

/// Reads input records from JSON objects and checks that time and each device's phases go in order.
struct InputChecker {
    private var fingers = Set<Int>()
    private var keys = Set<String>()
    private var shaking = false
    private var lastTime = -Double.infinity

    static func fields(of line: ArraySlice<UInt8>, lineNumber: Int) throws(InputScriptError) -> [String: JSONValue] {
        do {
            return try JSONLine.parse(line)
        } catch {
            let head = String(decoding: line.prefix(60), as: UTF8.self)
            if error == .nonFinite {
                throw InputScriptError(line: lineNumber, message: "a number is not finite (NaN, Infinity or out of range): \(head)")
            }
            if error == .tooDeep {
                throw InputScriptError(line: lineNumber, message: "arrays or objects nested more than \(JSONLine.maximumDepth) deep: \(head)")
            }
            throw InputScriptError(line: lineNumber, message: "not a JSON object: \(head)")
        }
    }

    /// The input record of `fields`, checked against what came before.
    mutating func record(from fields: [String: JSONValue], lineNumber: Int) throws(InputScriptError) -> InputRecord {
        let record = try Self.parse(fields, lineNumber: lineNumber)
        try check(record, lineNumber: lineNumber)
        lastTime = record.t
        return record
    }

    private static func parse(_ fields: [String: JSONValue], lineNumber: Int) throws(InputScriptError) -> InputRecord {
        func fail(_ message: String) -> InputScriptError { InputScriptError(line: lineNumber, message: message) }
        func number(_ key: String, in range: ClosedRange<Double>) throws(InputScriptError) -> Double {
            guard let value = fields[key] else { throw fail("missing field \"\(key)\"") }
            guard case .number(let number) = value else { throw fail("\"\(key)\" is not a number") }
            if let problem = InputLimits.problem(key, number, in: range) { throw fail(problem) }
            return number
        }
        func phase(allowed: [InputRecord.Phase]) throws(InputScriptError) -> InputRecord.Phase {
            guard let value = fields["phase"] else { throw fail("missing field \"phase\"") }
            guard case .string(let name) = value, let phase = InputRecord.Phase(rawValue: name), allowed.contains(phase)
            else { throw fail("\"phase\" must be one of \(allowed.map(\.rawValue).joined(separator: ", "))") }
            return phase
        }
        let t = try number("t", in: InputLimits.times)
        if let shake = fields["shake"] {
            guard case .string(let name) = shake, let phase = InputRecord.Phase(rawValue: name), !phase.isTouchPhase
            else { throw fail("\"shake\" must be began or ended") }
            return InputRecord(t: t, shake: phase)
        }
        if let key = fields["key"] {
            guard case .string(let name) = key, !name.isEmpty, name.utf8.count <= InputLimits.maximumKeyNameLength,
                !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            else {
                throw fail("\"key\" must be a key name: 1 to \(InputLimits.maximumKeyNameLength) bytes, no control characters")
            }
            return InputRecord(t: t, key: name, phase: try phase(allowed: [.began, .ended]))
        }
        guard case .number(let finger)? = fields["finger"], finger >= 0, finger == finger.rounded(), finger < 64 else {
            throw fail(fields["finger"] == nil ? "missing field \"finger\"" : "\"finger\" must be a whole number from 0 to 63")
        }
        let touchPhase = try phase(allowed: [.down, .move, .up, .cancel])
        var record = InputRecord(t: t, finger: Int(finger), phase: touchPhase,
                                 x: try number("x", in: InputLimits.coordinates), y: try number("y", in: InputLimits.coordinates))
        if fields["pressure"] != nil { record.pressure = try number("pressure", in: InputLimits.pressures) }
        return record
    }

    private mutating func check(_ record: InputRecord, lineNumber: Int) throws(InputScriptError) {
        func fail(_ message: String) -> InputScriptError { InputScriptError(line: lineNumber, message: message) }
        guard record.t >= lastTime else {
            throw fail("time goes back: t=\(record.t) after t=\(lastTime)")
        }
        switch (record.device, record.phase) {
        case (.touch, .down):
            guard fingers.insert(record.finger).inserted else {
                throw fail("down for finger \(record.finger), which is already down")
            }
        case (.touch, _):
            guard fingers.contains(record.finger) else {
                throw fail("\(record.phase.rawValue) for finger \(record.finger) before its down")
            }
            if record.phase != .move { fingers.remove(record.finger) }
        case (.shake, .began):
            guard !shaking else { throw fail("shake began twice") }
            shaking = true
        case (.shake, _):
            guard shaking else { throw fail("shake ended before it began") }
            shaking = false
        case (.key(let name), .began):
            guard keys.insert(name).inserted else { throw fail("key \"\(name)\" began twice") }
        case (.key(let name), _):
            guard keys.remove(name) != nil else { throw fail("key \"\(name)\" ended before it began") }
        }
    }
}

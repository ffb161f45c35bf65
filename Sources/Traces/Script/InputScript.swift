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

/// Reads input records from JSON objects and checks that time and each device's phases go in order: the one
/// check of inputs, for scripts and traces read and for inputs about to be written or played (scene files' demos).
package struct InputChecker {
    private var fingers = Set<Int>()
    private var keys = Set<String>()
    private var shaking = false
    private var lastTime = -Double.infinity

    package init() {}

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
        if let problem = accept(record) { throw InputScriptError(line: lineNumber, message: problem) }
        return record
    }

    /// The record a line's fields describe; the types are checked here, the values by `check`.
    private static func parse(_ fields: [String: JSONValue], lineNumber: Int) throws(InputScriptError) -> InputRecord {
        func fail(_ message: String) -> InputScriptError { InputScriptError(line: lineNumber, message: message) }
        func number(_ key: String) throws(InputScriptError) -> Double {
            guard let value = fields[key] else { throw fail("missing field \"\(key)\"") }
            guard case .number(let number) = value else { throw fail("\"\(key)\" is not a number") }
            return number
        }
        func phase(allowed: [InputRecord.Phase]) throws(InputScriptError) -> InputRecord.Phase {
            guard let value = fields["phase"] else { throw fail("missing field \"phase\"") }
            guard case .string(let name) = value, let phase = InputRecord.Phase(rawValue: name), allowed.contains(phase)
            else { throw fail("\"phase\" must be one of \(allowed.map(\.rawValue).joined(separator: ", "))") }
            return phase
        }
        // The time first, so that a time out of range is named as such whatever else the line holds.
        let t = try number("t")
        if let problem = InputLimits.problem("t", t, in: InputLimits.times) { throw fail(problem) }
        if let shake = fields["shake"] {
            guard case .string(let name) = shake, let phase = InputRecord.Phase(rawValue: name), !phase.isTouchPhase
            else { throw fail("\"shake\" must be began or ended") }
            return InputRecord(t: t, shake: phase)
        }
        if let key = fields["key"] {
            guard case .string(let name) = key else { throw fail(InputLimits.keyNameRule) }
            return InputRecord(t: t, key: name, phase: try phase(allowed: [.began, .ended]))
        }
        guard case .number(let finger)? = fields["finger"], InputLimits.fingers.contains(finger), finger == finger.rounded()
        else {
            throw fail(fields["finger"] == nil ? "missing field \"finger\"" : InputLimits.fingerRule)
        }
        let touchPhase = try phase(allowed: [.down, .move, .up, .cancel])
        var record = InputRecord(t: t, finger: Int(finger), phase: touchPhase, x: try number("x"), y: try number("y"))
        if fields["pressure"] != nil { record.pressure = try number("pressure") }
        return record
    }

    /// Why `record` — read from a line or made by a program — is not one a script or trace may hold after the
    /// records before it, or nil when it is; it is then taken as the latest. The same check for reading and for
    /// writing, so that what touchsim writes, it reads back.
    package mutating func accept(_ record: InputRecord) -> String? {
        if let problem = Self.valueProblem(record) ?? orderProblem(record) { return problem }
        lastTime = record.t
        switch (record.device, record.phase) {
        case (.touch, .down): fingers.insert(record.finger)
        case (.touch, .move): break
        case (.touch, _): fingers.remove(record.finger)
        case (.shake, let phase): shaking = phase == .began
        case (.key(let name), .began): keys.insert(name)
        case (.key(let name), _): keys.remove(name)
        }
        return nil
    }

    /// Every number in its range, a finger's number and a key's name as the format allows.
    private static func valueProblem(_ record: InputRecord) -> String? {
        if let problem = InputLimits.problem("t", record.t, in: InputLimits.times) { return problem }
        switch record.device {
        case .shake: return nil
        case .key(let name): return InputLimits.isKeyName(name) ? nil : InputLimits.keyNameRule
        case .touch:
            guard InputLimits.fingers.contains(Double(record.finger)) else { return InputLimits.fingerRule }
            return InputLimits.problem("x", record.x, in: InputLimits.coordinates)
                ?? InputLimits.problem("y", record.y, in: InputLimits.coordinates)
                ?? record.pressure.flatMap { InputLimits.problem("pressure", $0, in: InputLimits.pressures) }
        }
    }

    /// Time goes forward, and each device's phases in order.
    private func orderProblem(_ record: InputRecord) -> String? {
        guard record.t >= lastTime else { return "time goes back: t=\(record.t) after t=\(lastTime)" }
        switch (record.device, record.phase) {
        case (.touch, .down):
            if fingers.contains(record.finger) { return "down for finger \(record.finger), which is already down" }
        case (.touch, let phase):
            if !fingers.contains(record.finger) { return "\(phase.rawValue) for finger \(record.finger) before its down" }
        case (.shake, .began): if shaking { return "shake began twice" }
        case (.shake, _): if !shaking { return "shake ended before it began" }
        case (.key(let name), .began): if keys.contains(name) { return "key \"\(name)\" began twice" }
        case (.key(let name), _): if !keys.contains(name) { return "key \"\(name)\" ended before it began" }
        }
        return nil
    }
}

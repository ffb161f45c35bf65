import Foundation

/// A problem with one line of an input script.
public struct InputScriptError: Error, CustomStringConvertible, Equatable, Sendable {
    public let line: Int
    public let message: String

    public var description: String { "line \(line): \(message)" }
}

/// An input script: JSON Lines of `InputRecord`s, checked line by line.
///
/// A line is bad when it is not a JSON object, lacks a field, has a non-finite or mistyped value, goes back in
/// time, or breaks a phase order (a finger's move, up or cancel before its down, or down twice; a key or a shake
/// ended before it began, or begun twice). Blank lines and lines
/// starting with `//` are skipped.
public struct InputScript: Sendable {
    public enum BadLinePolicy: Sendable { case stop, skip }

    public private(set) var records: [InputRecord] = []
    /// The bad lines that were skipped (only with `.skip`).
    public private(set) var skipped: [InputScriptError] = []

    /// Parses `text`; with `.stop` the first bad line throws, with `.skip` it is listed in `skipped`.
    public init(parsing text: String, onBadLine policy: BadLinePolicy = .stop) throws(InputScriptError) {
        var held = Held()
        var lastTime = -Double.infinity
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("//") { continue }
            do {
                let record = try Self.record(from: line, lineNumber: index + 1)
                try Self.check(record, lineNumber: index + 1, after: lastTime, held: &held)
                lastTime = record.t
                records.append(record)
            } catch {
                if policy == .stop { throw error }
                skipped.append(error)
            }
        }
    }

    private static func record(from line: String, lineNumber: Int) throws(InputScriptError) -> InputRecord {
        func fail(_ message: String) -> InputScriptError { InputScriptError(line: lineNumber, message: message) }
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let fields = object as? [String: Any]
        else {
            // JSON has no infinities: NaN, Infinity or an overflowing exponent make the line unparsable.
            if line.range(of: #"(?i)\bnan\b|infinity|\d[eE]\+?\d{3,}"#, options: .regularExpression) != nil {
                throw fail("a number is not finite (NaN, Infinity or out of range): \(line.prefix(60))")
            }
            throw fail("not a JSON object: \(line.prefix(60))")
        }

        func number(_ key: String) throws(InputScriptError) -> Double {
            guard let value = fields[key] else { throw fail("missing field \"\(key)\"") }
            guard let double = Self.double(from: value) else { throw fail("\"\(key)\" is not a number") }
            guard double.isFinite else { throw fail("\"\(key)\" is not a finite number") }
            return double
        }

        let t = try number("t")
        guard t >= 0 else { throw fail("\"t\" is negative") }
        func phase(allowed: [InputRecord.Phase]) throws(InputScriptError) -> InputRecord.Phase {
            guard let value = fields["phase"] else { throw fail("missing field \"phase\"") }
            guard let name = value as? String, let phase = InputRecord.Phase(rawValue: name), allowed.contains(phase) else {
                throw fail("\"phase\" must be one of \(allowed.map(\.rawValue).joined(separator: ", "))")
            }
            return phase
        }
        if let shake = fields["shake"] {
            guard let name = shake as? String, let phase = InputRecord.Phase(rawValue: name), !phase.isTouchPhase else {
                throw fail("\"shake\" must be began or ended")
            }
            return InputRecord(t: t, shake: phase)
        }
        if let key = fields["key"] {
            guard let name = key as? String, !name.isEmpty else { throw fail("\"key\" must be a key name") }
            return InputRecord(t: t, key: name, phase: try phase(allowed: [.began, .ended]))
        }
        let fingerValue = try number("finger")
        guard fingerValue >= 0, fingerValue == fingerValue.rounded(), fingerValue < 64 else {
            throw fail("\"finger\" must be a whole number from 0 to 63")
        }
        let touchPhase = try phase(allowed: [.down, .move, .up, .cancel])
        return InputRecord(t: t, finger: Int(fingerValue), phase: touchPhase, x: try number("x"), y: try number("y"))
    }

    /// A JSON number as a Double. Foundation gives JSON numbers and booleans alike as NSNumber; a boolean's
    /// Objective-C type is "c" (and on Linux any NSNumber of 0 or 1 also casts to Bool, so `is Bool` won't do).
    private static func double(from value: Any) -> Double? {
        if let number = value as? NSNumber {
            return String(cString: number.objCType) == "c" ? nil : number.doubleValue
        }
        return value as? Double
    }

    /// What is down while a script plays: fingers, keys, a shake.
    private struct Held {
        var fingers = Set<Int>()
        var keys = Set<String>()
        var shaking = false
    }

    private static func check(
        _ record: InputRecord, lineNumber: Int, after lastTime: Double, held: inout Held
    ) throws(InputScriptError) {
        func fail(_ message: String) -> InputScriptError { InputScriptError(line: lineNumber, message: message) }
        guard record.t >= lastTime else {
            throw fail("time goes back: t=\(record.t) after t=\(lastTime)")
        }
        switch (record.device, record.phase) {
        case (.touch, .down):
            guard held.fingers.insert(record.finger).inserted else {
                throw fail("down for finger \(record.finger), which is already down")
            }
        case (.touch, _):
            guard held.fingers.contains(record.finger) else {
                throw fail("\(record.phase.rawValue) for finger \(record.finger) before its down")
            }
            if record.phase != .move { held.fingers.remove(record.finger) }
        case (.shake, .began):
            guard !held.shaking else { throw fail("shake began twice") }
            held.shaking = true
        case (.shake, _):
            guard held.shaking else { throw fail("shake ended before it began") }
            held.shaking = false
        case (.key(let name), .began):
            guard held.keys.insert(name).inserted else { throw fail("key \"\(name)\" began twice") }
        case (.key(let name), _):
            guard held.keys.remove(name) != nil else { throw fail("key \"\(name)\" ended before it began") }
        }
    }
}

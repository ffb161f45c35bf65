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
/// time, or breaks a finger's phase order (move, up or cancel before down; down twice). Blank lines and lines
/// starting with `//` are skipped.
public struct InputScript: Sendable {
    public enum BadLinePolicy: Sendable { case stop, skip }

    public private(set) var records: [InputRecord] = []
    /// The bad lines that were skipped (only with `.skip`).
    public private(set) var skipped: [InputScriptError] = []

    /// Parses `text`; with `.stop` the first bad line throws, with `.skip` it is listed in `skipped`.
    public init(parsing text: String, onBadLine policy: BadLinePolicy = .stop) throws(InputScriptError) {
        var fingersDown = Set<Int>()
        var lastTime = -Double.infinity
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("//") { continue }
            do {
                let record = try Self.record(from: line, lineNumber: index + 1)
                try Self.check(record, lineNumber: index + 1, after: lastTime, fingersDown: &fingersDown)
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
        let fingerValue = try number("finger")
        guard fingerValue >= 0, fingerValue == fingerValue.rounded(), fingerValue < 64 else {
            throw fail("\"finger\" must be a whole number from 0 to 63")
        }
        guard let phaseName = fields["phase"] else { throw fail("missing field \"phase\"") }
        guard let name = phaseName as? String, let phase = InputRecord.Phase(rawValue: name) else {
            let valid = InputRecord.Phase.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail("\"phase\" must be one of \(valid)")
        }
        return InputRecord(t: t, finger: Int(fingerValue), phase: phase, x: try number("x"), y: try number("y"))
    }

    /// A JSON number as a Double. Foundation gives JSON numbers and booleans alike as NSNumber; a boolean's
    /// Objective-C type is "c" (and on Linux any NSNumber of 0 or 1 also casts to Bool, so `is Bool` won't do).
    private static func double(from value: Any) -> Double? {
        if let number = value as? NSNumber {
            return String(cString: number.objCType) == "c" ? nil : number.doubleValue
        }
        return value as? Double
    }

    private static func check(
        _ record: InputRecord, lineNumber: Int, after lastTime: Double, fingersDown: inout Set<Int>
    ) throws(InputScriptError) {
        func fail(_ message: String) -> InputScriptError { InputScriptError(line: lineNumber, message: message) }
        guard record.t >= lastTime else {
            throw fail("time goes back: t=\(record.t) after t=\(lastTime)")
        }
        switch record.phase {
        case .down:
            guard fingersDown.insert(record.finger).inserted else {
                throw fail("down for finger \(record.finger), which is already down")
            }
        case .move, .up, .cancel:
            guard fingersDown.contains(record.finger) else {
                throw fail("\(record.phase.rawValue) for finger \(record.finger) before its down")
            }
            if record.phase != .move { fingersDown.remove(record.finger) }
        }
    }
}

import Foundation

/// A value of a one-line JSON object, as input scripts and traces use them.
public enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case object([String: JSONValue])
    case array([JSONValue])
}

/// A small, strict JSON parser for one line holding one object.
///
/// Traces hold millions of such lines: a hand-written parser over UTF-8 bytes is several times faster than
/// `JSONSerialization`, and it tells booleans from numbers, and non-finite numbers from garbage, for the errors.
struct JSONLine {
    enum Failure: Error, Equatable {
        case notAnObject
        case malformed
        case nonFinite
    }

    private let bytes: ArraySlice<UInt8>
    private var index: Int

    /// Parses `line` as one JSON object with nothing after it.
    static func parse(_ line: Substring) throws(Failure) -> [String: JSONValue] {
        try parse(ArraySlice(line.utf8))
    }

    /// Parses the bytes of one line (a trace reader's buffer, not copied into a string first).
    static func parse(_ line: ArraySlice<UInt8>) throws(Failure) -> [String: JSONValue] {
        var parser = JSONLine(bytes: line)
        parser.skipSpace()
        guard parser.peek == UInt8(ascii: "{") else { throw .notAnObject }
        guard case .object(let fields) = try parser.value() else { throw .notAnObject }
        parser.skipSpace()
        guard parser.index == parser.bytes.endIndex else { throw .malformed }
        return fields
    }

    private init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    private var peek: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        skipSpace()
        guard peek == byte else { throw .malformed }
        index += 1
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipSpace()
        guard let byte = peek else { throw .malformed }
        switch byte {
        case UInt8(ascii: "{"): return .object(try object())
        case UInt8(ascii: "["): return .array(try array())
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "N"), UInt8(ascii: "I"): throw .nonFinite  // NaN, Infinity
        default: return .number(try number())
        }
    }

    private mutating func object() throws(Failure) -> [String: JSONValue] {
        try expect(UInt8(ascii: "{"))
        var fields: [String: JSONValue] = [:]
        fields.reserveCapacity(8)
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return fields
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw .malformed }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            fields[key] = try value()
            skipSpace()
            guard let next = peek else { throw .malformed }
            index += 1
            if next == UInt8(ascii: "}") { return fields }
            guard next == UInt8(ascii: ",") else { throw .malformed }
        }
    }

    private mutating func array() throws(Failure) -> [JSONValue] {
        try expect(UInt8(ascii: "["))
        var items: [JSONValue] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            items.append(try value())
            skipSpace()
            guard let next = peek else { throw .malformed }
            index += 1
            if next == UInt8(ascii: "]") { return items }
            guard next == UInt8(ascii: ",") else { throw .malformed }
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var start = index
        var simple: [UInt8] = []
        while true {
            guard let byte = peek else { throw .malformed }
            if byte == UInt8(ascii: "\""), scalars.isEmpty, simple.isEmpty {
                // No escapes (nearly every string in a trace): one validation of the bytes in place.
                guard let text = String(validating: bytes[start..<index], as: UTF8.self) else { throw .malformed }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\"") {
                simple.append(contentsOf: bytes[start..<index])
                index += 1
                guard let text = String(validating: simple, as: UTF8.self) else { throw .malformed }
                if scalars.isEmpty { return text }
                scalars.append(contentsOf: text.unicodeScalars)
                return String(scalars)
            }
            if byte < 0x20 { throw .malformed }
            if byte == UInt8(ascii: "\\") {
                simple.append(contentsOf: bytes[start..<index])
                guard let text = String(validating: simple, as: UTF8.self) else { throw .malformed }
                scalars.append(contentsOf: text.unicodeScalars)
                simple = []
                index += 1
                guard let escape = peek else { throw .malformed }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{c}")
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.endIndex,
                        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw .malformed }
                    scalars.append(scalar)
                    index += 4
                default: throw .malformed
                }
                start = index
                continue
            }
            index += 1
        }
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        while let byte = peek,
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        {
            index += 1
        }
        guard index > start else { throw .malformed }
        if let simple = Self.simpleDecimal(bytes[start..<index]) { return simple }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw .malformed }
        guard value.isFinite else { throw .nonFinite }
        return value
    }

    private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

    /// `-ddd.ddd` with at most 15 digits, without building a string: the mantissa and the power of ten are exact
    /// doubles, so their quotient is correctly rounded — the same double `Double(String)` gives. Traces are full
    /// of such numbers (times, coordinates); anything else returns nil for the general path.
    private static func simpleDecimal(_ digits: ArraySlice<UInt8>) -> Double? {
        var mantissa: Int64 = 0
        var count = 0
        var decimals = -1
        var negative = false
        for (offset, byte) in zip(0..., digits) {
            switch byte {
            case UInt8(ascii: "-") where offset == 0: negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                count += 1
                if decimals >= 0 { decimals += 1 }
            case UInt8(ascii: ".") where decimals < 0 && count > 0: decimals = 0
            default: return nil
            }
        }
        guard count > 0, count <= 15, decimals != 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[max(decimals, 0)]
        return negative ? -value : value
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.endIndex, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
            throw .malformed
        }
        index += utf8.count
        return value
    }
}

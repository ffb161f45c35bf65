import Dispatcher
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

/// A strict RFC 8259 parser for one line holding one object: numbers in JSON's grammar only (no `+1`, `01`,
/// `.5`, `1.`), escapes including surrogate pairs, UTF-8 validated (never replaced), nesting at most
/// `maximumDepth` deep, and time linear in the line's length.
///
/// Traces hold millions of such lines: a hand-written parser over UTF-8 bytes is several times faster than
/// `JSONSerialization`, and it tells booleans from numbers, and non-finite numbers from garbage, for the errors.
struct JSONLine {
    enum Failure: Error, Equatable {
        case notAnObject
        case malformed
        case nonFinite
        case tooDeep
    }

    /// How deep arrays and objects may nest. Scripts and traces need 3; the bound keeps a line of 100,000 `[`
    /// from exhausting the stack.
    static let maximumDepth = 32

    private let bytes: ArraySlice<UInt8>
    private var index: Int
    private var depth = 0

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
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw .tooDeep }
            return byte == UInt8(ascii: "{") ? .object(try object()) : .array(try array())
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

    /// A string: its bytes copied run by run into one buffer, escapes decoded into it as UTF-8, the whole
    /// validated once at the end — linear in its length.
    private mutating func string() throws(Failure) -> String {
        index += 1  // the opening quote
        var start = index
        var decoded: [UInt8]?  // nil until the first escape: most strings are validated in place
        while true {
            guard let byte = peek else { throw .malformed }
            if byte == UInt8(ascii: "\"") {
                let tail = bytes[start..<index]
                index += 1
                guard var buffer = decoded else {
                    guard let text = String(validating: tail, as: UTF8.self) else { throw .malformed }
                    return text
                }
                buffer.append(contentsOf: tail)
                guard let text = String(validating: buffer, as: UTF8.self) else { throw .malformed }
                return text
            }
            if byte < 0x20 { throw .malformed }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            var buffer = decoded ?? []
            decoded = nil  // keep the buffer uniquely referenced while it grows
            buffer.append(contentsOf: bytes[start..<index])
            index += 1
            try escape(into: &buffer)
            decoded = buffer
            start = index
        }
    }

    /// Decodes the escape after a backslash into `buffer` as UTF-8.
    private mutating func escape(into buffer: inout [UInt8]) throws(Failure) {
        guard let escape = peek else { throw .malformed }
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code) {
                // A high surrogate must be followed by an escaped low one; together they are one scalar.
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "u")
                else { throw .malformed }
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw .malformed }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw .malformed }  // a lone low surrogate
            buffer.append(contentsOf: UTF8.encode(scalar)!)
        default: throw .malformed
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.endIndex else { throw .malformed }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .malformed
            }
            code = code << 4 | UInt32(digit)
        }
        index += 4
        return code
    }

    /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(Failure) -> Double {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        if peek == UInt8(ascii: "-") { index += 1 }
        guard isDigit(peek) else { throw .malformed }
        if peek == UInt8(ascii: "0") {
            index += 1
            if isDigit(peek) { throw .malformed }  // a leading zero
        } else {
            while isDigit(peek) { index += 1 }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek) else { throw .malformed }
            while isDigit(peek) { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek) else { throw .malformed }
            while isDigit(peek) { index += 1 }
        }
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
                count += 1
                guard count <= 15 else { return nil }  // before the mantissa could overflow
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                if decimals >= 0 { decimals += 1 }
            case UInt8(ascii: ".") where decimals < 0 && count > 0: decimals = 0
            default: return nil
            }
        }
        guard count > 0, decimals != 0 else { return nil }
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

/// JSON text written straight into a byte buffer: how a trace's lines are made. Building them as Strings cost a
/// recording a third of its time (measured: `TraceLogLine.jsonLine` was 35 % of `record`); bytes appended to one
/// reused buffer cost a fraction of that.
enum JSONBytes {
    /// `text` as a JSON string, quotes included; control characters, quotes and backslashes escaped.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        out.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            // Most text needs no escaping: one scan, then one copy.
            guard bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                out.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case ..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Seconds with six decimals, by integer arithmetic (`String(format:)` costs microseconds on Linux).
    static func appendTime(_ value: Double, to out: inout [UInt8]) {
        let micros = Int64((value * 1e6).rounded())
        if micros < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = micros.magnitude
        appendInteger(magnitude / 1_000_000, to: &out)
        out.append(UInt8(ascii: "."))
        // Six digits filled from the right in place (no array per call: this runs for every record written).
        var fraction = magnitude % 1_000_000
        let first = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 6))
        for index in stride(from: first + 5, through: first, by: -1) {
            out[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
    }

    /// A whole number in decimal.
    static func appendInteger<Number: BinaryInteger>(_ value: Number, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = UInt64(value.magnitude)
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
    }

    static func append(_ literal: StaticString, to out: inout [UInt8]) {
        literal.withUTF8Buffer { out.append(contentsOf: $0) }
    }
}

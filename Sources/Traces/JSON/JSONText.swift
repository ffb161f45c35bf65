import Dispatcher
import Foundation

/// Small JSON text helpers: the trace is written by hand so its layout is stable and cheap to produce.
enum JSONText {
    static func quoted(_ text: String) -> String {
        // Most text needs no escaping: check the bytes first (this runs for every record written).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A coordinate as a trace writes it: whole numbers as integers, others with up to six decimals.
    static func number(_ value: Double) -> String {
        let kept = InputRecord.kept(value)
        return kept == kept.rounded() && abs(kept) < 1e15 ? String(Int(kept)) : "\(kept)"
    }

    /// Seconds with six decimals, by integer arithmetic (`String(format:)` costs microseconds on Linux).
    static func time(_ value: Double) -> String {
        let micros = Int64((value * 1e6).rounded())
        let sign = micros < 0 ? "-" : ""
        let magnitude = micros.magnitude
        let fraction = String(magnitude % 1_000_000)
        return sign + String(magnitude / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

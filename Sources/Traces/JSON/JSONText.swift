import Dispatcher
import Foundation

/// Small JSON text helpers: the trace is written by hand so its layout is stable and cheap to produce.
package enum JSONText {
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONBytes.appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A coordinate as a trace writes it: whole numbers as integers, others with up to six decimals.
    static func number(_ value: Double) -> String {
        let kept = InputRecord.kept(value)
        return kept == kept.rounded() && abs(kept) < 1e15 ? String(Int(kept)) : "\(kept)"
    }

    /// Seconds with six decimals (`JSONBytes.appendTime`).
    static func time(_ value: Double) -> String {
        var bytes: [UInt8] = []
        JSONBytes.appendTime(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

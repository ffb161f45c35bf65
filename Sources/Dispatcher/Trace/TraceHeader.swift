import Foundation

/// The first record of a trace: what produced it and what it plays against.
///
/// `{"type": "header", "format": "touchsim-trace", "version": 1, "app": "touchsim 0.3", "example":
/// "hit-test-order", "variant": null, "screen": {"width": 390, "height": 844, "scale": 3}, "device": "iphone"}`
public struct TraceHeader: Equatable, Sendable {
    /// The format versions this build reads.
    public static let supportedVersions = [1]
    public static let currentVersion = 1
    public static let formatName = "touchsim-trace"
    /// The version of touchsim that writes traces (kept in one place).
    public static let appVersion = "touchsim 0.3"

    public var version: Int
    public var app: String
    public var example: String
    public var variant: String?
    public var screenWidth: Double
    public var screenHeight: Double
    public var scale: Double
    public var device: String

    public init(
        version: Int = TraceHeader.currentVersion, app: String = TraceHeader.appVersion, example: String,
        variant: String? = nil, screenWidth: Double = 390, screenHeight: Double = 844, scale: Double = 3,
        device: String = "iphone"
    ) {
        self.version = version
        self.app = app
        self.example = example
        self.variant = variant
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.scale = scale
        self.device = device
    }

    var jsonLine: String {
        "{\"type\": \"header\", \"format\": \"\(Self.formatName)\", \"version\": \(version), "
            + "\"app\": \(JSONText.quoted(app)), \"example\": \(JSONText.quoted(example)), "
            + "\"variant\": \(variant.map(JSONText.quoted) ?? "null"), "
            + "\"screen\": {\"width\": \(JSONText.number(screenWidth)), \"height\": \(JSONText.number(screenHeight)), "
            + "\"scale\": \(JSONText.number(scale))}, \"device\": \(JSONText.quoted(device))}"
    }
}

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

    /// What a trace keeps of a coordinate or pressure: whole numbers as they are, others rounded to six decimals.
    /// The simulator plays inputs as kept, so a recorded session replays identically.
    static func kept(_ value: Double) -> Double {
        value == value.rounded() ? value : (value * 1e6).rounded() / 1e6
    }

    /// A coordinate as a trace writes it: whole numbers as integers, others with up to six decimals.
    static func number(_ value: Double) -> String {
        let kept = kept(value)
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

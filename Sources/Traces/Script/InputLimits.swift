import Dispatcher
import Foundation

/// The ranges of the numbers that scripts, traces and the command line give. A value outside its range is a
/// line-numbered error (exit 2) where it is read, so nothing later converts an out-of-range double to an
/// integer (a trap) or steps a clock by nothing (a hang). `docs/trace-format.md` lists them.
public enum InputLimits {
    /// Times, in seconds from the start: 0 to 1,000,000 (11.5 days). Traces keep microseconds.
    public static let times: ClosedRange<Double> = 0...1_000_000
    /// Coordinates, in points: ±1,000,000 (screens are a few thousand).
    public static let coordinates: ClosedRange<Double> = -1_000_000...1_000_000
    /// A touch's pressure (UIKit's `force`): 0 to 1,000 (an iPhone's maximum is about 6.7).
    public static let pressures: ClosedRange<Double> = 0...1_000
    /// A log record's sequence number: a whole number from 0 to 2^53, where doubles stop being exact.
    public static let sequenceNumbers: ClosedRange<Double> = 0...9_007_199_254_740_992
    /// A trace's format version: a whole number from 1 to 1,000.
    public static let versions: ClosedRange<Double> = 1...1_000
    /// A screen's size in points, each side.
    public static let screenSides: ClosedRange<Double> = 1...100_000
    /// A screen's scale (pixels per point).
    public static let screenScales: ClosedRange<Double> = 0.1...10
    /// A finger's number: 0 to 63.
    public static let fingers: ClosedRange<Double> = 0...63
    static let fingerRule = "\"finger\" must be a whole number from 0 to 63"
    /// A key's name, in bytes of UTF-8 (names are words: `a`, `Return`).
    public static let maximumKeyNameLength = 64
    static let keyNameRule = "\"key\" must be a key name: 1 to \(maximumKeyNameLength) bytes, no control characters"

    static func isKeyName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maximumKeyNameLength
            && !name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
    /// What-if changes a trace header may carry (`"set"`), and the bytes of each (`EView.hidden=true`).
    public static let maximumSettings = 1_000
    public static let maximumSettingLength = 1_000

    /// Why `value` is not a valid `name` in `range`, or nil when it is. `whole` also asks for an integer.
    static func problem(_ name: String, _ value: Double, in range: ClosedRange<Double>, whole: Bool = false) -> String? {
        if !range.contains(value) {
            return "\"\(name)\" is \(value), outside \(JSONText.number(range.lowerBound))…\(JSONText.number(range.upperBound))"
        }
        if whole, value != value.rounded() { return "\"\(name)\" is \(value), not a whole number" }
        return nil
    }
}

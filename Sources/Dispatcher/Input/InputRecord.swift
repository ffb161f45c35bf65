import Foundation

/// One input from the host: at time `t`, finger `finger` went down, moved, lifted or was cancelled at (x, y).
///
/// Its JSON form is one line of an input script or trace: `{"t": 0.0, "finger": 0, "phase": "down", "x": 120,
/// "y": 300}`. Points are in the key window's coordinates.
public struct InputRecord: Equatable, Hashable, Sendable {
    public enum Phase: String, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    public var t: TimeInterval
    public var finger: Int
    public var phase: Phase
    public var x: Double
    public var y: Double

    public init(t: TimeInterval, finger: Int = 0, phase: Phase, x: Double, y: Double) {
        self.t = t
        self.finger = finger
        self.phase = phase
        self.x = x
        self.y = y
    }

    public var point: CGPoint { CGPoint(x: x, y: y) }

    /// The record as one JSON line, times to the microsecond.
    public var jsonLine: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.6g", value)
        }
        return "{\"t\": \(String(format: "%.6f", t)), \"finger\": \(finger), \"phase\": \"\(phase.rawValue)\", "
            + "\"x\": \(number(x)), \"y\": \(number(y))}"
    }
}

import Foundation

/// One input from the host: at time `t`, finger `finger` went down, moved, lifted or was cancelled at (x, y);
/// or the device was shaken; or a key was pressed or released.
///
/// Its JSON form is one line of an input script or trace: `{"t": 0.0, "finger": 0, "phase": "down", "x": 120,
/// "y": 300}`; `{"t": 1.0, "shake": "began"}`; `{"t": 2.0, "key": "a", "phase": "began"}`. Points are in the
/// key window's coordinates.
public struct InputRecord: Equatable, Hashable, Sendable {
    public enum Phase: String, Sendable, CaseIterable {
        /// A finger's phases.
        case down, move, up, cancel
        /// A shake's or a key's phases.
        case began, ended

        package var isTouchPhase: Bool { self != .began && self != .ended }
    }

    /// What made the input.
    public enum Device: Equatable, Hashable, Sendable {
        case touch
        case shake
        case key(String)
    }

    public var t: TimeInterval
    public var device: Device = .touch
    public var finger: Int
    public var phase: Phase
    public var x: Double
    public var y: Double
    /// The touch's pressure (UIKit's `force`), when the host knows it.
    public var pressure: Double?

    public init(t: TimeInterval, finger: Int = 0, phase: Phase, x: Double, y: Double, pressure: Double? = nil) {
        self.t = t
        self.finger = finger
        self.phase = phase
        self.x = x
        self.y = y
        self.pressure = pressure
    }

    /// A shake of the device (`began` then `ended`).
    public init(t: TimeInterval, shake phase: Phase) {
        self.init(t: t, phase: phase, x: 0, y: 0)
        device = .shake
    }

    /// A key pressed (`began`) or released (`ended`).
    public init(t: TimeInterval, key: String, phase: Phase) {
        self.init(t: t, phase: phase, x: 0, y: 0)
        device = .key(key)
    }

    public var point: CGPoint { CGPoint(x: x, y: y) }

    /// What a trace keeps of a coordinate or pressure: whole numbers as they are, others rounded to six decimals.
    /// The simulator plays inputs as kept, so a recorded session replays identically.
    public static func kept(_ value: Double) -> Double {
        value == value.rounded() ? value : (value * 1e6).rounded() / 1e6
    }
}

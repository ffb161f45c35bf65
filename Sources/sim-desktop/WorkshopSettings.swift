import Foundation

/// The teacher's controls: time paused or slowed down, large fonts, which overlays show, the help.
struct WorkshopSettings: Equatable, Sendable {
    /// Slow-motion speeds, slowest first; `[` and `]` move along them.
    static let speeds: [Double] = [0.1, 0.25, 0.5, 1]
    /// How much larger the window's own text and controls get in large-font mode (for projectors).
    static let largeFontFactor: CGFloat = 1.5

    var isPaused = false
    private(set) var speedIndex = speeds.count - 1
    var largeFonts = false
    var overlays = Overlay.standard
    var showsHelp = false

    /// Virtual seconds per real second.
    var speed: Double { Self.speeds[speedIndex] }

    /// The virtual time that passes in `seconds` of real time.
    func virtualSeconds(forReal seconds: Double) -> Double { isPaused ? 0 : seconds * speed }

    mutating func slower() { speedIndex = max(0, speedIndex - 1) }
    mutating func faster() { speedIndex = min(Self.speeds.count - 1, speedIndex + 1) }

    mutating func toggle(_ overlay: Overlay) {
        if overlays.contains(overlay) { overlays.remove(overlay) } else { overlays.insert(overlay) }
    }

    func shows(_ overlay: Overlay) -> Bool { overlays.contains(overlay) }

    /// "×0.25" — the speed as the toolbar shows it.
    var speedLabel: String {
        "×" + (speed == speed.rounded() ? String(Int(speed)) : String(format: "%g", speed))
    }
}

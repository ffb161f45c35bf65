import Foundation

/// The teacher's controls: time paused or slowed down, large fonts, which overlays show, the help.
package struct WorkshopSettings: Equatable, Sendable {
    /// Slow-motion speeds, slowest first; `[` and `]` move along them.
    package static let speeds: [Double] = [0.1, 0.25, 0.5, 1]
    /// How much larger the window's own text and controls get in large-font mode (for projectors).
    package static let largeFontFactor: CGFloat = 1.5

    package var isPaused = false
    package private(set) var speedIndex = speeds.count - 1
    package var largeFonts = false
    /// The window's habits: an example with gesture recognizers opens with the gestures panel shown (its rows say
    /// why each recognizer did what it did), and one whose summary or instructions name its views ("Tap E")
    /// with the views' names shown. Off for `shot`, whose overlays are what it is told.
    package var opensUsefulPanels = false
    /// Two-finger mode (T): the mouse is two fingers mirrored about the centre without holding Alt.
    package var twoFingers = false
    package var overlays = Overlay.standard
    package var showsHelp = false
    /// The presenter's layout (F5, `--present`): the phone as tall as the window, one side panel, the caption
    /// under the phone in large type.
    package var presenting = false
    /// The side panel the presenter chose with Tab; nil: the one the current step needs (`Workbench.presenterPanel`).
    package var presenterPanel: Overlay?
    /// The narration band under the phone as the cursor steps. Off for a phone-only GIF, which would cut the band
    /// (the window's width) to the phone's and whose phone must not move when the band appears.
    package var narratesSteps = true
    /// Auto-play (Shift+A): while paused, the step cursor moves on by itself, one visit at a time, at `autoStepInterval`.
    package var autoPlays = false

    /// Real seconds between two auto-play steps: 0.6 s at ×1, ten times that at ×0.1 — `[` and `]` choose.
    package static let autoStepBase: Double = 0.6
    package var autoStepInterval: Double { Self.autoStepBase / speed }

    package init() {}

    /// The size projected text is made for: large fonts at 1280×720 read from the back of a room.
    package static let projectorReference = CGSize(width: 1280, height: 720)

    /// How much larger than its own size the window draws its text and controls in a window of `window` points:
    /// on a projector (large fonts, or the presenter's layout, which brings them) the text grows with the window
    /// beyond 1280×720, so at 1920×1080 it is as large, for the screen, as at 1280×720; at a desk it keeps its size.
    package func fontScale(window: CGSize) -> CGFloat {
        guard largeFonts || presenting else { return 1 }
        let grown = min(window.width / Self.projectorReference.width, window.height / Self.projectorReference.height)
        return Self.largeFontFactor * (grown.isFinite ? max(1, grown) : 1)
    }

    /// Virtual seconds per real second.
    package var speed: Double { Self.speeds[speedIndex] }

    /// The virtual time that passes in `seconds` of real time.
    package func virtualSeconds(forReal seconds: Double) -> Double { isPaused ? 0 : seconds * speed }

    package mutating func slower() { speedIndex = max(0, speedIndex - 1) }
    package mutating func faster() { speedIndex = min(Self.speeds.count - 1, speedIndex + 1) }

    package mutating func toggle(_ overlay: Overlay) {
        if overlays.contains(overlay) { overlays.remove(overlay) } else { overlays.insert(overlay) }
    }

    package func shows(_ overlay: Overlay) -> Bool { overlays.contains(overlay) }

    /// "×0.25" — the speed as the toolbar shows it.
    package var speedLabel: String {
        "×" + (speed == speed.rounded() ? String(Int(speed)) : String(format: "%g", speed))
    }
}

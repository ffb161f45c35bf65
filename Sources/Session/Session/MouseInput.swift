import Foundation

/// The mouse as fingers, as the iOS Simulator maps it: a press is a touch-down, a drag a move, a release a lift.
///
/// Holding Alt (the Mac's Option) adds a second finger mirrored about the centre of the screen, so a drag
/// pinches and rotates; Shift+Alt keeps the two fingers' offset, so they move together (a two-finger pan).
/// Alt pressed or released mid-drag puts the second finger down or lifts it. A press outside the simulated
/// screen is no touch (the caller treats it as a click on the window's controls); a drag that leaves the screen
/// is held at its edge (a finger cannot leave the glass). Two-finger mode (T in the window) acts as if Alt were
/// held, for desktops where Alt+drag moves the window instead.
@MainActor
package final class MouseInput {
    private let fingers: Fingers
    /// The screen, in points: the mirror's centre and the fingers' bounds.
    private let screen: CGRect
    /// Where the pointer is over the screen, in screen points; nil outside it.
    package private(set) var hover: CGPoint?
    package private(set) var alt = false
    package private(set) var shift = false
    /// Two-finger mode: a second finger without Alt.
    package private(set) var twoFingerMode = false
    /// Alt as the keyboard holds it (`alt` also counts two-finger mode).
    private var heldAlt = false
    /// The second finger's offset from the first, frozen while Shift+Alt is held.
    private var panOffset: CGPoint?

    package init(fingers: Fingers, screen: CGRect) {
        self.fingers = fingers
        self.screen = screen
    }

    package var isPressed: Bool { fingers.finger(of: .mouse) != nil }

    /// The two points Alt shows before the press (the first under the pointer); empty when there are none.
    package var ghostPoints: [CGPoint] {
        guard alt, !isPressed, let hover else { return [] }
        return [hover, secondLocation(for: hover)]
    }

    /// Presses at `point` (screen points); nothing when the point is outside the screen.
    package func press(at point: CGPoint) {
        guard screen.contains(point), !isPressed else { return }
        hover = point
        fingers.press(.mouse, at: point)
        if alt { fingers.press(.mouseSecond, at: secondLocation(for: point)) }
    }

    /// The pointer moved to `point` (screen points, possibly off the screen).
    package func move(to point: CGPoint) {
        hover = screen.contains(point) ? point : nil
        guard isPressed else { return }
        let first = screen.clamp(point)
        fingers.move(.mouse, to: first)
        fingers.move(.mouseSecond, to: secondLocation(for: first))
    }

    package func release(at point: CGPoint) {
        guard isPressed else { return }
        let first = screen.clamp(point)
        fingers.lift(.mouseSecond, at: secondLocation(for: first))
        fingers.lift(.mouse, at: first)
    }

    /// Alt and Shift as they are held now.
    package func setModifiers(alt: Bool, shift: Bool) {
        heldAlt = alt
        apply(alt: alt || twoFingerMode, shift: shift)
    }

    /// Turns two-finger mode on or off (mid-drag, the second finger goes down or lifts, as with Alt).
    package func setTwoFingerMode(_ on: Bool) {
        twoFingerMode = on
        apply(alt: heldAlt || on, shift: shift)
    }

    private func apply(alt: Bool, shift: Bool) {
        guard alt != self.alt || shift != self.shift else { return }
        let first = fingers.finger(of: .mouse)?.location ?? hover
        if alt && shift {
            if panOffset == nil, let first {
                let second = fingers.finger(of: .mouseSecond)?.location ?? mirrored(first)
                panOffset = CGPoint(x: second.x - first.x, y: second.y - first.y)
            }
        } else {
            panOffset = nil
        }
        (self.alt, self.shift) = (alt, shift)
        guard let first, isPressed else { return }
        if alt {
            fingers.press(.mouseSecond, at: secondLocation(for: first))
        } else {
            fingers.lift(.mouseSecond)
        }
    }

    /// Where the second finger goes when the first is at `first`.
    package func secondLocation(for first: CGPoint) -> CGPoint {
        screen.clamp(panOffset.map { CGPoint(x: first.x + $0.x, y: first.y + $0.y) } ?? mirrored(first))
    }

    private func mirrored(_ point: CGPoint) -> CGPoint {
        CGPoint(x: 2 * screen.midX - point.x, y: 2 * screen.midY - point.y)
    }
}

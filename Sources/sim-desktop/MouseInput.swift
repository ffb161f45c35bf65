internal import CSDL2
import Dispatcher
import Foundation

/// The mouse as finger 0: press is touchDown, drag is touchMove, release is touchUp, in screen points.
///
/// A press in the letterbox, outside the simulated screen, is not a touch; a drag that leaves the screen is
/// held at its edge (a finger cannot leave the glass). Mouse events SDL makes up from real touches (`which` is
/// SDL_TOUCH_MOUSEID) are ignored, or a touch would count twice.
@MainActor
final class MouseInput {
    let finger = 0
    /// Where the finger is down, in screen points; nil when it is up.
    private(set) var location: CGPoint?

    /// Handles a mouse event; false when the event is not the mouse's.
    @discardableResult
    func handle(_ event: SDL_Event, viewport: ScreenViewport, sim: Simulator) -> Bool {
        let synthesizedFromTouch = UInt32.max
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.which != synthesizedFromTouch, Int32(event.button.button) == SDL_BUTTON_LEFT else {
                return true
            }
            press(atWindow: CGPoint(x: Int(event.button.x), y: Int(event.button.y)), viewport: viewport, sim: sim)
        case SDL_MOUSEMOTION.rawValue:
            guard event.motion.which != synthesizedFromTouch else { return true }
            drag(toWindow: CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)), viewport: viewport, sim: sim)
        case SDL_MOUSEBUTTONUP.rawValue:
            guard event.button.which != synthesizedFromTouch, Int32(event.button.button) == SDL_BUTTON_LEFT else {
                return true
            }
            release(atWindow: CGPoint(x: Int(event.button.x), y: Int(event.button.y)), viewport: viewport, sim: sim)
        default:
            return false
        }
        return true
    }

    func press(atWindow position: CGPoint, viewport: ScreenViewport, sim: Simulator) {
        guard location == nil else { return }
        let point = viewport.point(fromWindow: position)
        guard viewport.screen.contains(point) else { return }
        location = point
        sim.touchDown(at: point, finger: finger)
    }

    func drag(toWindow position: CGPoint, viewport: ScreenViewport, sim: Simulator) {
        guard let location else { return }
        let point = clamp(viewport.point(fromWindow: position), to: viewport.screen)
        guard point != location else { return }
        self.location = point
        sim.touchMove(to: point, finger: finger)
    }

    func release(atWindow position: CGPoint, viewport: ScreenViewport, sim: Simulator) {
        guard location != nil else { return }
        let point = clamp(viewport.point(fromWindow: position), to: viewport.screen)
        location = nil
        sim.play(InputRecord(t: sim.now, finger: finger, phase: .up, x: point.x, y: point.y))
    }

    private func clamp(_ point: CGPoint, to rect: CGRect) -> CGPoint {
        CGPoint(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
    }
}

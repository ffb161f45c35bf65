internal import CSDL2
import Foundation
import Session

/// SDL's events, turned into the workbench's input: the mouse (fingers, a click on the window's controls, or a
/// drag on the replay's timeline), a touch screen's fingers, keys (the window's shortcuts, else a key press for
/// the app), the wheel, and the window losing focus or changing size mid-touch, which cancels every finger as
/// iOS does when an app resigns active.
extension WindowApp {
    /// SDL marks mouse events it made up from a touch screen's touches with this `which` (SDL_TOUCH_MOUSEID);
    /// they are ignored, or a touch would count twice.
    package static let mouseFromTouch = UInt32.max

    /// Drains SDL's queue; false when the user asked to quit.
    package func handleEvents() -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if !handle(event) { return false }
        }
        return true
    }

    /// Handles one event; false when it asks to quit.
    func handle(_ event: SDL_Event) -> Bool {
        let viewport = frame.layout.viewport
        switch event.type {
        case SDL_QUIT.rawValue:
            return false
        case SDL_KEYDOWN.rawValue:
            updateModifiers()
            return handleKey(event.key)
        case SDL_KEYUP.rawValue:
            updateModifiers()
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.which != Self.mouseFromTouch:
            guard Int32(event.button.button) == SDL_BUTTON_LEFT else { break }
            updateModifiers()
            let position = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            return press(atWindow: position) {
                let point = viewport.point(fromWindow: position)
                if bench.inspector.isInspecting { bench.select(atScreen: point) } else { bench.input.mouse.press(at: point) }
            }
        case SDL_MOUSEMOTION.rawValue where event.motion.which != Self.mouseFromTouch:
            updateModifiers()
            let position = CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))
            if isScrubbing { return scrub(toWindow: position) }
            bench.input.mouse.move(to: viewport.point(fromWindow: position))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.which != Self.mouseFromTouch:
            guard Int32(event.button.button) == SDL_BUTTON_LEFT else { break }
            let position = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            if isScrubbing {
                isScrubbing = false
                return scrub(toWindow: position)
            }
            bench.input.mouse.release(at: viewport.point(fromWindow: position))
        case SDL_MOUSEWHEEL.rawValue:
            scroll(by: CGFloat(event.wheel.y))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return handleFinger(event.tfinger, type: event.type)
        case SDL_WINDOWEVENT.rawValue:
            return handleWindowEvent(UInt32(event.window.event))
        default:
            break
        }
        return true
    }

    /// A press at a window position: a click on a control when one is there, a seek on the replay's timeline
    /// (the start of a drag), else `touch` (a finger down on the phone, or nothing outside it). False when the
    /// control asks to quit.
    private func press(atWindow position: CGPoint, touch: () -> Void) -> Bool {
        let pixel = frame.layout.viewport.pixel(fromWindow: position)
        if let command = frame.command(at: pixel) {
            return perform(command)
        }
        if let time = frame.timeline?.time(at: pixel) {
            isScrubbing = true
            pendingSeek = time
            return true
        }
        touch()
        return true
    }

    /// The playhead dragged to a window position: seeks to the time under it, in the next frame.
    private func scrub(toWindow position: CGPoint) -> Bool {
        if let timeline = frame.timeline {
            pendingSeek = timeline.time(atX: frame.layout.viewport.pixel(fromWindow: position).x)
        }
        return true
    }

    private func handleKey(_ key: SDL_KeyboardEvent) -> Bool {
        let modifiers = UInt32(key.keysym.mod)
        let chord = KeyChord(
            Int32(key.keysym.sym), control: modifiers & UInt32(KMOD_CTRL.rawValue) != 0,
            shift: modifiers & UInt32(KMOD_SHIFT.rawValue) != 0)
        if let command = KeyBindings.command(for: chord) {
            return key.repeat == 0 || command.repeatsWhenHeld ? perform(command) : true
        }
        if key.repeat == 0, let name = Self.keyName(key.keysym.sym) { bench.press(key: name) }
        return true
    }

    /// The name of a key the app's first responder gets: its character for printable keys, SDL's name
    /// otherwise; nil for modifier keys.
    static func keyName(_ sym: SDL_Keycode) -> String? {
        if sym >= 32, sym < 127 { return String(UnicodeScalar(UInt8(sym))) }
        let modifiers: [SDL_KeyCode] = [SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LCTRL, SDLK_RCTRL, SDLK_LALT, SDLK_RALT,
                                        SDLK_LGUI, SDLK_RGUI, SDLK_CAPSLOCK, SDLK_MODE]
        guard !modifiers.contains(where: { Int32($0.rawValue) == sym }), let name = SDL_GetKeyName(sym) else {
            return nil
        }
        let text = String(cString: name)
        return text.isEmpty ? nil : text
    }

    private func updateModifiers() {
        let state = UInt32(SDL_GetModState().rawValue)
        bench.input.mouse.setModifiers(alt: state & UInt32(KMOD_ALT.rawValue) != 0,
                                 shift: state & UInt32(KMOD_SHIFT.rawValue) != 0)
    }

    /// The wheel scrolls the log or the examples, whichever is under the pointer.
    private func scroll(by notches: CGFloat) {
        var (x, y): (Int32, Int32) = (0, 0)
        SDL_GetMouseState(&x, &y)
        let pixel = frame.layout.viewport.pixel(fromWindow: CGPoint(x: Int(x), y: Int(y)))
        if let gallery = frame.layout.gallery, gallery.contains(pixel) {
            bench.chrome.galleryScroll -= notches * gallery.width / 6
        } else if let info = frame.layout.info, info.contains(pixel) {
            bench.scrollLog(byLines: Int(notches) * 3)
        }
    }

    /// A touch screen's finger: its normalised position is a place in the window. A finger down outside the
    /// phone clicks the control under it (SDL's mouse events made from it are ignored).
    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: UInt32) -> Bool {
        let size = context.windowSize
        let position = CGPoint(x: CGFloat(finger.x) * size.width, y: CGFloat(finger.y) * size.height)
        let viewport = frame.layout.viewport
        let point = viewport.point(fromWindow: position)
        let source = FingerSource.touchScreen(device: finger.touchId, finger: finger.fingerId)
        switch type {
        case SDL_FINGERDOWN.rawValue:
            guard viewport.screen.contains(point) else { return press(atWindow: position) {} }
            bench.input.fingers.press(source, at: point)
        case SDL_FINGERMOTION.rawValue:
            bench.input.fingers.move(source, to: viewport.screen.clamp(point))
        default:
            isScrubbing = false
            bench.input.fingers.lift(source, at: viewport.screen.clamp(point))
        }
        return true
    }

    private func handleWindowEvent(_ kind: UInt32) -> Bool {
        switch kind {
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            return false
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue,
            SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            bench.input.fingers.cancelAll()
        default:
            break
        }
        return true
    }
}

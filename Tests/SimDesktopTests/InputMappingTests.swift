import CSDL2
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// The window's input, fed as SDL events to a window on SDL's dummy driver: the mouse as one finger, Alt's
/// mirrored second finger, Shift+Alt's pan, a touch screen's ten fingers, mouse events made from touches,
/// focus loss mid-touch, keys and the toolbar.
@Suite(.serialized) @MainActor
struct InputMappingTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    private func app(_ id: String = "hit-test-order") throws -> WindowApp {
        let example = try #require(Gallery.example(id: id))
        let context = try RenderContext.window(title: "test", width: 1280, height: 800, fitToDisplay: false)
        return try WindowApp(session: ExampleSession(example: example, variant: nil, device: .standard),
                             options: .init(), examples: Gallery.all, context: context)
    }

    /// The window position of a screen point (the dummy window has one pixel per window coordinate).
    private func position(of point: CGPoint, in app: WindowApp) -> (Int32, Int32) {
        let pixel = app.frame.layout.viewport.pixel(of: point)
        return (Int32(pixel.x.rounded(.down)), Int32(pixel.y.rounded(.down)))
    }

    private func mouse(_ type: SDL_EventType, at point: CGPoint, in app: WindowApp, which: UInt32 = 0) {
        var event = SDL_Event()
        event.type = type.rawValue
        let (x, y) = position(of: point, in: app)
        if type == SDL_MOUSEMOTION {
            event.motion.which = which
            (event.motion.x, event.motion.y) = (x, y)
        } else {
            event.button.which = which
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            (event.button.x, event.button.y) = (x, y)
        }
        #expect(app.handle(event))
    }

    private func inputs(_ sim: Simulator) -> [InputRecord] {
        sim.log.records.compactMap { if case .input(let input) = $0.kind { input } else { nil } }
    }

    @Test("a click is finger 0: down and up where it was, and E gets touchesBegan")
    func clickIsOneFinger() throws {
        let app = try app()
        mouse(SDL_MOUSEBUTTONDOWN, at: HitTestOrderScene.pointInE, in: app)
        mouse(SDL_MOUSEBUTTONUP, at: HitTestOrderScene.pointInE, in: app)
        let touches = inputs(app.bench.sim)
        #expect(touches.map(\.phase) == [.down, .up])
        #expect(touches.allSatisfy { $0.finger == 0 && abs($0.x - 280) < 1.5 && abs($0.y - 215) < 1.5 })
        #expect(app.bench.sim.log.lines.contains("-[EView touchesBegan:withEvent:]"))
    }

    @Test("mouse events SDL made from a touch screen's touches are ignored")
    func synthesizedMouseIgnored() throws {
        let app = try app()
        mouse(SDL_MOUSEBUTTONDOWN, at: HitTestOrderScene.pointInE, in: app, which: WindowApp.mouseFromTouch)
        #expect(app.bench.sim.fingersDown.isEmpty)
    }

    @Test("Alt adds a second finger mirrored about the centre; a drag pinches")
    func altMirrors() throws {
        let app = try app()
        let mouse = app.bench.input.mouse
        let screen = app.bench.sim.screen.bounds
        mouse.setModifiers(alt: true, shift: false)
        mouse.move(to: CGPoint(x: 100, y: 300))
        #expect(mouse.ghostPoints == [CGPoint(x: 100, y: 300), CGPoint(x: screen.width - 100, y: screen.height - 300)])
        mouse.press(at: CGPoint(x: 100, y: 300))
        mouse.move(to: CGPoint(x: 150, y: 350))
        let fingers = app.bench.input.fingers.down
        #expect(fingers.map(\.number) == [0, 1])
        #expect(fingers[1].location == CGPoint(x: screen.width - 150, y: screen.height - 350))
        mouse.release(at: CGPoint(x: 150, y: 350))
        #expect(app.bench.sim.fingersDown.isEmpty)
        #expect(inputs(app.bench.sim).filter { $0.finger == 1 }.map(\.phase) == [.down, .move, .up])
    }

    @Test("Shift+Alt moves both fingers together: a two-finger pan")
    func shiftAltPans() throws {
        let app = try app()
        let mouse = app.bench.input.mouse
        mouse.setModifiers(alt: true, shift: false)
        mouse.press(at: CGPoint(x: 100, y: 300))
        let start = try #require(app.bench.input.fingers.finger(of: .mouseSecond)).location
        mouse.setModifiers(alt: true, shift: true)
        mouse.move(to: CGPoint(x: 130, y: 260))
        let second = try #require(app.bench.input.fingers.finger(of: .mouseSecond)).location
        #expect(second == CGPoint(x: start.x + 30, y: start.y - 40))
        mouse.setModifiers(alt: false, shift: true)  // Alt let go mid-drag: the second finger lifts
        #expect(app.bench.input.fingers.down.map(\.source) == [.mouse])
    }

    @Test("losing focus, minimizing or resizing mid-touch cancels every finger")
    func focusLossCancels() throws {
        for kind in [SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_SIZE_CHANGED] {
            let app = try app()
            SDL_SetModState(KMOD_LALT)  // Alt held: the press puts two fingers down
            defer { SDL_SetModState(KMOD_NONE) }
            mouse(SDL_MOUSEBUTTONDOWN, at: HitTestOrderScene.pointInE, in: app)
            #expect(app.bench.sim.fingersDown == [0, 1])
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(kind.rawValue)
            #expect(app.handle(event))
            #expect(app.bench.sim.fingersDown.isEmpty)
            #expect(inputs(app.bench.sim).filter { $0.phase == .cancel }.map(\.finger) == [0, 1])
            #expect(app.bench.sim.log.lines.contains("-[EView touchesCancelled:withEvent:]"))
            mouse(SDL_MOUSEBUTTONUP, at: HitTestOrderScene.pointInE, in: app)  // the release that follows: nothing
            #expect(inputs(app.bench.sim).count == 4)
        }
    }

    @Test("a touch screen's ten fingers are ten touches, numbered 0 to 9")
    func tenFingers() throws {
        let app = try app()
        let size = app.context.windowSize
        func finger(_ type: SDL_EventType, _ id: Int64, _ point: CGPoint) {
            var event = SDL_Event()
            event.type = type.rawValue
            let pixel = app.frame.layout.viewport.pixel(of: point)
            event.tfinger.touchId = 7
            event.tfinger.fingerId = id
            event.tfinger.x = Float(pixel.x / size.width)
            event.tfinger.y = Float(pixel.y / size.height)
            #expect(app.handle(event))
        }
        let points = (0..<10).map { CGPoint(x: 40 + CGFloat($0) * 30, y: 600) }
        for (id, point) in points.enumerated() { finger(SDL_FINGERDOWN, 100 + Int64(id), point) }
        #expect(app.bench.sim.fingersDown == Array(0..<10))
        for (id, point) in points.enumerated() {
            finger(SDL_FINGERMOTION, 100 + Int64(id), CGPoint(x: point.x, y: point.y + 20))
        }
        for (id, point) in points.enumerated() { finger(SDL_FINGERUP, 100 + Int64(id), point) }
        #expect(app.bench.sim.fingersDown.isEmpty)
        #expect(inputs(app.bench.sim).filter { $0.phase == .move }.count == 10)
    }

    @Test("keys: shortcuts, Ctrl+Shift+Z shakes, Esc never quits (Ctrl+Q does), other keys go to the first responder")
    func keys() throws {
        let app = try app("shake")
        func key(_ sym: Int32, _ modifiers: SDL_Keymod = KMOD_NONE) -> Bool {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = sym
            event.key.keysym.mod = UInt16(modifiers.rawValue)
            return app.handle(event)
        }
        #expect(key(Int32(UInt8(ascii: "1"))))
        #expect(!app.bench.settings.shows(.dots))
        #expect(key(Int32(UInt8(ascii: "z")), SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)))
        #expect(app.bench.sim.log.lines.contains("phone was shaked"))
        #expect(key(Int32(UInt8(ascii: "a"))))
        #expect(app.bench.sim.log.lines.contains("# input key a began"))
        #expect(key(Int32(UInt8(ascii: "h"))))
        #expect(app.bench.settings.showsHelp)
        #expect(key(Int32(SDLK_ESCAPE.rawValue)))  // Esc closes the help…
        #expect(!app.bench.settings.showsHelp)
        #expect(key(Int32(SDLK_SPACE.rawValue)))
        #expect(app.bench.settings.isPaused)
        #expect(key(Int32(SDLK_ESCAPE.rawValue)))  // …resumes a pause…
        #expect(!app.bench.settings.isPaused)
        #expect(key(Int32(SDLK_ESCAPE.rawValue)))  // …and with nothing to leave, does nothing: it never quits
        #expect(!key(Int32(UInt8(ascii: "q")), SDL_Keymod(KMOD_LCTRL.rawValue)))  // Ctrl+Q quits
    }

    @Test("a click on a toolbar button toggles its overlay; a click in the gallery switches the example")
    func toolbarAndGallery() throws {
        let app = try app()
        let toggle = try #require(app.frame.targets.first { $0.command == .toggle(.hitAreas) })
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        (event.button.x, event.button.y) = (Int32(toggle.rect.midX), Int32(toggle.rect.midY))
        #expect(app.handle(event))
        #expect(app.bench.settings.shows(.hitAreas))
        #expect(app.bench.sim.fingersDown.isEmpty)
        let entry = try #require(app.frame.targets.first { $0.command == .selectExample(index: 2) })
        (event.button.x, event.button.y) = (Int32(entry.rect.midX), Int32(entry.rect.midY))
        #expect(app.handle(event))
        #expect(app.bench.session.example.id == Gallery.all[2].id)
    }
}

internal import CSDL2
import Dispatcher
import Examples
import Foundation
import ViewModel

/// The window: one example's world, shown and driven by the mouse, frame after frame.
///
/// Each frame advances the simulator's virtual clock by the real time the last frame took, feeds it the mouse,
/// draws its windows, and prints the dispatch-log records that appeared (the log prints as it grows, so what
/// the click did is on standard output at once).
@MainActor
final class WindowApp {
    struct Options {
        /// Quit after this many seconds of real time (tests run the window this way).
        var exitAfter: Double?
        /// Save a frame as PNG here: the first drawn at or after `screenshotAfter` seconds.
        var screenshotPath: String?
        var screenshotAfter: Double = 0
    }

    /// The window's size before fitting it to the display: the 390×844 pt screen with a margin.
    static let preferredSize = (width: 460, height: 960)
    static let framesPerSecond = 60.0

    let sim: Simulator
    let context: RenderContext
    let renderer: ViewRenderer
    let mouse = MouseInput()
    private let options: Options

    init(example: Example, variant: String?, options: Options, context: RenderContext? = nil) throws(SDLError) {
        sim = Simulator()
        sim.log.onRecord = { record in print(record.text) }
        example.build(in: sim, variant: variant)
        let title = "sim-desktop — \(example.title) (\(example.id)\(variant.map { ", " + $0 } ?? ""))"
        if let context {
            self.context = context
        } else {
            self.context = try .window(
                title: title, width: Self.preferredSize.width, height: Self.preferredSize.height)
        }
        renderer = ViewRenderer(context: self.context)
        self.options = options
    }

    /// Runs until Escape, the window is closed, or `exitAfter` has passed.
    func run() throws(SDLError) {
        let clock = FrameClock()
        var last = clock.seconds()
        var screenshotPending = options.screenshotPath != nil
        defer { fflush(nil) }
        while true {
            let now = clock.seconds()
            sim.advance(by: now - last)
            last = now
            if !handleEvents() { return }
            drawFrame()
            if screenshotPending, let path = options.screenshotPath, now >= options.screenshotAfter {
                screenshotPending = false
                guard let pixels = context.readPixels() else { throw .failed("SDL_RenderReadPixels") }
                try pixels.savePNG(to: path)
            }
            context.present()
            fflush(nil)
            if let exitAfter = options.exitAfter, now >= exitAfter { return }
            let spent = clock.seconds() - now
            let frame = 1 / Self.framesPerSecond
            if spent < frame { SDL_Delay(UInt32((frame - spent) * 1000)) }
        }
    }

    /// Where the simulated screen is in the window now.
    var viewport: ScreenViewport {
        ScreenViewport(screen: sim.screen.bounds, output: context.outputSize, window: context.windowSize)
    }

    /// Draws the world as it is now (without presenting it).
    func drawFrame() {
        renderer.drawFrame(
            windows: sim.application.windowsInHitTestOrder.reversed(), viewport: viewport,
            touches: mouse.location.map { [$0] } ?? [])
    }

    /// Drains SDL's queue; false when the user asked to quit.
    private func handleEvents() -> Bool {
        var event = SDL_Event()
        let viewport = self.viewport
        while SDL_PollEvent(&event) != 0 {
            switch event.type {
            case SDL_QUIT.rawValue:
                return false
            case SDL_KEYDOWN.rawValue where event.key.keysym.sym == SDLK_ESCAPE.rawValue:
                return false
            case SDL_WINDOWEVENT.rawValue where UInt32(event.window.event) == SDL_WINDOWEVENT_CLOSE.rawValue:
                return false
            default:
                mouse.handle(event, viewport: viewport, sim: sim)
            }
        }
        return true
    }
}

internal import CSDL2
import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The window: a workbench shown and driven by the mouse, a touch screen and the keyboard, frame after frame.
///
/// Each frame advances the world's virtual clock by the real time the last frame took (times the slow-motion
/// speed; not at all when paused), handles the events that arrived, draws, and prints the dispatch-log records
/// that appeared (the log prints as it grows, so what a click did is on standard output at once). A recording
/// is flushed at the end of every frame, and finished when the window quits.
@MainActor
package final class WindowApp {
    package struct Options {
        /// Quit after this many seconds of real time (tests run the window this way).
        package var exitAfter: Double?
        /// Save a frame as PNG here: the first drawn at or after `screenshotAfter` seconds.
        package var screenshotPath: String?
        package var screenshotAfter: Double = 0
        /// Print the monotonic clock at the first present on standard error (`bench` measures start-up so).
        package var reportFirstFrame = false

        package init(exitAfter: Double? = nil, screenshotPath: String? = nil, screenshotAfter: Double = 0,
                     reportFirstFrame: Bool = false) {
            (self.exitAfter, self.screenshotPath) = (exitAfter, screenshotPath)
            (self.screenshotAfter, self.reportFirstFrame) = (screenshotAfter, reportFirstFrame)
        }
    }

    /// The window's size before fitting it to the display: room for the examples, a phone and the info column.
    package static let preferredSize = (width: 1440, height: 920)
    package static let framesPerSecond = 60.0

    package let context: RenderContext
    package let bench: Workbench
    package let composer: FrameComposer
    private let options: Options
    /// What the last frame drew where (the mouse and clicks are mapped through it).
    package private(set) var frame: FrameLayout
    private var isFullScreen = false
    private var screenshotRequested = false
    private var title = ""
    package let clock = FrameClock()
    /// Whether the mouse went down on the replay's timeline and is dragging the playhead.
    package var isScrubbing = false
    /// Where a drag on the timeline last asked to go: the seek is done once a frame, however many moves came.
    package var pendingSeek: TimeInterval?

    package convenience init(session: ExampleSession, options: Options, settings: WorkshopSettings = WorkshopSettings(),
                             examples: [Example] = [], context: RenderContext? = nil) throws(SDLError) {
        try self.init(bench: Workbench(session: session, settings: settings, examples: examples), options: options,
                      context: context)
    }

    package init(bench: Workbench, options: Options, context: RenderContext? = nil) throws(SDLError) {
        self.bench = bench
        if let context {
            self.context = context
        } else {
            self.context = try .window(
                title: bench.session.windowTitle, width: Self.preferredSize.width, height: Self.preferredSize.height)
        }
        composer = FrameComposer(context: self.context)
        self.options = options
        frame = composer.draw(bench)
    }

    /// Runs until Ctrl+Q, the window is closed, or `exitAfter` has passed.
    package func run() throws(SDLError) {
        var last = clock.seconds()
        var screenshotPending = options.screenshotPath != nil
        var presented = false
        var nextScenePoll = last
        defer {
            bench.stopRecording()
            fflush(nil)
        }
        while true {
            let now = clock.seconds()
            if bench.sceneWatch != nil, now >= nextScenePoll {
                bench.reloadSceneIfChanged(now: now)
                nextScenePoll = now + SceneWatch.interval
            }
            guard runFrame(now: now, elapsed: now - last) else { return }
            last = now
            if screenshotPending, let path = options.screenshotPath, now >= options.screenshotAfter {
                screenshotPending = false
                try saveFrame(to: path)
            }
            if screenshotRequested {
                screenshotRequested = false
                saveScreenshot(now: now)
            }
            context.present()
            if !presented {
                presented = true
                if options.reportFirstFrame { FirstFrameReport.print() }
            }
            fflush(nil)
            if let exitAfter = options.exitAfter, now >= exitAfter { return }
            let spent = clock.seconds() - now
            let frameTime = 1 / Self.framesPerSecond
            if spent < frameTime { SDL_Delay(UInt32((frameTime - spent) * 1000)) }
            if bench.isStill {
                let screenshot = screenshotPending ? options.screenshotAfter : nil
                sleepUntilEvent(orAt: Self.wakeTime(
                    after: now, flashUntil: bench.chrome.flash?.until, exitAfter: options.exitAfter,
                    screenshotAt: screenshot, scenePollAt: bench.sceneWatch == nil ? nil : nextScenePoll))
            }
        }
    }

    /// When a still window must draw again with no event: the first of a flash message's expiry, the exit, the
    /// screenshot asked for and the next look at a watched scene file that is after `now`, the time the frame
    /// just drawn shows (one at or before it was drawn). Nil: only an event changes what it shows.
    package static func wakeTime(after now: Double, flashUntil: Double?, exitAfter: Double?, screenshotAt: Double?,
                                 scenePollAt: Double? = nil) -> Double? {
        [flashUntil, exitAfter, screenshotAt, scenePollAt].compactMap { $0 }.filter { $0 > now }.min()
    }

    /// Waits, without drawing or spinning, for the next event (left in the queue for the next frame) or `time`.
    private func sleepUntilEvent(orAt time: Double?) {
        guard let time else {
            SDL_WaitEvent(nil)
            return
        }
        let milliseconds = (time - clock.seconds()) * 1000
        guard milliseconds >= 1 else { return }
        SDL_WaitEventTimeout(nil, Int32(min(milliseconds.rounded(.up), Double(Int32.max))))
    }

    /// One frame, not yet presented: `elapsed` real seconds pass, the events that arrived are handled, and the
    /// frame is drawn. False when the user asked to quit.
    package func runFrame(now: Double, elapsed: Double) -> Bool {
        bench.advance(realSeconds: elapsed)
        guard handleEvents() else { return false }
        if let pendingSeek {
            self.pendingSeek = nil
            bench.seek(to: pendingSeek)
        }
        bench.refresh()  // what the events did shows in this frame
        bench.endFrame()
        updateTitle()
        frame = composer.draw(bench, realTime: now)
        return true
    }

    /// Does a command: the window's own (full screen, screenshot, quit) here, the rest on the workbench.
    /// False when the app should quit.
    package func perform(_ command: WindowCommand) -> Bool {
        switch command {
        case .quit:
            return false
        case .escape:
            let settings = bench.settings
            if let command = EscapeKey.command(showsHelp: settings.showsHelp, isFullScreen: isFullScreen,
                                               isPaused: settings.isPaused, hasSelection: bench.inspector.selected != nil,
                                               isInspecting: bench.inspector.isInspecting) {
                return perform(command)
            }
        case .fullScreen:
            isFullScreen.toggle()
            if let window = context.window {
                SDL_SetWindowFullscreen(window, isFullScreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            }
        case .screenshot:
            screenshotRequested = true
        case .record:
            toggleRecording()
        case .mark:
            let label = bench.mark()
            bench.show(flash: label.map { "left " + $0 } ?? "not recording: R records", now: clock.seconds())
        default:
            bench.perform(command)
        }
        return true
    }

    private func saveFrame(to path: String) throws(SDLError) {
        guard let pixels = context.readPixels() else { throw .failed("SDL_RenderReadPixels") }
        try pixels.savePNG(to: path)
    }

    /// The P key: the frame just drawn, saved in the current directory under a timestamped name.
    private func saveScreenshot(now: Double) {
        let path = TimestampedName.next(in: FileManager.default.currentDirectoryPath, extension: "png")
        do {
            try saveFrame(to: path)
            bench.show(flash: "saved " + (path as NSString).lastPathComponent, now: now)
            printToStandardError("saved \(path)")
        } catch {
            bench.show(flash: "screenshot failed", now: now)
            printToStandardError("\(error)")
        }
    }

    /// The R key: records the session to a timestamped trace in the current directory, or stops.
    private func toggleRecording() {
        let now = clock.seconds()
        if let path = bench.stopRecording() {
            bench.show(flash: "saved " + (path as NSString).lastPathComponent, now: now)
            return
        }
        guard bench.input.replay == nil else { return bench.show(flash: "replaying: nothing to record", now: now) }
        let path = TimestampedName.next(in: FileManager.default.currentDirectoryPath, extension: "trace")
        do {
            try bench.startRecording(to: path)
        } catch {
            bench.show(flash: "cannot record", now: now)
            printToStandardError("\(error)")
        }
    }

    /// Keeps the window's title naming the example shown (switching example or variant changes it).
    private func updateTitle() {
        let caption = bench.session.windowTitle
        guard caption != title, let window = context.window else { return }
        title = caption
        SDL_SetWindowTitle(window, caption)
    }
}

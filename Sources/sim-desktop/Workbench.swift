import Dispatcher
import Examples
import Foundation
import ViewModel

/// Everything the window shows and the user changes, without SDL: the example's world, the fingers, the
/// workshop settings, the step cursor, and what the overlays read from the log. The window feeds it events and
/// draws it; `shot` and the tests drive it directly.
@MainActor
final class Workbench {
    private(set) var session: ExampleSession
    private(set) var fingers: Fingers
    private(set) var mouse: MouseInput
    var settings: WorkshopSettings
    private(set) var cursor = StepCursor()
    private(set) var lastTouchDown = LastTouchDownFollower()
    private(set) var dots = TouchDots()
    private(set) var hitAreas = HitAreaSampler()
    /// Log lines scrolled up from the newest revealed one (0 follows the log).
    private(set) var logScroll = 0
    /// Pixels the examples list is scrolled down.
    var galleryScroll: CGFloat = 0
    /// Whether the examples list should scroll the selected example into view (at the start, after a switch).
    var galleryRevealsSelection = true
    /// A short message under the caption (a screenshot saved), and until when (real seconds).
    private(set) var flash: (text: String, until: Double)?

    init(session: ExampleSession, settings: WorkshopSettings = WorkshopSettings()) {
        self.session = session
        self.settings = settings
        fingers = Fingers(sim: session.sim)
        mouse = MouseInput(fingers: fingers, screen: session.sim.screen.bounds)
        refresh()
    }

    var sim: Simulator { session.sim }

    /// Lets `seconds` of real time pass: the world's clock moves by them times the speed (not at all when
    /// paused), then everything the overlays read is brought up to date.
    func advance(realSeconds seconds: Double) {
        sim.advance(by: settings.virtualSeconds(forReal: seconds))
        refresh()
    }

    /// Brings the cursor, the overlays' log readers and the dots up to the log as it is now.
    func refresh() {
        let count = sim.log.records.count
        if !settings.isPaused { cursor.reveal(all: count) }
        lastTouchDown.follow(sim.log, upTo: cursor.revealed)
        dots.follow(sim.log)
        dots.prune(now: sim.now)
    }

    /// Does what `command` asks, when it is the workbench's to do (full screen, screenshots and quitting are
    /// the window's).
    func perform(_ command: WindowCommand) {
        switch command {
        case .toggle(let overlay): settings.toggle(overlay)
        case .pause:
            settings.isPaused.toggle()
            settings.showsHelp = false
        case .step(let forward):
            settings.isPaused = true
            cursor.step(forward: forward, count: sim.log.records.count)
            logScroll = 0
        case .slower: settings.slower()
        case .faster: settings.faster()
        case .largeFonts: settings.largeFonts.toggle()
        case .help: settings.showsHelp.toggle()
        case .shake: sim.shake()
        case .selectExample(let index):
            guard Gallery.all.indices.contains(index) else { return }
            switchTo(ExampleSession(example: Gallery.all[index], variant: nil, device: session.device,
                                    echo: sim.log.onRecord))
        case .nextExample(let forward):
            let index = Gallery.all.firstIndex { $0.id == session.example.id } ?? 0
            let count = Gallery.all.count
            perform(.selectExample(index: (index + (forward ? 1 : count - 1)) % count))
        case .selectVariant(let variant):
            guard variant != session.variant else { return }
            switchTo(session.with(variant: variant))
        case .fullScreen, .screenshot, .quit:
            break
        }
        refresh()
    }

    /// A key the window does not use: to the app's first responder (pressesBegan, then pressesEnded).
    func press(key: String) {
        sim.press(key: key)
        refresh()
    }

    func scrollLog(byLines lines: Int) {
        logScroll = max(0, min(logScroll + lines, max(0, cursor.revealed - 1)))
    }

    func show(flash text: String, now: Double, for seconds: Double = 2.5) { flash = (text, now + seconds) }

    /// The flash message, if it has not expired at `now` (real seconds).
    func flashText(now: Double) -> String? { flash.flatMap { now < $0.until ? $0.text : nil } }

    /// The example's index in the gallery.
    var exampleIndex: Int { Gallery.all.firstIndex { $0.id == session.example.id } ?? 0 }

    private func switchTo(_ next: ExampleSession) {
        fingers.cancelAll()
        session = next
        fingers = Fingers(sim: next.sim)
        mouse = MouseInput(fingers: fingers, screen: next.sim.screen.bounds)
        cursor = StepCursor()
        lastTouchDown = LastTouchDownFollower()
        dots = TouchDots()
        hitAreas = HitAreaSampler()
        logScroll = 0
        galleryRevealsSelection = true
        cursor.reveal(all: next.sim.log.records.count)
    }
}

import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import Traces
@_spi(Engine) import ViewModel

/// Everything the window shows and the user changes, without SDL: the example's world and the workshop settings,
/// with the rest kept by concern — where input comes from (`InputSources`), what the overlays read from the log
/// (`OverlayFeeds`), what the inspector shows (`InspectorState`), the window's scrolls and messages
/// (`ChromeState`) — and the step cursor and a trace being recorded. The window feeds it events and draws it;
/// `shot` and the tests drive it directly.
@MainActor
package final class Workbench {
    package private(set) var session: ExampleSession
    package var settings: WorkshopSettings
    package private(set) var cursor = StepCursor()
    /// The user's fingers, a replayed trace, an input script.
    package private(set) var input: InputSources
    /// What the overlays read from the log.
    package private(set) var feeds = OverlayFeeds()
    /// The world's names for its views and recognizers, kept while its trees do not change.
    package let names = WorldNames()
    /// The selection, the tree's folds, inspect mode and the last what-if.
    package internal(set) var inspector = InspectorState()
    /// The log's and the examples list's scroll, the flash message.
    package var chrome = ChromeState()
    /// The trace being recorded (R, `--record`).
    package private(set) var recorder: SessionRecorder?
    /// Real seconds until auto-play's next step.
    var autoStepDue: Double = 0
    /// The scene file the window shows, watched for changes (nil for the gallery's examples).
    package var sceneWatch: SceneWatch?
    /// Says where a recording goes and when it ends (the window prints it on standard output).
    package var announce: (String) -> Void = { printToStandardOutput($0) }
    /// What every new world's records are echoed to.
    let echo: ((DispatchRecord) -> Void)?
    /// The examples the window offers, in the gallery's order (the program's catalog: a package's own, then the
    /// gallery's); the workbench knows what an example is, not which there are.
    package let examples: [Example]

    package convenience init(session: ExampleSession, settings: WorkshopSettings = WorkshopSettings(),
                             script: InputFeed? = nil, examples: [Example] = []) {
        self.init(session: session, settings: settings, echo: session.echo, script: script, replay: nil,
                  examples: examples)
    }

    /// A workbench replaying `replay`, from its start.
    package convenience init(replay: WindowReplay, settings: WorkshopSettings = WorkshopSettings(),
                             examples: [Example] = []) {
        self.init(session: replay.makeSession(), settings: settings, echo: replay.echo, script: nil, replay: replay,
                  examples: examples)
    }

    private init(session: ExampleSession, settings: WorkshopSettings, echo: ((DispatchRecord) -> Void)?,
                 script: InputFeed?, replay: WindowReplay?, examples: [Example]) {
        self.examples = examples
        self.session = session
        self.settings = settings
        self.echo = echo
        input = InputSources(sim: session.sim, replay: replay, script: script, twoFingers: settings.twoFingers)
        openUsefulPanels()
        refresh()
    }

    package var sim: Simulator { session.sim }

    /// Lets `seconds` of real time pass: the world's clock moves by them times the speed (not at all when
    /// paused), playing the replay's or the script's inputs due on the way, then everything the overlays read
    /// is brought up to date.
    package func advance(realSeconds seconds: Double) {
        continueFix()
        autoStep(after: seconds)
        input.advance(sim, to: sim.now + settings.virtualSeconds(forReal: seconds))
        refresh()
    }

    /// Brings the cursor, the overlays' log readers and the dots up to the log as it is now.
    package func refresh() {
        let count = sim.log.records.count
        if !settings.isPaused { cursor.reveal(all: count) }
        feeds.follow(sim.log, revealed: cursor.revealed, now: sim.now, names: names.recognizers(of: sim.application))
    }

    /// Whether the next frame would look like this one unless an event arrives: time is paused, or nothing is
    /// waiting for time to pass — no timer, animation or fading dot, no replay or script still playing. The
    /// window sleeps until the next event then (an idle window costs no CPU).
    package var isStill: Bool {
        if inspector.fixSearch != nil { return false }
        if settings.autoPlays, settings.isPaused { return cursor.hidden(count: sim.log.records.count) == 0 }
        if settings.isPaused { return true }
        if input.isPlaying(at: sim.now) { return false }
        return sim.scheduler.pendingCount == 0 && !sim.animations.isAnimating && !feeds.dots.isFading
    }

    /// The end of a frame: what was recorded in it is written to the file, so a killed window loses nothing
    /// older.
    package func endFrame() { recorder?.flush() }

    /// Does what `command` asks, when it is the workbench's to do (full screen, screenshots, recording,
    /// markers, Esc and quitting are the window's).
    package func perform(_ command: WindowCommand) {
        switch command {
        case .toggle(let overlay): settings.toggle(overlay)
        case .pause:
            settings.isPaused.toggle()
            settings.showsHelp = false
        case .step(let forward):
            settings.isPaused = true
            if forward, let replay = input.replay, cursor.hidden(count: sim.log.records.count) == 0 {
                replay.playNext(sim)
                cursor.reveal(all: sim.log.records.count)
            } else {
                cursor.step(forward: forward, count: sim.log.records.count)
            }
            chrome.logScroll = 0
        case .stepBy(let size, let forward):
            settings.isPaused = true
            cursor.step(size, forward: forward, records: sim.log.records)
            chrome.logScroll = 0
        case .autoPlay:
            settings.autoPlays.toggle()
            if settings.autoPlays { settings.isPaused = true }
            autoStepDue = 0
        case .slower: settings.slower()
        case .faster: settings.faster()
        case .largeFonts: settings.largeFonts.toggle()
        case .present: settings.presenting.toggle()
        case .nextPresenterPanel: settings.presenterPanel = Self.panel(after: presenterPanel, automatic: automaticPresenterPanel)
        case .help: settings.showsHelp.toggle()
        case .shake: if input.replay == nil { sim.shake() }
        case .twoFingers:
            settings.twoFingers.toggle()
            input.mouse.setTwoFingerMode(settings.twoFingers)
        case .selectExample(let index):
            guard examples.indices.contains(index) else { return }
            leave(for: ExampleSession(example: examples[index], variant: nil, device: session.device, echo: echo))
        case .nextExample(let forward):
            let count = examples.count
            perform(.selectExample(index: exampleIndex.map { ($0 + (forward ? 1 : count - 1)) % count } ?? (forward ? 0 : count - 1)))
        case .nextVariant:
            let all = [nil] + session.example.variants.map(Optional.some)
            perform(.selectVariant(all[((all.firstIndex(of: session.variant) ?? 0) + 1) % all.count]))
        case .selectVariant(let variant):
            guard variant != session.variant else { return }
            leave(for: ExampleSession(example: session.example, variant: variant, device: session.device, echo: echo))
        case .inspect, .selectRow, .selectTreeRow, .clearSelection, .fold: performSelection(command)
        case .whatIf(let property): flip(property)
        case .fix: startFix()
        case .focusNextRecognizer: focusNextRecognizer()
        case .fullScreen, .screenshot, .record, .mark, .escape, .quit:
            break
        }
        refresh()
    }

    /// A key the window does not use: to the app's first responder (pressesBegan, then pressesEnded).
    package func press(key: String) {
        guard input.replay == nil else { return }
        sim.press(key: key)
        refresh()
    }

    package func scrollLog(byLines lines: Int) {
        chrome.logScroll = max(0, min(chrome.logScroll + lines, max(0, cursor.revealed - 1)))
    }

    package func show(flash text: String, now: Double, for seconds: Double = 2.5) {
        chrome.flash = (text, now + seconds)
    }

    /// The example's place in the gallery; nil for a scene or dump file, which the gallery does not list.
    package var exampleIndex: Int? { examples.firstIndex { $0.id == session.example.id } }

    // MARK: Recording

    /// Starts recording the session to `path` (see `SessionRecorder`). Not while replaying.
    package func startRecording(to path: String) throws {
        guard input.replay == nil, recorder == nil else { return }
        recorder = try SessionRecorder(session: session, path: path)
        announce("recording to \(path)")
    }

    /// Ends the recording, if there is one; returns its file.
    @discardableResult
    package func stopRecording() -> String? {
        guard let recorder else { return nil }
        recorder.stop()
        self.recorder = nil
        announce("recorded \(recorder.path)")
        return recorder.path
    }

    /// Leaves a numbered marker in the recording at the world's time; returns its label (nil when not recording).
    package func mark() -> String? { recorder?.mark() }

    // MARK: Replay

    /// Replaying: shows the world as it is at `time` of the trace. Behind the clock, the world is built again and
    /// fast-forwarded; ahead, it is fast-forwarded. Either way nothing is drawn on the way.
    package func seek(to time: TimeInterval) {
        guard let replay = input.replay else { return }
        let target = min(max(0, time), replay.end)
        if target < sim.now { switchTo(replay.makeSession()) }
        replay.advance(sim, to: target)
        cursor.reveal(all: sim.log.records.count)
        refresh()
    }

    /// Replaying, paused: plays the trace's next input with its records hidden, for the step keys to reveal;
    /// false when no input is left.
    package func playNextInputHidden() -> Bool {
        guard let replay = input.replay else { return false }
        settings.isPaused = true
        let played = replay.playNext(sim)
        refresh()
        return played
    }

    // MARK: Switching

    /// Another example or variant: the recording stops, a replay or a script ends, the user's input is live.
    private func leave(for next: ExampleSession) {
        inspector.whatIf = nil
        (inspector.fix, inspector.fixSearch) = (nil, nil)
        stopRecording()
        input.endPlayback()
        switchTo(next)
    }

    func switchTo(_ next: ExampleSession) {
        input.attach(to: next.sim, twoFingers: settings.twoFingers)
        session = next
        openUsefulPanels()
        cursor = StepCursor()
        feeds = OverlayFeeds()
        inspector.forgetViews()
        chrome.logScroll = 0
        chrome.galleryRevealsSelection = true
        cursor.reveal(all: next.sim.log.records.count)
    }

    /// Shows the gestures panel when the settings ask for it and the world has a recognizer.
    private func openUsefulPanels() {
        guard settings.opensUsefulPanels else { return }
        var hasRecognizer = false
        for window in sim.application.windows {
            window.forEachInTree { if !($0.gestureRecognizers ?? []).isEmpty { hasRecognizer = true } }
        }
        if hasRecognizer { settings.overlays.insert(.recognizers) }
        if Self.namesItsViews(session.example, names: names.views(of: sim.application).names) {
            settings.overlays.insert(.names)
        }
    }

    /// Whether the example's summary or instructions name one of its views `names` (the window, the exported page
    /// and the live room then show the names).
    package static func namesItsViews(_ example: Example, names: [String]) -> Bool {
        refersToViews(example.summary + " " + (example.instructions ?? ""), names: names)
    }

    /// Whether `text` names one of the views: a word that is a view's name, or its name without the "View" at
    /// its end ("E" for EView).
    static func refersToViews(_ text: String, names: [String]) -> Bool {
        let words = Set(text.split { !$0.isLetter && !$0.isNumber && $0 != "#" }.map(String.init))
        return names.contains { name in
            words.contains(name) || (name.hasSuffix("View") && name.count > 4 && words.contains(String(name.dropLast(4))))
        }
    }

    /// Plays the records up to `time`, then lets the clock reach it (a still frame of a scripted moment).
    package func play(_ records: [InputRecord], until time: TimeInterval) {
        for record in records where record.t <= time { sim.play(record) }
        sim.advance(by: max(0, time - sim.now))
        refresh()
    }
}

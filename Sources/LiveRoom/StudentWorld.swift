import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import PageExport
@_spi(Engine) import ViewModel

/// One browser's world in the live room: the room's scene, played on its own virtual clock from the browser's
/// pointer events, with a `SessionPageBuilder` gathering what the shared renderer draws; each message is
/// answered with what it changed.
///
/// Its time is the browser's, shifted so the first input lands at the world's now, and never goes back; a jump
/// forward is held to `maximumStep` (a laptop that slept does not run a minute of timers at once).
@MainActor
final class StudentWorld {
    private(set) var session: ExampleSession
    private var builder: SessionPageBuilder
    private var observer: LogObserver
    /// What the browser has: the page's records, passes, snapshots and closed arenas up to these counts.
    private var sent = (records: 0, passes: 0, snapshots: 0, arenas: 0)
    /// The world's time minus the browser's, set by the first timed message.
    private var offset: Double?
    private var down = Set<Int>()
    /// The inputs played, for a what-if's replay.
    private(set) var inputs: [InputRecord] = []
    /// Where the last touch-down was, and the name of the view it hit (nil: none), if there was one: read once
    /// as the touch goes down, for the teacher's page.
    private(set) var lastTouchDown: (x: Double, y: Double, hit: String?)?
    /// The recognizer that won the gesture of that touch, once its fingers are up ("" when none did); nil before,
    /// or when no recognizer saw it.
    private(set) var lastWinner: String?
    /// The world's names, made again only when its view tree changes (a touch-down or a select does not walk it).
    let names = WorldNames()

    /// What one world may hold before it starts afresh (60 of them share the server's memory).
    static let maximumRecords = 20_000
    static let maximumSnapshotViews = 200_000
    /// The most virtual seconds one message moves the clock.
    static let maximumStep = 30.0

    init(example: Example, variant: String?) {
        (session, builder, observer) = Self.world(example: example, variant: variant, settings: [])
    }

    private static func world(example: Example, variant: String?, settings: [ViewSetting])
        -> (ExampleSession, SessionPageBuilder, LogObserver)
    {
        let session = ExampleSession(example: example, variant: variant, device: .standard)
        // The settings were checked against the same scene before (`whatIf`), so they apply.
        try? session.apply(settings)
        return following(session)
    }

    /// `session` with a page builder gathering what it writes.
    static func following(_ session: ExampleSession) -> (ExampleSession, SessionPageBuilder, LogObserver) {
        let builder = SessionPageBuilder(session: session, maximumRecords: maximumRecords,
                                         maximumSnapshotViews: maximumSnapshotViews)
        let observer = session.sim.log.addObserver { builder.record($0) }
        return (session, builder, observer)
    }

    /// Goes on in `next`, a world already played to where this one was (a what-if's changed world): its page
    /// is sent whole.
    func continueIn(_ next: (ExampleSession, SessionPageBuilder, LogObserver)) {
        session.sim.log.removeObserver(observer)
        (session, builder, observer) = next
        offset = nil
        down = Set(session.sim.fingersDown)
        lastTouchDown = readLastTouchDown()
    }

    /// The page so far.
    var page: SessionPage { builder.page }

    /// The whole page so far, as a `scene` message (with the key that finds this world again, to a page that
    /// needs it).
    func scene(note: String? = nil, resume: String? = nil) -> String {
        let page = builder.page
        sent = (page.records.count, page.passes.count, page.snapshots.count, page.arenas.count)
        return ServerMessage.text(ServerMessage.Scene(page: page, note: note, resume: resume))
    }

    /// A new page took this world up: its clock starts again from zero, read from here.
    func resumed() { offset = nil }

    /// Starts again in a fresh world (the same settings and variant unless told), e.g. once this one is full.
    func reset(settings: [ViewSetting]? = nil, variant: String?? = nil) {
        session.sim.log.removeObserver(observer)
        (session, builder, observer) = Self.world(
            example: session.example, variant: variant ?? session.variant, settings: settings ?? session.settings)
        (offset, down, inputs, lastTouchDown, lastWinner) = (nil, [], [], nil, nil)
    }

    // MARK: Messages

    /// The world's time for the browser's `t`: after the last, at most `maximumStep` on.
    private func worldTime(_ t: Double) -> Double {
        let now = session.sim.now
        let offset = self.offset ?? (now - t)
        self.offset = offset
        let time = min(max(t + offset, now), now + Self.maximumStep)
        // A clamped time moves the offset, so the next message is read from here.
        self.offset = time - t
        return time
    }

    /// Plays a finger's event; returns the update, or throws when the event cannot be played (a finger put down
    /// twice, or lifted when not down).
    func pointer(_ message: ClientMessage) throws(ClientMessage.Refusal) -> String {
        let (finger, phaseName, x, y) = try message.pointer()
        let t = worldTime(try message.time())
        let phase = InputRecord.Phase(rawValue: phaseName)!
        switch phase {
        case .down:
            guard !down.contains(finger) else { throw .init("finger \(finger) is already down") }
            down.insert(finger)
        case .move, .up, .cancel:
            guard down.contains(finger) else { throw .init("finger \(finger) is not down") }
            if phase != .move { down.remove(finger) }
        case .began, .ended:
            break
        }
        let input = InputRecord(t: t, finger: finger, phase: phase, x: InputRecord.kept(x), y: InputRecord.kept(y))
        builder.animate(until: t)
        session.sim.play(input)
        inputs.append(input)
        if phase == .down { (lastTouchDown, lastWinner) = (readLastTouchDown(), nil) }
        builder.snapshot()
        return update()
    }

    /// The browser's clock moved on: timers and animations due by then run.
    func tick(_ message: ClientMessage) throws(ClientMessage.Refusal) -> String {
        let t = worldTime(try message.time())
        builder.animate(until: t)
        session.sim.advance(to: t)
        builder.snapshot()
        return update()
    }

    /// Cancels the fingers still down, as UIKit cancels the touches of a connection that went away.
    func cancelFingers() {
        for finger in down.sorted() {
            session.sim.play(InputRecord(t: session.sim.now, finger: finger, phase: .cancel, x: 0, y: 0))
        }
        down = []
    }

    /// What was added since the last message: the records, passes, snapshots and arenas the browser lacks (the
    /// last pass again while it may grow, and the gesture going on's arena each time); a world that is full starts
    /// afresh and is sent whole.
    private func update() -> String {
        if let overflow = builder.overflow {
            reset()
            return scene(note: "this world filled up (\(overflow)); it starts afresh")
        }
        let page = builder.page
        // The last record and pass again: a hit-test answer's caption, a pass, may grow with what follows.
        let (recordsFrom, passesFrom) = (max(0, sent.records - 1), max(0, sent.passes - 1))
        let message = ServerMessage.Update(
            recordsFrom: recordsFrom, records: Array(page.records[recordsFrom...]),
            passesFrom: passesFrom, passes: Array(page.passes[passesFrom...]),
            snapshots: Array(page.snapshots[sent.snapshots...]),
            arenasFrom: sent.arenas, arenas: Array(page.arenas[sent.arenas...]) + (builder.currentArena.map { [$0] } ?? []),
            busy: isBusy)
        // Once the fingers are up, who won the gesture (its arena stays the builder's current one until the next
        // touch), for the teacher's tally; a touch no recognizer saw has none.
        if down.isEmpty, let arena = builder.currentArena { lastWinner = arena.winner ?? "" }
        sent = (page.records.count, page.passes.count, page.snapshots.count, page.arenas.count)
        return ServerMessage.text(message)
    }

    /// Whether timers or animations wait for the clock (the browser then sends ticks).
    var isBusy: Bool { session.sim.scheduler.pendingCount > 0 || session.sim.animations.isAnimating }

    private func readLastTouchDown() -> (x: Double, y: Double, hit: String?)? {
        guard let pass = session.sim.log.hitTestPasses.last, pass.isFinished,
              let down = inputs.last(where: { $0.phase == .down })
        else { return nil }
        return (down.x, down.y, pass.hitView.map(names.views(of: session.sim.application).name(of:)))
    }
}

import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// Fills a `SessionPage` as a session's world plays: every record as the log writes it (`record(_:)`, an observer
/// of the log), each touch-down's pass as the engine keeps it (`DispatchLog.hitTestPasses`), the responder chain taken
/// when the pass finds its view, each gesture's arena once the next begins (or at `finish()`), and the views'
/// geometry after each input (`snapshot()`), kept only when it changed.
@MainActor
package final class SessionPageBuilder {
    package private(set) var page: SessionPage
    /// Why the page cannot hold the session (too many records or snapshots), once it cannot.
    package private(set) var overflow: String?
    /// The stretch of the session's time the page keeps (`export --from/--to`): records outside it are left out,
    /// and the views start as they stood when it began.
    package var clip: ClosedRange<Double>?

    private let sim: Simulator
    /// The touch-down whose pass the page's last pass shows, while that pass is not over.
    private var touchDown: Int?
    /// The sequence number of the page's first record.
    private var firstSequence: Int?
    private var ids: [ObjectIdentifier: Int] = [:]
    private var names: ViewNames?
    private var lastViews: [SessionPage.View] = []
    private var lastDrawing = PhoneDrawing()
    private var gestureStarts = GestureStarts()
    private var stops = StepStops.Reader()
    /// The gesture being recorded: its first record's index on the page, and its records.
    private var gesture: (start: Int, records: [DispatchRecord])?

    /// The most snapshots a page holds, and the most views in all of them (a browser holds the page in memory).
    package static let maximumSnapshots = 20_000
    package static let maximumSnapshotViews = 2_000_000
    private var snapshotViews = 0

    /// The most records and snapshot views this page may hold (the live room holds less per world).
    private let maximumRecords: Int
    private let maximumViews: Int

    package init(session: ExampleSession, maximumRecords: Int = SessionPage.maximumRecords,
                 maximumSnapshotViews: Int = SessionPageBuilder.maximumSnapshotViews) {
        sim = session.sim
        (self.maximumRecords, maximumViews) = (maximumRecords, maximumSnapshotViews)
        let screen = session.sim.screen.bounds
        page = SessionPage(title: session.example.title, summary: session.example.summary, example: session.example.id,
                           variant: session.variant, screen: .init(width: screen.width, height: screen.height))
        page.instructions = session.example.instructions
        page.variants = session.example.variants
        page.namesShown = Workbench.namesItsViews(session.example, names: ViewNames(windows: sim.application.windows).names)
            ? true : nil
        snapshot()
    }

    /// Takes the next record the world writes.
    package func record(_ record: DispatchRecord) {
        // Every record counts for where phases start, kept or not.
        let stops = stops.stops(at: record)
        guard overflow == nil, clip?.contains(record.time) ?? true else { return }
        guard page.records.count < maximumRecords else {
            overflow = "more than \(maximumRecords) records"
            return
        }
        let index = page.records.count
        if firstSequence == nil { firstSequence = record.sequence }
        var entry = SessionPage.Record(t: record.time, text: record.text, kind: Self.kind(of: record),
                                       stops: stops.isEmpty ? nil : stops.rawValue)
        if case .input(let input) = record.kind, input.device == .touch {
            (entry.finger, entry.phase, entry.x, entry.y) = (input.finger, input.phase.rawValue, input.x, input.y)
        }
        page.records.append(entry)
        // Its sentence, and the one before it again: a hit-test answer's says what comes next.
        page.records[index].caption = caption(of: record)
        if index > 0, let previous = sim.log.records.indices.contains(record.sequence - 1) ? sim.log.records[record.sequence - 1] : nil,
           previous.sequence == record.sequence - 1 {
            page.records[index - 1].caption = caption(of: previous)
        }
        if gestureStarts.read(record) {
            closeGesture()
            gesture = (index, [])
        }
        gesture?.records.append(record)
        if LastTouchDown.isTouchDown(record) {
            touchDown = record.sequence
            page.passes.append(SessionPage.Pass(start: index, visits: [], chain: []))
        } else if let down = touchDown, let pass = sim.log.hitTestPasses.last(where: { $0.touchDownSequence == down }) {
            // The pass as it stands with this record written (it may end only as the next one is written).
            let current = pass.asOf(sequence: record.sequence + 1)
            updatePass(current, at: index)
            if current.isFinished { touchDown = nil }
        }
    }

    /// Closes the last gesture's arena: call once the session has played.
    package func finish() {
        guard overflow == nil else { return }
        closeGesture()
    }

    /// The arena of the gesture going on, as its records stand (the page's `arenas` hold those over).
    package var currentArena: SessionPage.Arena? {
        gesture.flatMap { arena(start: $0.start, records: $0.records) }
    }

    /// Keeps the arena of the gesture being recorded, if any.
    private func closeGesture() {
        guard let (start, records) = gesture else { return }
        gesture = nil
        arena(start: start, records: records).map { page.arenas.append($0) }
    }

    private func arena(start: Int, records: [DispatchRecord]) -> SessionPage.Arena? {
        guard let first = records.first else { return nil }
        let hit = sim.log.hitTestPasses.last { $0.touchDownSequence == first.sequence }?.hitView
        let arena = GestureArena(records: records, hit: hit, names: RecognizerNames(views: currentNames()))
        return SessionPage.Arena(
            start: start, end: start + records.count, t0: arena.start, t1: arena.end,
            lanes: arena.lanes.map { lane in
                SessionPage.Lane(
                    name: lane.name, won: lane.won, requires: lane.requires, sentence: lane.story.sentence,
                    decidedBy: lane.story.decidedBy,
                    steps: lane.steps.map {
                        SessionPage.Step(record: start + $0.offset, t: $0.t, state: $0.state.logName, waiting: $0.waiting)
                    })
            })
    }

    /// Keeps the views as they are now, when they differ from the last kept.
    package func snapshot() {
        guard overflow == nil, sim.now <= clip?.upperBound ?? .infinity else { return }
        names = nil
        let views = currentViews()
        let drawing = PhoneDrawing(windows: sim.application.windowsInHitTestOrder.reversed(), identify: id(of:))
        guard views != lastViews || drawing != lastDrawing else { return }
        // Before a clip's first record, only the latest views are kept: the page starts from them.
        if page.records.isEmpty, clip != nil, !page.snapshots.isEmpty {
            let dropped = page.snapshots.removeLast()
            snapshotViews -= dropped.views.count + dropped.drawing.items.count
        }
        let size = views.count + drawing.items.count
        guard page.snapshots.count < Self.maximumSnapshots, snapshotViews + size <= maximumViews else {
            overflow = "more than \(Self.maximumSnapshots) changes of the views, or \(maximumViews) views and drawn parts in them"
            return
        }
        snapshotViews += size
        page.snapshots.append(SessionPage.Snapshot(record: page.records.count, t: sim.now, views: views, drawing: drawing))
        (lastViews, lastDrawing) = (views, drawing)
    }

    /// While animations run, lets the clock go to `time` in steps of `animationStep`, keeping the views after
    /// each: the page then shows a view moving as the window drew it. (Timers fall due at their own times
    /// however the clock gets there, so the log is the same; the verification the export runs checks it.)
    package func animate(until time: TimeInterval) {
        while overflow == nil, sim.animations.isAnimating, sim.now + Self.animationStep < time {
            sim.advance(by: Self.animationStep)
            snapshot()
        }
    }

    /// The step of the views' snapshots while something animates: 30 a second.
    package static let animationStep: TimeInterval = 1.0 / 30

    // MARK: Passes

    private func updatePass(_ pass: HitTestPass, at index: Int) {
        guard var entry = page.passes.last else { return }
        let names = currentNames()
        entry.visits = pass.visits.map { visit in
            SessionPage.Visit(record: visit.sequence - (firstSequence ?? 0), view: id(of: visit.view), name: names.name(of: visit.view),
                              outcome: visit.outcome.word, reason: visit.outcome.explanation)
        }
        if pass.isFinished {
            entry.end = index
            entry.hit = pass.hitView.map(id(of:))
            entry.chain = pass.hitView.map { hit in
                ResponderChainPath(from: hit).links.map { link in
                    SessionPage.ChainLink(name: link.view.map(names.name(of:)) ?? className(of: link.responder),
                                          kind: ResponderChainPath.kind(of: link.responder), view: link.view.map(id(of:)))
                }
            } ?? []
        }
        page.passes[page.passes.count - 1] = entry
    }

    private static func kind(of record: DispatchRecord) -> String {
        switch record.kind {
        case .input: "input"
        case .trace(.user): "user"
        case .trace(.note): "note"
        default: record.phase?.rawValue ?? "note"
        }
    }

    // MARK: Views

    private func id(of view: UIView) -> Int {
        if let id = ids[ObjectIdentifier(view)] { return id }
        let id = ids.count + 1
        ids[ObjectIdentifier(view)] = id
        return id
    }

    /// The window's caption of `record` (`StepCaption`), nil where it is the record's own text.
    private func caption(of record: DispatchRecord) -> String? {
        let records = sim.log.records
        guard records.indices.contains(record.sequence), records[record.sequence].sequence == record.sequence,
              let caption = StepCaption.caption(of: records, at: record.sequence, names: currentNames()) else { return nil }
        return caption == record.text ? nil : caption
    }

    private func currentNames() -> ViewNames {
        if let names { return names }
        let made = ViewNames(windows: sim.application.windows)
        names = made
        return made
    }

    /// Every shown view, in the order of the windows' trees, with where hit-testing finds it and where it is drawn.
    private func currentViews() -> [SessionPage.View] {
        let names = currentNames()
        var views: [SessionPage.View] = []
        for window in sim.application.windowsInHitTestOrder.reversed() {
            window.forEachInTree { view in
                guard Self.isShown(view) else { return }
                let model = Self.corners(of: view.bounds, view.toScreenTransform)
                let shown = Self.corners(of: view.layer.presentationValues.bounds, view.shownToScreenTransform)
                views.append(SessionPage.View(
                    id: id(of: view), name: names.name(of: view), corners: model, shown: shown == model ? nil : shown))
            }
        }
        return views
    }

    /// Whether neither it nor an ancestor is hidden.
    private static func isShown(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let v = current {
            if v.isHidden { return false }
            current = v.superview
        }
        return true
    }

    private static func corners(of bounds: CGRect, _ toScreen: CGAffineTransform) -> [Double] {
        [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
         CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
            .map { $0.applying(toScreen) }.flatMap { [rounded($0.x), rounded($0.y)] }
    }

    private static func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }
}

import Dispatcher
import Foundation
import ViewModel

/// Fills a `SessionPage` as a session's world plays: every record as the log writes it (`record(_:)`, the log's
/// follower), each touch-down's pass read as the overlays read it (`LastTouchDown`), the responder chain taken
/// when the pass finds its view, and the views' geometry after each input (`snapshot()`), kept only when it
/// changed.
@MainActor
package final class SessionPageBuilder {
    package private(set) var page: SessionPage
    /// Why the page cannot hold the session (too many records or snapshots), once it cannot.
    package private(set) var overflow: String?

    private let sim: Simulator
    private var touchDown: LastTouchDown?
    private var ids: [ObjectIdentifier: Int] = [:]
    private var names: ViewNames?
    private var lastViews: [SessionPage.View] = []

    /// The most snapshots a page holds.
    package static let maximumSnapshots = 20_000

    package init(session: ExampleSession) {
        sim = session.sim
        let screen = session.sim.screen.bounds
        page = SessionPage(title: session.example.title, summary: session.example.summary, example: session.example.id,
                           variant: session.variant, screen: .init(width: screen.width, height: screen.height))
        snapshot()
    }

    /// Takes the next record the world writes.
    package func record(_ record: DispatchRecord) {
        guard overflow == nil else { return }
        guard page.records.count < SessionPage.maximumRecords else {
            overflow = "more than \(SessionPage.maximumRecords) records"
            return
        }
        let index = page.records.count
        var entry = SessionPage.Record(t: record.time, text: record.text, kind: Self.kind(of: record))
        if case .input(let input) = record.kind, input.device == .touch {
            (entry.finger, entry.phase, entry.x, entry.y) = (input.finger, input.phase.rawValue, input.x, input.y)
        }
        page.records.append(entry)
        if LastTouchDown.isTouchDown(record) {
            touchDown = LastTouchDown()
            page.passes.append(SessionPage.Pass(start: index, visits: [], chain: []))
        } else if var last = touchDown, !last.pass.isFinished {
            last.read(record, at: index)
            touchDown = last
            updatePass(last.pass, at: index)
        }
    }

    /// Keeps the views as they are now, when they differ from the last kept.
    package func snapshot() {
        guard overflow == nil else { return }
        names = nil
        let views = currentViews()
        guard views != lastViews else { return }
        guard page.snapshots.count < Self.maximumSnapshots else {
            overflow = "more than \(Self.maximumSnapshots) changes of the views"
            return
        }
        page.snapshots.append(SessionPage.Snapshot(record: page.records.count, views: views))
        lastViews = views
    }

    // MARK: Passes

    private func updatePass(_ pass: HitTestPass, at index: Int) {
        guard var entry = page.passes.last else { return }
        let names = currentNames()
        entry.visits = pass.visits.map { visit in
            SessionPage.Visit(record: visit.recordIndex, view: id(of: visit.view), name: names.name(of: visit.view),
                              outcome: Self.word(for: visit.outcome), reason: visit.outcome.explanation)
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

    private static func word(for outcome: HitTestPass.Outcome) -> String {
        switch outcome {
        case .asking: "asking"
        case .skipped: "skipped"
        case .outside: "outside"
        case .inside: "inside"
        case .declined: "declined"
        case .hit: "hit"
        }
    }

    private static func kind(of record: DispatchRecord) -> String {
        switch record.kind {
        case .input: "input"
        case .trace(.user): "user"
        case .trace(.note): "note"
        default: DispatchPhase(record)?.rawValue ?? "note"
        }
    }

    // MARK: Views

    private func id(of view: UIView) -> Int {
        if let id = ids[ObjectIdentifier(view)] { return id }
        let id = ids.count + 1
        ids[ObjectIdentifier(view)] = id
        return id
    }

    private func currentNames() -> ViewNames {
        if let names { return names }
        let made = ViewNames(windows: sim.application.windows)
        names = made
        return made
    }

    /// Every shown view, back to front, with where hit-testing finds it.
    private func currentViews() -> [SessionPage.View] {
        let names = currentNames()
        var views: [SessionPage.View] = []
        for window in sim.application.windowsInHitTestOrder.reversed() {
            window.forEachInTree { view in
                guard let opacity = Self.shownOpacity(of: view) else { return }
                let b = view.bounds
                let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                               CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
                    .map { $0.applying(view.toScreenTransform) }
                views.append(SessionPage.View(
                    id: id(of: view), name: names.name(of: view),
                    corners: corners.flatMap { [Self.rounded($0.x), Self.rounded($0.y)] },
                    fill: view.backgroundColor.map { Self.css($0, opacity: opacity) }, text: TextContent(of: view)?.text,
                    radius: Double(view.layer.cornerRadius)))
            }
        }
        return views
    }

    /// The view's opacity on screen (its alpha times its ancestors'), nil when it or an ancestor is hidden.
    private static func shownOpacity(of view: UIView) -> CGFloat? {
        var opacity: CGFloat = 1
        var current: UIView? = view
        while let v = current {
            if v.isHidden { return nil }
            opacity *= v.alpha
            current = v.superview
        }
        return opacity
    }

    private static func css(_ color: UIColor, opacity: CGFloat) -> String {
        let c = DrawColor(color, opacity: opacity)
        return "rgba(\(c.r),\(c.g),\(c.b),\(String(format: "%.3f", Double(c.a) / 255)))"
    }

    private static func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }
}

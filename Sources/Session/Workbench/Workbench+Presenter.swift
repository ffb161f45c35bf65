import Diagnosis
import Dispatcher
@_spi(Engine) import ViewModel

/// The presenter's layout: which one side panel shows — the one the current step needs — and the caption the
/// room reads under the phone.
extension Workbench {
    /// The panels the presenter's side shows, one at a time, in Tab's order.
    package static let presenterPanels: [Overlay] = [.hitTest, .chain, .recognizers, .inspector, .log]

    /// The side panel now: the one Tab chose; else the inspector while a view is selected or a what-if was
    /// tried; else, stepping, the current record's phase (hit-testing, the recognizers, delivery along the
    /// chain); else the arena when recognizers saw the last gesture; else the last hit-test.
    package var presenterPanel: Overlay { settings.presenterPanel ?? automaticPresenterPanel }

    /// The panel the current step needs, whatever Tab chose.
    var automaticPresenterPanel: Overlay {
        if inspector.selected != nil || inspector.whatIf != nil || inspector.whatIfRefusal != nil || inspector.fix != nil {
            return .inspector
        }
        if let current = cursor.current, sim.log.records.indices.contains(current) {
            switch sim.log.records[current].phase {
            case .hitTest?: return .hitTest
            case .recognizers?: return .recognizers
            case .delivery?, .actions?: return .chain
            case nil: break
            }
        }
        if let arena = feeds.arena.arena, !arena.lanes.isEmpty { return .recognizers }
        return .hitTest
    }

    /// Tab's choice after `panel` (the one shown): the next along `presenterPanels`, round from the last to the
    /// first, so every panel is reached whichever the step shows; back at the one the step needs (`automatic`),
    /// nil: the automatic choice again.
    static func panel(after panel: Overlay, automatic: Overlay) -> Overlay? {
        let index = presenterPanels.firstIndex(of: panel) ?? -1
        let next = presenterPanels[(index + 1) % presenterPanels.count]
        return next == automatic ? nil : next
    }

    /// The large caption under the phone: while paused, the step's narration; after a touch, where it went;
    /// before one, what to try (the scene's instructions; the summary, too long for the band, is in the panel).
    package var presenterCaption: String {
        if let narration = stepNarration { return narration }
        if let pass = feeds.lastTouchDown.last?.pass {
            let views = names.views(of: sim.application)
            let hit = pass.hitView.map { "The touch went to \(views.name(of: $0))" } ?? "No view got the touch"
            let winner = feeds.arena.arena?.lanes.first { $0.won }.map { "; \($0.name) took the gesture" } ?? ""
            return hit + winner + ". Space pauses, then Shift+→ steps."
        }
        return session.example.instructions.map { "Try: " + $0 } ?? "Touch the phone, then Space and Shift+→ to step through it."
    }
}

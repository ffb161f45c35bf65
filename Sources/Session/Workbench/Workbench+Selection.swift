import Diagnosis
import Foundation
@_spi(Engine) import ViewModel

/// Selecting a view for the inspector: inspect mode, a click on the phone, moving along the hierarchy tree.
extension Workbench {
    /// Selects `view` (nil: nothing), as a click on it would.
    package func select(_ view: UIView?) { inspector.selected = view }

    /// Selects the deepest view drawn at `screenPoint` (interactive or not); nothing there clears the selection.
    package func select(atScreen screenPoint: CGPoint) {
        guard sim.screen.bounds.contains(screenPoint) else { return }
        inspector.selected = DeepestView.at(screenPoint, windows: sim.application.windowsInHitTestOrder)
    }

    /// "Why not this view?" for the selected view and the last touch-down revealed: the verdict `why --view`
    /// prints (`SelectedViewWhy`); nil with nothing selected or before any touch.
    package var selectedWhy: String? {
        inspector.selected.flatMap { SelectedViewWhy.sentence(for: $0, in: sim, revealed: cursor.revealed) }
    }

    /// The tree's rows as the inspector shows them, marked from the last touch-down's pass.
    package var hierarchy: HierarchyTree {
        HierarchyTree(windows: sim.application.windows, names: names.views(of: sim.application),
                      pass: feeds.lastTouchDown.last?.pass, collapsed: inspector.folded)
    }

    func performSelection(_ command: WindowCommand) {
        switch command {
        case .inspect:
            inspector.isInspecting.toggle()
            // Inspecting shows what it is for: the tree and the inspector.
            if inspector.isInspecting { settings.overlays.formUnion([.tree, .inspector]) }
        case .selectRow(let forward):
            let rows = hierarchy.rows
            guard !rows.isEmpty else { return }
            let index = inspector.selected.flatMap { view in rows.firstIndex { $0.view === view } }
            let next = index.map { forward ? min(rows.count - 1, $0 + 1) : max(0, $0 - 1) } ?? (forward ? 0 : rows.count - 1)
            inspector.selected = rows[next].view
        case .selectTreeRow(let index):
            let rows = hierarchy.rows
            if rows.indices.contains(index) { inspector.selected = rows[index].view }
        case .clearSelection:
            inspector.selected = nil
        case .fold:
            guard let view = inspector.selected, !view.subviews.isEmpty else { return }
            let id = ObjectIdentifier(view)
            if inspector.folded.contains(id) { inspector.folded.remove(id) } else { inspector.folded.insert(id) }
        default:
            break
        }
    }
}

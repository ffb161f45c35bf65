import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The windows' views as a tree in the info column (`HierarchyTree`): indented by depth, each named as the phone
/// and `why` name it, marked with what the last touch-down's pass made of it (its visit number, coloured by
/// outcome, and the reason), the selection highlighted — so "why not this one?" starts from where it sits.
@MainActor
package struct TreeOverlay: OverlayUnit {
    package let overlay = Overlay.tree
    package let title = "Tree"
    package let helpName = "the view tree (click a row to select; O folds)"

    package func section(_ frame: OverlayFrame) -> InfoSection? {
        let bench = frame.bench
        let rows = bench.hierarchy.rows.enumerated().map { index, row in
            InfoSection.Row(
                badge: row.visit.map { String($0.number) }, color: row.visit?.outcome.color ?? ChromeStyle.separator,
                shape: row.visit?.outcome.badgeShape ?? .circle, hollow: row.visit?.outcome.badgeIsHollow ?? false,
                text: String(repeating: "  ", count: row.depth) + (row.hasSubviews ? (row.isCollapsed ? "▸ " : "▾ ") : "")
                    + row.name,
                detail: row.visit.map { $0.outcome.explanation }, highlighted: row.view === bench.inspector.selected,
                command: .selectTreeRow(index))
        }
        return InfoSection(title: "VIEWS (last hit-test marked)", rows: rows, placeholder: "no windows")
    }
}

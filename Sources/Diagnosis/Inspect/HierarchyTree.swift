import Dispatcher
@_spi(Engine) import ViewModel

/// The windows' views as a collapsible tree, each row marked with what the last hit-test pass made of it: the
/// hierarchy panel's rows, and what a test reads. Rows come in the walk order `ViewNames` numbers by (each window,
/// each view before its subviews, subviews back to front), so a row's name is the name `why --view` takes.
@MainActor
package struct HierarchyTree {
    package struct Row {
        package let view: UIView
        package let name: String
        /// 0 for a window.
        package let depth: Int
        package let hasSubviews: Bool
        /// Whether its subviews are hidden from the rows.
        package let isCollapsed: Bool
        /// The pass's visit of this view (its number and outcome); nil when the pass never asked it.
        package let visit: (number: Int, outcome: HitTestPass.Outcome)?
    }

    package let rows: [Row]

    /// The rows of `windows`, named by `names`, marked from `pass` (nil: no touch yet), without the subviews of
    /// the views in `collapsed`.
    package init(windows: [UIWindow], names: ViewNames, pass: HitTestPass?, collapsed: Set<ObjectIdentifier> = []) {
        var visits: [ObjectIdentifier: (Int, HitTestPass.Outcome)] = [:]
        for visit in pass?.visits ?? [] { visits[ObjectIdentifier(visit.view)] = (visit.number, visit.outcome) }
        var rows: [Row] = []
        func add(_ view: UIView, depth: Int) {
            let folded = collapsed.contains(ObjectIdentifier(view))
            rows.append(Row(view: view, name: names.name(of: view), depth: depth, hasSubviews: !view.subviews.isEmpty,
                            isCollapsed: folded, visit: visits[ObjectIdentifier(view)].map { (number: $0.0, outcome: $0.1) }))
            guard !folded else { return }
            for subview in view.subviews { add(subview, depth: depth + 1) }
        }
        for window in windows { add(window, depth: 0) }
        self.rows = rows
    }

    /// The row of `view`, if it is shown.
    package func index(of view: UIView) -> Int? { rows.firstIndex { $0.view === view } }
}

extension HierarchyTree.Row {
    /// The row as a line of text: indentation, a fold marker, the name, and the pass's mark — e.g.
    /// `  ▾ CView  #4 inside: pointInside YES`.
    package var text: String {
        let fold = hasSubviews ? (isCollapsed ? "▸ " : "▾ ") : "  "
        let mark = visit.map { "  #\($0.number) \($0.outcome.explanation)" } ?? ""
        return String(repeating: "  ", count: depth) + fold + name + mark
    }
}

import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R7.6: a table asks its delegate before it highlights and selects, moves a single selection
/// (telling the delegate of the row it leaves), toggles in multiple selection, and finds rows in sections.
@Suite("Tables: the delegate's say in highlight and selection, sections, registered cells")
@MainActor
struct TableSelectionTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        var redirect: IndexPath?
        var refuseHighlight = false
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { !refuseHighlight }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { calls.append("didHighlight \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("didUnhighlight \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.row)")
            return redirect ?? indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.section).\(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.section).\(indexPath.row)")
        }
    }

    final class Row: UITableViewCell {
        var style: CellStyle?
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            self.style = style
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private func world() -> (Simulator, UITableView, Rows) {
        let rows = Rows()
        var table: UITableView!
        let (sim, _) = makeWorld { root in
            table = UITableView(frame: root.bounds)
            table.register(Row.self, forCellReuseIdentifier: "row")
            (table.dataSource, table.delegate) = (rows, rows)
            root.addSubview(table)
        }
        return (sim, table, rows)
    }

    private func tap(_ sim: Simulator, row: Int) {
        sim.tap(at: CGPoint(x: 100, y: CGFloat(row) * 44 + 22))
        sim.advance(by: 1)
    }

    @Test("sections follow each other; dequeue makes the registered class through its override")
    func sections() {
        let (_, table, rows) = world()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 4 * 44 + 5)) == IndexPath(row: 1, section: 1))
        #expect(table.visibleCells.allSatisfy { ($0 as? Row)?.style == .default })
        withExtendedLifetime(rows) {}
    }

    @Test("a tap: highlight, unhighlight, willSelect, select; the next tap deselects the old row first")
    func moves() {
        let (sim, table, rows) = world()
        tap(sim, row: 0)
        tap(sim, row: 4)
        #expect(rows.calls == ["didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0.0",
                               "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didDeselect 0.0", "didSelect 1.1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test("willSelectRowAt can redirect or refuse; shouldHighlightRowAt false stops the selection")
    func delegateSays() {
        let (sim, table, rows) = world()
        rows.redirect = IndexPath(row: 2, section: 0)
        tap(sim, row: 0)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        rows.redirect = nil
        rows.refuseHighlight = true
        rows.calls = []
        tap(sim, row: 1)
        #expect(rows.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("multiple selection toggles; selectRow and deselectRow tell the delegate nothing")
    func multiple() {
        let (sim, table, rows) = world()
        table.allowsMultipleSelection = true
        tap(sim, row: 0)
        tap(sim, row: 1)
        tap(sim, row: 0)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(rows.calls.last == "didDeselect 0.0")
        rows.calls = []
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(rows.calls.isEmpty)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }
}

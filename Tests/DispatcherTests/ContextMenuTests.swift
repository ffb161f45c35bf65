import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R14.7: a context menu's press against a cell's tap and selection, its delegate's calls in
/// order, the menu's actions and preview, the touch that dismisses it, and another long press on the cell.
@Suite("Context menus: the press that previews, against a cell's tap and selection")
@MainActor
struct ContextMenuTests {
    /// Contacts whose rows show a context menu with Share and Delete, as apps add it in `cellForRowAt`.
    @Actions
    final class Contacts: NSObject, UITableViewDataSource, UITableViewDelegate, UIContextMenuInteractionDelegate {
        var calls: [String] = []
        var givesMenu = true
        var longPressDuration: TimeInterval?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.addInteraction(UIContextMenuInteraction(delegate: self))
            if let longPressDuration {
                let press = UILongPressGestureRecognizer(target: self, action: #action(pressed(_:)))
                press.minimumPressDuration = longPressDuration
                cell.addGestureRecognizer(press)
            }
            return cell
        }
        func pressed(_ press: UILongPressGestureRecognizer) { if press.state == .began { calls.append("long press") } }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            calls.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard givesMenu else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                UIMenu(children: [UIAction(title: "Share") { _ in self.calls.append("share") },
                                  UIAction(title: "Delete", attributes: .destructive) { _ in self.calls.append("delete") }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) { calls.append("willDisplay") }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) { calls.append("willEnd") }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: any UIContextMenuInteractionCommitAnimating) { calls.append("previewAction") }
    }

    private func world(_ configure: (Contacts) -> Void = { _ in }) -> (Simulator, Contacts, UIWindow) {
        let contacts = Contacts()
        configure(contacts)
        let (sim, window) = makeWorld { root in
            let table = UITableView(frame: root.bounds)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
            (table.dataSource, table.delegate) = (contacts, contacts)
            root.addSubview(table)
        }
        return (sim, contacts, window)
    }

    private let onRow1 = CGPoint(x: 100, y: 66)

    private func press(_ sim: Simulator, at point: CGPoint, for seconds: TimeInterval) {
        sim.touchDown(at: point)
        sim.advance(by: seconds)
        sim.touchUp()
        sim.advance(by: 1)
    }

    private func menu(in window: UIWindow) -> _UIContextMenuContainerView? {
        window.subviews.compactMap { $0 as? _UIContextMenuContainerView }.first
    }

    @Test("a quick tap selects the row; the delegate is not even asked")
    func quickTap() {
        let (sim, contacts, _) = world()
        press(sim, at: onRow1, for: 0.1)
        #expect(contacts.calls == ["didSelect 1"])
    }

    @Test("a press let go at 0.3 s: asked at 0.15 s, no menu, the row selected")
    func shortPress() {
        let (sim, contacts, window) = world()
        press(sim, at: onRow1, for: 0.3)
        #expect(contacts.calls == ["configuration at 100,22", "didSelect 1"])
        #expect(menu(in: window) == nil)
    }

    @Test("held: the menu shows at 0.4 s over the window, the row's touches are cancelled; an action runs and ends the menu")
    func heldShowsMenu() throws {
        let (sim, contacts, window) = world()
        sim.touchDown(at: onRow1)
        sim.advance(by: 0.39)
        #expect(menu(in: window) == nil)
        sim.advance(by: 0.02)
        let shown = try #require(menu(in: window))
        #expect(contacts.calls == ["configuration at 100,22", "willDisplay"])
        sim.touchUp()
        sim.advance(by: 1)
        #expect(contacts.calls.count == 2, "no selection at the lift: the touches were cancelled")
        let cells = shown.subviews.flatMap(\.subviews).compactMap { $0 as? _UIContextMenuCell }
        #expect(cells.map(\.action.title) == ["Share", "Delete"])
        // The menu is below the row: Share's row at 44 + 44 + 12.
        sim.tap(at: CGPoint(x: 100, y: 88 + 12 + 22))
        sim.advance(by: 1)
        #expect(contacts.calls.suffix(2) == ["share", "willEnd"])
        #expect(menu(in: window) == nil)
    }

    @Test("while the menu shows, a tap elsewhere dismisses it and goes no further; a tap on the preview is its action")
    func dismissAndPreview() {
        let (sim, contacts, window) = world()
        press(sim, at: onRow1, for: 1)
        sim.tap(at: CGPoint(x: 100, y: 600))
        sim.advance(by: 1)
        #expect(contacts.calls == ["configuration at 100,22", "willDisplay", "willEnd"])
        #expect(menu(in: window) == nil)
        press(sim, at: onRow1, for: 1)
        sim.tap(at: onRow1)
        sim.advance(by: 1)
        #expect(contacts.calls.suffix(3) == ["willDisplay", "previewAction", "willEnd"])
    }

    @Test("no configuration: the press fails at 0.15 s and the row is selected at the lift, however long the press")
    func noConfiguration() {
        let (sim, contacts, window) = world { $0.givesMenu = false }
        press(sim, at: onRow1, for: 1)
        #expect(contacts.calls == ["configuration at 100,22", "didSelect 1"])
        #expect(menu(in: window) == nil)
        #expect(sim.log.lines.contains("# _UIContextMenuDriver \"com.apple.UIKit.longPressClickDriverPrimary\" possible → failed"))
    }

    @Test("a finger that moves 20 pt before 0.4 s shows no menu")
    func movedAway() {
        let (sim, contacts, window) = world()
        sim.touchDown(at: onRow1)
        sim.advance(by: 0.2)
        sim.touchMove(to: CGPoint(x: 120, y: 66))
        sim.advance(by: 0.5)
        sim.touchUp()
        sim.advance(by: 1)
        #expect(menu(in: window) == nil && !contacts.calls.contains("willDisplay"))
    }

    @Test("a long press of 0.5 s on the cell never recognizes: the menu comes first; one of 0.3 s comes first and no menu shows")
    func longPressOnTheCell() {
        let (sim, contacts, _) = world { $0.longPressDuration = 0.5 }
        press(sim, at: onRow1, for: 1)
        #expect(contacts.calls.contains("willDisplay") && !contacts.calls.contains("long press"))
        let (sim2, first, window2) = world { $0.longPressDuration = 0.3 }
        press(sim2, at: onRow1, for: 1)
        #expect(first.calls.contains("long press") && !first.calls.contains("willDisplay"))
        #expect(menu(in: window2) == nil)
    }
}

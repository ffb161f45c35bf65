import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R7.7: a table cell makes its content view on first use, in front of what the cell holds,
/// so a button added to the cell itself in `init` is behind it on iOS 14 and later, and a tap on it reaches the
/// content view; added to `contentView`, it gets the tap.
@Suite("Table cells: the content view made on first use, in front")
@MainActor
struct CellContentViewTests {
    final class ButtonCell: UITableViewCell {
        let button = UIButton(type: .system)

        /// The reuse identifier says where the button goes: "content" in the content view, else the cell itself.
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            button.frame = CGRect(x: 250, y: 7, width: 100, height: 30)
            if reuseIdentifier == "content" { contentView.addSubview(button) } else { addSubview(button) }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Source: NSObject, UITableViewDataSource {
        let identifier: String
        init(identifier: String) { self.identifier = identifier }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
    }

    /// The view a tap on the first row's button hits, in a table shown in a window.
    private func hitOnButton(addedToContentView: Bool) -> (hit: UIView?, cell: ButtonCell) {
        let identifier = addedToContentView ? "content" : "cell"
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = UIViewController()
        let table = UITableView(frame: controller.view.bounds)
        let source = Source(identifier: identifier)
        table.register(ButtonCell.self, forCellReuseIdentifier: identifier)
        table.dataSource = source
        controller.view.addSubview(table)
        window.rootViewController = controller
        sim.show(window)
        let cell = table.visibleCells[0] as! ButtonCell
        let point = cell.button.convert(CGPoint(x: 50, y: 15), to: window)
        return (window.hitTest(point, with: nil), cell)
    }

    @Test("added to the cell itself, the button is behind the content view, which the tap hits")
    func addedToCell() {
        let (hit, cell) = hitOnButton(addedToContentView: false)
        #expect(cell.subviews.last === cell.contentView, "the content view is the frontmost subview")
        #expect(hit === cell.contentView)
    }

    @Test("added to the content view, the button gets the tap")
    func addedToContentView() {
        let (hit, cell) = hitOnButton(addedToContentView: true)
        #expect(hit === cell.button)
    }

    @Test("a cell has no content view until it is read; then it is in front of what the cell held")
    func lazy() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let early = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        cell.addSubview(early)
        #expect(cell.subviews.count == 1)
        let content = cell.contentView
        #expect(cell.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(early), ObjectIdentifier(content)])
        let late = UIView(frame: .zero)
        cell.addSubview(late)
        #expect(cell.subviews.last === late, "a view added after is in front")
        #expect(className(of: content) == "UITableViewCellContentView")
    }

    @Test("accessory beside the content view, backgrounds behind it, selection through setSelected(_:animated:)")
    func parts() {
        final class Watching: UITableViewCell {
            var calls: [String] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                calls.append("selected \(selected)")
                super.setSelected(selected, animated: animated)
            }
            override func setHighlighted(_ highlighted: Bool, animated: Bool) {
                calls.append("highlighted \(highlighted)")
                super.setHighlighted(highlighted, animated: animated)
            }
        }
        let cell = Watching(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let accessory = UISwitch()
        cell.accessoryView = accessory
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        _ = cell.textLabel
        #expect(accessory.frame.maxX == 390 - 16 && cell.contentView.frame.maxX == accessory.frame.minX)
        #expect(cell.subviews.first === background && selected.superview == nil)
        cell.isHighlighted = true
        #expect(selected.superview === cell && cell.subviews[1] === selected, "above the background, behind the rest")
        cell.isHighlighted = false
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(cell.calls == ["highlighted true", "highlighted false", "selected true"])
        #expect(IndexPath(item: 3, section: 1).item == 3 && IndexPath(item: 3, section: 1).section == 1)
    }
}

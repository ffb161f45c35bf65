import Foundation

/// UIKit's additions to `IndexPath`: a table's rows and a collection view's items, in sections.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

/// Supplies a table's rows.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Hears about, and may refuse, a table's highlights and selections (docs/uikit-rules.md R7.6).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { -1 }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

/// A list of rows in sections, each a `UITableViewCell` laid out as the table's subview.
///
/// Touches reach the table from the cell along the responder chain; `ListSelection` turns them into highlights
/// and selections as UIKit does (docs/uikit-rules.md R7.6).
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
    /// `delegate` (the scroll view's, which Swift cannot narrow to this class's protocol as Objective-C does) as a
    /// `UITableViewDelegate`.
    private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
    open var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    open var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }
    open var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }
    private var selection = ListSelection()
    private var rows: [(IndexPath, UITableViewCell)] = []
    private var sectionRowCounts: [Int] = []
    private var registered: [String: UITableViewCell.Type] = [:]
    private var needsReload = true

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        reloadIfNeeded()
    }

    private func setNeedsReload() {
        needsReload = true
        if window != nil { reloadData() }
    }

    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Asks the data source for every row and lays the cells out top to bottom; the selection is forgotten.
    open func reloadData() {
        needsReload = false
        rows.forEach { $0.1.removeFromSuperview() }
        rows = []
        sectionRowCounts = []
        selection.clear()
        guard let dataSource else { return }
        var y: CGFloat = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            sectionRowCounts.append(count)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                let custom = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? -1
                let height = custom >= 0 ? custom : rowHeight
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                cell.layoutContent()
                addSubview(cell)
                rows.append((indexPath, cell))
                y += height
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    public var numberOfSections: Int {
        reloadIfNeeded()
        return sectionRowCounts.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return sectionRowCounts.indices.contains(section) ? sectionRowCounts[section] : 0
    }

    /// Registers the class whose cells `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A new cell of the registered class, made through its `init(style:reuseIdentifier:)`; nil when none is
    /// registered. (The simulator does not reuse cells.)
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(reusableWithIdentifier: identifier) }
    }

    /// A new cell of the class registered for `identifier`. As on iOS, asking for one never registered is a
    /// programming error that stops the app.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return cell
    }

    public var visibleCells: [UITableViewCell] {
        reloadIfNeeded()
        return rows.map(\.1)
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        reloadIfNeeded()
        return rows.first { $0.0 == indexPath }?.1
    }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        reloadIfNeeded()
        return rows.first { $0.1 === cell }?.0
    }

    /// The row under `point`, in the table's space.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return rows.first { $0.1.frame.contains(point) }?.0
    }

    /// The first selected row.
    public var indexPathForSelectedRow: IndexPath? { selection.selected.first }

    /// Every selected row, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selection.selectedOrNil }

    /// Selects the row (nil: deselects all) without telling the delegate, as UIKit documents.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selection.select(orDeselectAll: indexPath, calls)
    }

    /// Deselects the row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath, calls, tell: false)
    }

    /// The delegate's methods under the names `ListSelection` uses.
    private var calls: SelectionCalls {
        SelectionCalls(
            shouldHighlight: { [unowned self] in tableDelegate?.tableView(self, shouldHighlightRowAt: $0) ?? true },
            didHighlight: { [unowned self] in tableDelegate?.tableView(self, didHighlightRowAt: $0) },
            didUnhighlight: { [unowned self] in tableDelegate?.tableView(self, didUnhighlightRowAt: $0) },
            willSelect: { [unowned self] indexPath in
                tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
            },
            didSelect: { [unowned self] in tableDelegate?.tableView(self, didSelectRowAt: $0) },
            willDeselect: { [unowned self] indexPath in
                tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            },
            didDeselect: { [unowned self] in tableDelegate?.tableView(self, didDeselectRowAt: $0) },
            show: { [unowned self] indexPath, highlighted, selected in
                guard let cell = cellForRow(at: indexPath) else { return }
                if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
                if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
            })
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchBegan(on: row(under: touches), calls)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchEnded(on: row(under: touches), calls)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchCancelled(calls)
    }

    /// The row under the touch, where it is now.
    private func row(under touches: Set<UITouch>) -> IndexPath? {
        touches.first.flatMap { indexPathForRow(at: $0.location(in: self)) }
    }
}

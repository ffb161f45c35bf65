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
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Hears about a table's selection.
@MainActor
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { -1 }
}

/// A list of rows, each a `UITableViewCell` laid out as the table's subview.
///
/// A cell highlights when its touches begin; the row is selected when the touch lifts on it
/// (docs/uikit-rules.md R7.6). Touches reach the table from the cell along the responder chain.
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
    public weak var delegate: (any UITableViewDelegate)?
    open var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    open var allowsSelection = true
    public private(set) var indexPathForSelectedRow: IndexPath?
    private var rows: [(IndexPath, UITableViewCell)] = []
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

    /// Asks the data source for every row and lays the cells out top to bottom.
    open func reloadData() {
        needsReload = false
        rows.forEach { $0.1.removeFromSuperview() }
        rows = []
        guard let dataSource else { return }
        var y: CGFloat = 0
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                let custom = delegate?.tableView(self, heightForRowAt: indexPath) ?? -1
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

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A new cell of the registered class (the simulator does not reuse cells).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
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

    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        if let old = indexPathForSelectedRow { cellForRow(at: old)?.isSelected = false }
        indexPathForSelectedRow = indexPath
        if let indexPath { cellForRow(at: indexPath)?.isSelected = true }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        selectRow(at: nil, animated: animated)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowCell(for: touches)?.isHighlighted = allowsSelection
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cell = rowCell(for: touches) else { return }
        cell.isHighlighted = false
        guard allowsSelection, let indexPath = indexPath(for: cell) else { return }
        selectRow(at: indexPath, animated: false)
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        rows.forEach { $0.1.isHighlighted = false }
    }

    /// The cell under the touch, where it is now.
    private func rowCell(for touches: Set<UITouch>) -> UITableViewCell? {
        guard let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)) else { return nil }
        return cellForRow(at: indexPath)
    }
}

import Foundation

/// Supplies a collection view's items.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Hears about, and may refuse, a collection view's highlights and selections (docs/uikit-rules.md R7.8).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// Items in sections, placed by a layout, each a `UICollectionViewCell` made when it comes on screen.
///
/// Only the items the visible rectangle shows have cells: scrolling asks the layout again and makes or drops cells
/// as items enter or leave. Touches reach the collection view from the cell along the responder chain;
/// `ListSelection` turns them into highlights and selections as UIKit does (docs/uikit-rules.md R7.8).
@MainActor
open class UICollectionView: UIScrollView {
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Which way a flow layout's lines run: down the screen (vertical) or across it.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            setNeedsReload()
        }
    }
    public weak var dataSource: (any UICollectionViewDataSource)? { didSet { setNeedsReload() } }
    /// `delegate` (the scroll view's, which Swift cannot narrow to this class's protocol as Objective-C does) as a
    /// `UICollectionViewDelegate`.
    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }
    open var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }
    open var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }
    private var selection = ListSelection()
    private var shown: [IndexPath: UICollectionViewCell] = [:]
    private var itemCounts: [Int] = []
    private var registered: [String: UICollectionViewCell.Type] = [:]
    private var needsReload = true

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect {
        didSet { boundsChanged(from: oldValue.size, to: frame.size) }
    }

    open override var bounds: CGRect {
        didSet { boundsChanged(from: oldValue.size, to: bounds.size) }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if needsReload { reloadData() } else { showVisibleItems() }
    }

    /// Scrolling shows other items; a new size lays everything out again.
    private func boundsChanged(from old: CGSize, to new: CGSize) {
        guard window != nil, !needsReload else { return }
        if old != new { relayout() }
        showVisibleItems()
    }

    private func setNeedsReload() {
        needsReload = true
        if window != nil { reloadData() }
    }

    /// Asks the data source for its sections' item counts, lays them out and shows the visible ones; the
    /// selection is forgotten.
    open func reloadData() {
        needsReload = false
        shown.values.forEach { $0.removeFromSuperview() }
        shown = [:]
        selection.clear()
        itemCounts = []
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                itemCounts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        relayout()
        showVisibleItems()
    }

    private func relayout() {
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Makes cells for the items now in view and drops those that left it.
    private func showVisibleItems() {
        guard dataSource != nil else { return }
        let visible = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let wanted = Set(visible.map(\.indexPath))
        for (indexPath, cell) in shown where !wanted.contains(indexPath) {
            cell.removeFromSuperview()
            shown[indexPath] = nil
        }
        for attributes in visible where !attributes.isHidden {
            let cell = shown[attributes.indexPath] ?? makeCell(at: attributes.indexPath)
            cell.frame = attributes.frame
            cell.layoutContent()
        }
    }

    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dataSource!.collectionView(self, cellForItemAt: indexPath)
        cell.isSelected = selection.selected.contains(indexPath)
        cell.isHighlighted = selection.highlighted == indexPath
        addSubview(cell)
        shown[indexPath] = cell
        return cell
    }

    public var numberOfSections: Int {
        if needsReload { reloadData() }
        return itemCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        if needsReload { reloadData() }
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Registers the class whose cells `dequeueReusableCell(withReuseIdentifier:for:)` makes for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A new cell of the class registered for `identifier`, made through its `init(frame:)`. As on iOS, asking for
    /// one never registered is a programming error that stops the app. (The simulator does not reuse cells.)
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registered[identifier] else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return cellClass.init(reusableWithIdentifier: identifier)
    }

    /// The cells on screen.
    public var visibleCells: [UICollectionViewCell] {
        if needsReload { reloadData() }
        return indexPathsForVisibleItems.compactMap { shown[$0] }
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        if needsReload { reloadData() }
        return shown.keys.sorted()
    }

    /// The item's cell, if it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if needsReload { reloadData() }
        return shown[indexPath]
    }

    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shown.first { $0.value === cell }?.key
    }

    /// The item under `point` (in the collection view's space), on screen or not.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        if needsReload { reloadData() }
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?.first { $0.frame.contains(point) }?.indexPath
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The selected items, or nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selection.selectedOrNil }

    /// Selects the item (nil: deselects all) without telling the delegate, as UIKit documents.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selection.select(orDeselectAll: indexPath, calls)
    }

    /// Deselects the item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath, calls, tell: false)
    }

    /// The delegate's methods under the names `ListSelection` uses.
    private var calls: SelectionCalls {
        SelectionCalls(
            shouldHighlight: { [unowned self] in collectionDelegate?.collectionView(self, shouldHighlightItemAt: $0) ?? true },
            didHighlight: { [unowned self] in collectionDelegate?.collectionView(self, didHighlightItemAt: $0) },
            didUnhighlight: { [unowned self] in collectionDelegate?.collectionView(self, didUnhighlightItemAt: $0) },
            willSelect: { [unowned self] in collectionDelegate?.collectionView(self, shouldSelectItemAt: $0) ?? true ? $0 : nil },
            didSelect: { [unowned self] in collectionDelegate?.collectionView(self, didSelectItemAt: $0) },
            willDeselect: { [unowned self] in collectionDelegate?.collectionView(self, shouldDeselectItemAt: $0) ?? true ? $0 : nil },
            didDeselect: { [unowned self] in collectionDelegate?.collectionView(self, didDeselectItemAt: $0) },
            show: { [unowned self] indexPath, highlighted, selected in
                guard let cell = shown[indexPath] else { return }
                if cell.isSelected != selected { cell.isSelected = selected }
                if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
            })
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchBegan(on: item(under: touches), calls)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchEnded(on: item(under: touches), calls)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selection.touchCancelled(calls)
    }

    /// The item under the touch, where it is now.
    private func item(under touches: Set<UITouch>) -> IndexPath? {
        touches.first.flatMap { indexPathForItem(at: $0.location(in: self)) }
    }
}

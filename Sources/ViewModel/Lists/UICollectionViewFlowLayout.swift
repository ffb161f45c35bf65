import Foundation

/// Items of one size in lines: rows that wrap downwards when it scrolls vertically, columns that wrap to the right
/// when it scrolls horizontally; each section starts a new line, inside its `sectionInset`.
///
/// Items are placed by arithmetic, so only the lines a rectangle crosses are computed: a section of ten million
/// items costs no more to show than one of ten. A line's items are spread so the gaps are equal and at least
/// `minimumInteritemSpacing`; a shorter last line keeps the full lines' gaps (assumed: docs/uikit-rules.md R7.8).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    /// Each section's items and where its lines start along the scrolling axis.
    private var sections: [Section] = []
    private var length: CGFloat = 0
    private var across: CGFloat = 0

    private struct Section {
        var items: Int
        var perLine: Int
        var gap: CGFloat
        /// Where the first line starts, along the scrolling axis.
        var start: CGFloat
        var lines: Int { perLine == 0 ? 0 : (items + perLine - 1) / perLine }
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    /// Whether the item size can be laid out at all: positive and finite (UIKit logs a warning and shows nothing).
    var hasUsableItemSize: Bool {
        itemSize.width > 0 && itemSize.height > 0 && itemSize.width.isFinite && itemSize.height.isFinite
    }

    open override func prepare() {
        sections = []
        guard let collectionView, hasUsableItemSize else { return length = 0 }
        let vertical = scrollDirection == .vertical
        let size = collectionView.bounds.size
        let item = vertical ? itemSize.width : itemSize.height
        let itemLength = vertical ? itemSize.height : itemSize.width
        let (leading, trailing) = vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
        let (before, after) = vertical ? (sectionInset.top, sectionInset.bottom) : (sectionInset.left, sectionInset.right)
        across = vertical ? size.width : size.height
        let room = across - leading - trailing
        // At least one item a line; a spacing that is not a number, or a huge fit, must not reach `Int`.
        let fit = ((room + minimumInteritemSpacing) / (item + minimumInteritemSpacing)).rounded(.down)
        let perLine = fit.isFinite && fit >= 1 ? Int(min(fit, 1e9)) : 1
        let gap = perLine > 1 ? (room - CGFloat(perLine) * item) / CGFloat(perLine - 1) : 0
        var position: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            var section = Section(items: collectionView.numberOfItems(inSection: index), perLine: perLine, gap: gap,
                                  start: position + before)
            section.items = max(0, section.items)
            let lines = CGFloat(section.lines)
            position = section.start + lines * itemLength + max(0, lines - 1) * minimumLineSpacing + after
            sections.append(section)
        }
        length = position
    }

    open override var collectionViewContentSize: CGSize {
        scrollDirection == .vertical ? CGSize(width: across, height: length) : CGSize(width: length, height: across)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard hasUsableItemSize else { return [] }
        let vertical = scrollDirection == .vertical
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let pitch = (vertical ? itemSize.height : itemSize.width) + minimumLineSpacing
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.lines > 0 {
            let first = max(0, Int(((low - section.start) / pitch).rounded(.down).clamped(-1, 1e12)))
            let last = min(section.lines - 1, Int(((high - section.start) / pitch).rounded(.down).clamped(-1, 1e12)))
            guard first <= last else { continue }
            for line in first...last {
                for slot in 0..<section.perLine {
                    let item = line * section.perLine + slot
                    guard item < section.items else { break }
                    let attributes = self.attributes(IndexPath(item: item, section: index), section)
                    if attributes.frame.intersects(rect) { found.append(attributes) }
                }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard hasUsableItemSize, indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].items).contains(indexPath.item) else { return nil }
        return attributes(indexPath, sections[indexPath.section])
    }

    private func attributes(_ indexPath: IndexPath, _ section: Section) -> UICollectionViewLayoutAttributes {
        let vertical = scrollDirection == .vertical
        let (line, slot) = (indexPath.item / section.perLine, indexPath.item % section.perLine)
        let itemAcross = vertical ? itemSize.width : itemSize.height
        let along = section.start + CGFloat(line) * ((vertical ? itemSize.height : itemSize.width) + minimumLineSpacing)
        let side = (vertical ? sectionInset.left : sectionInset.top) + CGFloat(slot) * (itemAcross + section.gap)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = vertical
            ? CGRect(origin: CGPoint(x: side, y: along), size: itemSize)
            : CGRect(origin: CGPoint(x: along, y: side), size: itemSize)
        return attributes
    }
}

extension CGFloat {
    /// Kept between two bounds, so a far-off or non-finite coordinate becomes an index without trapping.
    fileprivate func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
        isNaN ? low : Swift.min(Swift.max(self, low), high)
    }
}

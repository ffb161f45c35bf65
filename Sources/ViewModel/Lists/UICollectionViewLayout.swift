import Foundation

/// Where a collection view's layout puts one item.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    public var indexPath: IndexPath
    public var frame: CGRect
    public var isHidden: Bool = false
    public var zIndex: Int = 0

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }
}

/// Decides where a collection view's items go. A subclass answers for a rectangle, so the collection view asks
/// only for what is on screen.
@MainActor
open class UICollectionViewLayout: NSObject {
    public internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// As UIKit's layouts, so a subclass that adds a designated initializer writes it; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Called before the layout is asked anything after the data changed.
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func invalidateLayout() {}
}

import Foundation
@_spi(Engine) import ViewModel

/// What one of UIKit's containers among a scene's views holds besides its subviews: a stack view's arranged
/// views, a toolbar's items, a collection view's layout and items, the cells a table's rows get. `SceneReader` reads it by the view's class;
/// `SceneBuilder` fills the container as an app's code would.
enum ContainerDescription {
    case stack(StackDescription)
    case toolbar([BarItemDescription])
    case collection(CollectionDescription)
    case table(CellsDescription)

    /// The cells of a table or collection view.
    var cells: CellsDescription? {
        switch self {
        case .table(let cells): cells
        case .collection(let collection): collection.cells
        case .stack, .toolbar: nil
        }
    }
}

/// A `UIStackView`'s arranged views and how it places them.
struct StackDescription {
    var axis = NSLayoutConstraint.Axis.horizontal
    var spacing: CGFloat = 0
    var alignment = UIStackView.Alignment.fill
    var distribution = UIStackView.Distribution.fill
    var arranged: [ViewDescription] = []
}

/// One of a toolbar's or a navigation item's `UIBarButtonItem`s.
enum BarItemDescription {
    /// A titled item; its action goes to the window's controller, with the item as sender.
    case title(String, action: ActionDescription?)
    /// `UIBarButtonItem(customView:)`: the view, which takes its own touches.
    case custom(ViewDescription)
    case flexibleSpace
    case fixedSpace(CGFloat)
}

/// A `UICollectionView` with a flow layout, its items and the cell each shows.
struct CollectionDescription {
    var itemSize = CGSize(width: 50, height: 50)
    var minimumLineSpacing: CGFloat = 10
    var minimumInteritemSpacing: CGFloat = 10
    var sectionInset = UIEdgeInsets.zero
    var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Each section's item count, and the items' titles where the file lists them.
    var sections: [Int] = []
    var titles: [[String]] = []
    var cells = CellsDescription(registered: ["Cell": "UICollectionViewCell"])
    /// The line `collectionView(_:didSelectItemAt:)` logs; `{item}` and `{section}` become the index path's.
    var didSelectLog: String?
    var allowsMultipleSelection = false
}

/// The cells a table's or collection view's data source makes: the classes registered, the one it dequeues, and
/// the views each gets, as `cellForRowAt`/`cellForItemAt` or the cell's initializer adds them.
struct CellsDescription {
    /// The cell classes registered, by reuse identifier, and the identifier the data source dequeues.
    var registered: [String: String]
    var reuseIdentifier = "Cell"
    var color: UIColor?
    /// Added to the cell itself, then to its content view; built again for every cell, recognizers too.
    var subviews: [ViewDescription] = []
    var contentView: [ViewDescription] = []
    /// A table cell's `accessoryView` (none, or one view) and `selectionStyle`.
    var accessoryView: [ViewDescription] = []
    var selectionStyle: UITableViewCell.SelectionStyle?
    var accessoryType: UITableViewCell.AccessoryType?
}

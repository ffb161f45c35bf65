import Foundation
import ViewModel

/// What one of UIKit's containers among a scene's views holds besides its subviews: a stack view's arranged
/// views, a toolbar's items, a collection view's layout and items. `SceneReader` reads it by the view's class;
/// `SceneBuilder` fills the container as an app's code would.
enum ContainerDescription {
    case stack(StackDescription)
    case toolbar([BarItemDescription])
    case collection(CollectionDescription)
}

/// A `UIStackView`'s arranged views and how it places them.
struct StackDescription {
    var axis = NSLayoutConstraint.Axis.horizontal
    var spacing: CGFloat = 0
    var alignment = UIStackView.Alignment.fill
    var distribution = UIStackView.Distribution.fill
    var arranged: [ViewDescription] = []
}

/// One of a toolbar's `UIBarButtonItem`s.
enum BarItemDescription {
    /// A titled item; its action goes to the window's controller, with the item as sender.
    case title(String, action: ActionDescription?)
    case flexibleSpace
    case fixedSpace(CGFloat)
}

/// A `UICollectionView` with a flow layout, its items and the cell each shows.
struct CollectionDescription {
    var itemSize = CGSize(width: 50, height: 50)
    var minimumLineSpacing: CGFloat = 10
    var minimumInteritemSpacing: CGFloat = 10
    var sectionInset = UIEdgeInsets.zero
    var scrollDirection = UICollectionViewFlowLayout.ScrollDirection.vertical
    /// Each section's item count, and the items' titles where the file lists them.
    var sections: [Int] = []
    var titles: [[String]] = []
    /// The cell classes registered, by reuse identifier, and the identifier the data source dequeues.
    var registered: [String: String] = ["Cell": "UICollectionViewCell"]
    var reuseIdentifier = "Cell"
    /// What every cell holds: its own subviews and its content view's (recognizer-free, since each cell gets a copy).
    var cell = CellTemplate()
    /// The line `collectionView(_:didSelectItemAt:)` logs; `{item}` and `{section}` become the index path's.
    var didSelectLog: String?
    var allowsMultipleSelection = false
}

/// The views each cell of a collection view gets, as a data source's `cellForItemAt` adds them.
struct CellTemplate {
    var color: UIColor?
    var subviews: [ViewDescription] = []
    var contentView: [ViewDescription] = []
}

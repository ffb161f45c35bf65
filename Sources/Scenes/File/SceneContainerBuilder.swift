import Foundation
@_spi(Engine) import ViewModel

/// Fills UIKit's containers of a scene as an app's code does: a stack view's `addArrangedSubview`, a toolbar's
/// `items`, a collection view's flow layout, registered cells and a data source and delegate the window's
/// controller keeps.
@MainActor
extension SceneBuilder {
    static func fill(_ view: UIView, with container: ContainerDescription, _ context: inout Context) {
        switch container {
        case .stack(let d):
            guard let stack = view as? UIStackView else { return }
            (stack.axis, stack.spacing, stack.alignment, stack.distribution) = (d.axis, d.spacing, d.alignment, d.distribution)
            for arranged in d.arranged { stack.addArrangedSubview(build(arranged, &context)) }
        case .toolbar(let items):
            (view as? UIToolbar)?.items = barItems(items, &context)
        case .collection(let d):
            guard let collection = view as? UICollectionView else { return }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = d.itemSize
            layout.minimumLineSpacing = d.minimumLineSpacing
            layout.minimumInteritemSpacing = d.minimumInteritemSpacing
            layout.sectionInset = d.sectionInset
            layout.scrollDirection = d.scrollDirection
            collection.collectionViewLayout = layout
            collection.allowsMultipleSelection = d.allowsMultipleSelection
            for identifier in d.cells.registered.keys.sorted() {
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
            }
            let source = SceneCollectionSource(description: d, build: cellViewBuilder(context.controller))
            (collection.dataSource, collection.delegate) = (source, source)
            context.controller.kept.append(source)
        case .table:
            break  // its data source, with the rows, is made with the table's
        }
    }

    /// Builds a view of a cell template for a new cell, its actions going to `controller`.
    static func cellViewBuilder(_ controller: SceneController) -> @MainActor (ViewDescription) -> UIView {
        { template in
            var cellContext = Context()
            cellContext.controller = controller
            return build(template, &cellContext)
        }
    }

    /// The bar's items, their actions going to the current controller.
    static func barItems(_ items: [BarItemDescription], _ context: inout Context) -> [UIBarButtonItem] {
        var made: [UIBarButtonItem] = []
        for item in items { made.append(barItem(item, &context)) }
        return made
    }

    private static func barItem(_ d: BarItemDescription, _ context: inout Context) -> UIBarButtonItem {
        let controller = context.controller
        switch d {
        case .custom(let view): return UIBarButtonItem(customView: build(view, &context))
        case .flexibleSpace: return .flexibleSpace()
        case .fixedSpace(let width): return .fixedSpace(width)
        case .title(let title, let action):
            let item = UIBarButtonItem(title: title, style: .plain, target: action.map { _ in controller },
                                       action: action.map { Selector($0.selector) })
            if let action { controller.add(line: action.line, for: action.selector, from: item) }
            return item
        }
    }
}

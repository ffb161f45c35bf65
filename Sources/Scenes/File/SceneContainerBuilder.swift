import Foundation
import ViewModel

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
            (view as? UIToolbar)?.items = items.map { barItem($0, controller: context.controller) }
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
            for identifier in d.registered.keys.sorted() {
                collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
            }
            let controller = context.controller
            let source = SceneCollectionSource(description: d) { template in
                var cellContext = Context()
                cellContext.controller = controller
                return build(template, &cellContext)
            }
            (collection.dataSource, collection.delegate) = (source, source)
            controller.kept.append(source)
        }
    }

    private static func barItem(_ d: BarItemDescription, controller: SceneController) -> UIBarButtonItem {
        switch d {
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

/// A scene collection view's data source and delegate: each item's cell of the registered class (printed with
/// the file's class name) holding the file's cell views and the item's title, and the line a selection logs.
final class SceneCollectionSource: UICollectionViewDataSource, UICollectionViewDelegate {
    let description: CollectionDescription
    /// Builds one of the cell template's views for a new cell.
    let build: @MainActor (ViewDescription) -> UIView

    init(description: CollectionDescription, build: @escaping @MainActor (ViewDescription) -> UIView) {
        (self.description, self.build) = (description, build)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { description.sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        description.sections[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = description.reuseIdentifier
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.printedIdentity = PrintedIdentity(className: description.registered[identifier] ?? "UICollectionViewCell", address: nil)
        if let color = description.cell.color { cell.backgroundColor = color }
        for view in description.cell.subviews { cell.addSubview(build(view)) }
        for view in description.cell.contentView { cell.contentView.addSubview(build(view)) }
        let titles = description.titles[indexPath.section]
        if titles.indices.contains(indexPath.item) {
            let label = UILabel(frame: CGRect(origin: .zero, size: description.itemSize))
            label.text = titles[indexPath.item]
            label.textAlignment = .center
            cell.contentView.addSubview(label)
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let line = description.didSelectLog else { return }
        log(line.replacingOccurrences(of: "{item}", with: String(indexPath.item))
            .replacingOccurrences(of: "{section}", with: String(indexPath.section)))
    }
}

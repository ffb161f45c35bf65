import Foundation
@_spi(Engine) import ViewModel

/// A scene table's data source and delegate: a cell of the registered class (printed with the file's class name)
/// for each row, titled by it, holding the file's cell views; and the line a selected row logs.
final class SceneTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rows: [String]
    let selectedLog: String?
    let accessoryLog: String?
    let cells: CellsDescription
    let build: @MainActor (ViewDescription) -> UIView

    init(rows: [String], selectedLog: String?, accessoryLog: String?, cells: CellsDescription,
         build: @escaping @MainActor (ViewDescription) -> UIView) {
        (self.rows, self.selectedLog, self.accessoryLog, self.cells, self.build) = (rows, selectedLog, accessoryLog, cells, build)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cells.reuseIdentifier, for: indexPath)
        cells.fill(cell, contentView: { cell.contentView }, build: build)
        // An empty title leaves `textLabel` unmade, as a cell whose app never touches it (its views are its own).
        if !rows[indexPath.row].isEmpty { cell.textLabel?.text = rows[indexPath.row] }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let selectedLog { log(selectedLog.filled(with: indexPath, item: "{row}")) }
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        if let accessoryLog { log(accessoryLog.filled(with: indexPath, item: "{row}")) }
    }
}

/// A scene collection view's data source and delegate: each item's cell of the registered class holding the
/// file's cell views and the item's title, and the line a selection logs.
final class SceneCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collection: CollectionDescription
    let build: @MainActor (ViewDescription) -> UIView

    init(description: CollectionDescription, build: @escaping @MainActor (ViewDescription) -> UIView) {
        (collection, self.build) = (description, build)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { collection.sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collection.sections[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: collection.cells.reuseIdentifier, for: indexPath)
        collection.cells.fill(cell, contentView: { cell.contentView }, build: build)
        let titles = collection.titles[indexPath.section]
        if titles.indices.contains(indexPath.item) {
            let label = UILabel(frame: CGRect(origin: .zero, size: collection.itemSize))
            label.text = titles[indexPath.item]
            label.textAlignment = .center
            cell.contentView.addSubview(label)
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let line = collection.didSelectLog { log(line.filled(with: indexPath, item: "{item}")) }
    }
}

extension CellsDescription {
    /// Gives a dequeued cell the file's class name, colour and views: those added to the cell itself first, as a
    /// cell's initializer adds them, then the content view's (which reading `contentView` makes, in front).
    @MainActor
    func fill(_ cell: UIView, contentView makeContentView: () -> UIView, build: (ViewDescription) -> UIView) {
        cell.printedIdentity = PrintedIdentity(className: registered[reuseIdentifier] ?? "\(type(of: cell))", address: nil)
        if let color { cell.backgroundColor = color }
        if let cell = cell as? UITableViewCell {
            if let selectionStyle { cell.selectionStyle = selectionStyle }
            if let accessoryType { cell.accessoryType = accessoryType }
            if let accessory = accessoryView.first { cell.accessoryView = build(accessory) }
        }
        for view in subviews { cell.addSubview(build(view)) }
        guard !contentView.isEmpty else { return }
        let content = makeContentView()
        for view in self.contentView { content.addSubview(build(view)) }
    }
}

extension String {
    /// A selection's log line with `item` (`{row}` or `{item}`) and `{section}` replaced by the index path's.
    func filled(with indexPath: IndexPath, item: String) -> String {
        replacingOccurrences(of: item, with: String(indexPath.item))
            .replacingOccurrences(of: "{section}", with: String(indexPath.section))
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// Reads the keys of UIKit's containers in a scene file — a stack view's `arrangedSubviews`, a toolbar's `items`,
/// a collection view's `layout`, `items`/`sections` and `didSelectLog`, a table's or collection view's `register`
/// and `cell` — each only on a view of that class (or one named after it).
@MainActor
extension SceneReader {
    /// The most items a collection view may have: it lays out only the visible ones, so the count costs nothing.
    static let maximumItems = 10_000_000
    static let maximumSections = 1_000

    /// The container `behaviour` makes of the keys in `f`; nil when the view is no container. Which views may
    /// carry which of these keys is checked with every other key (`SceneViewKey.all`).
    static func readContainer(_ f: SceneValue.Fields, behaviour: String, depth: Int)
        throws(SceneFileError) -> ContainerDescription?
    {
        switch behaviour {
        case "UIStackView":
            return .stack(try readStack(f, depth: depth))
        case "UITableView":
            return f["register"] == nil && f["cell"] == nil ? nil : .table(try readCells(f, cellClass: "UITableViewCell", depth: depth))
        case "UICollectionView":
            return .collection(try readCollection(f, depth: depth))
        case "UIToolbar":
            return try f["items"].map { v throws(SceneFileError) in .toolbar(try readBarItems(v, depth: depth)) }
        default:
            return nil
        }
    }

    private static func readStack(_ f: SceneValue.Fields, depth: Int) throws(SceneFileError) -> StackDescription {
        var stack = StackDescription()
        if let v = f["axis"] {
            stack.axis = try word(v, ["horizontal": .horizontal, "vertical": .vertical])
        }
        if let v = f["spacing"] { stack.spacing = try v.number(in: 0...100_000) }
        if let v = f["alignment"] {
            stack.alignment = try word(v, ["fill": .fill, "leading": .leading, "top": .top, "center": .center,
                                             "trailing": .trailing, "bottom": .bottom, "firstBaseline": .firstBaseline,
                                             "lastBaseline": .lastBaseline])
        }
        if let v = f["distribution"] {
            stack.distribution = try word(v, ["fill": .fill, "fillEqually": .fillEqually,
                                                "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
                                                "equalCentering": .equalCentering])
        }
        if let v = f["arrangedSubviews"] { stack.arranged = try readViews(v, depth: depth + 1) }
        return stack
    }

    /// The most items a bar may hold.
    static let maximumBarItems = 100

    static func readBarItems(_ value: SceneValue, depth: Int = 0) throws(SceneFileError) -> [BarItemDescription] {
        var items: [BarItemDescription] = []
        let list = try value.items()
        guard list.count <= maximumBarItems else { throw value.error("at most \(maximumBarItems) bar items, not \(list.count)") }
        for item in list {
            if item.string == "flexibleSpace" { items.append(.flexibleSpace); continue }
            let f = try item.fields(allowed: ["title", "fixedSpace", "customView", "action", "log"])
            if let v = f["fixedSpace"] { items.append(.fixedSpace(try v.number(in: 0...100_000))); continue }
            if let v = f["customView"] {
                if let other = f["title"] ?? f["action"] ?? f["log"] {
                    throw other.error("a custom view's item takes its touches in the view: give its actions there")
                }
                items.append(.custom(try readView(v, depth: depth + 1)))
                continue
            }
            let title = try f.required("title").text()
            var action: ActionDescription?
            if let v = f["action"] {
                let selector = try v.text()
                action = ActionDescription(selector: selector, line: try f["log"]?.text() ?? "\(selector) sent")
            }
            items.append(.title(title, action: action))
        }
        return items
    }

    private static func readCollection(_ f: SceneValue.Fields, depth: Int) throws(SceneFileError) -> CollectionDescription {
        var collection = CollectionDescription()
        if let v = f["layout"] { try readLayout(v, into: &collection) }
        switch (f["items"], f["sections"]) {
        case (let items?, nil): try readSection(items, into: &collection)
        case (nil, let sections?):
            let list = try sections.items()
            guard list.count <= maximumSections else { throw sections.error("at most \(maximumSections) sections") }
            for section in list { try readSection(section, into: &collection) }
        case (let items?, _?): throw items.error("give either `items` (one section) or `sections`, not both")
        case (nil, nil): break
        }
        collection.cells = try readCells(f, cellClass: "UICollectionViewCell", depth: depth)
        if let v = f["didSelectLog"] { collection.didSelectLog = try v.text() }
        if let v = f["allowsMultipleSelection"] { collection.allowsMultipleSelection = try v.flag() }
        return collection
    }

    /// A list's `register` and `cell`: the classes registered (by default `cellClass` as "Cell") and what the data
    /// source dequeues and adds to each cell.
    private static func readCells(_ f: SceneValue.Fields, cellClass: String, depth: Int) throws(SceneFileError) -> CellsDescription {
        var cells = CellsDescription(registered: ["Cell": cellClass])
        if let v = f["register"] {
            cells.registered = [:]
            for item in try v.items() {
                let r = try item.fields(allowed: ["class", "reuseIdentifier"])
                // Whatever its name, a class registered for cells is a cell subclass.
                cells.registered[try r.required("reuseIdentifier").text()] = try r.required("class").name()
            }
        }
        if let v = f["cell"] {
            let tables = cellClass == "UITableViewCell"
            let c = try v.fields(allowed: ["reuseIdentifier", "color", "subviews", "contentView"]
                                 + (tables ? ["accessoryView", "accessoryType", "selectionStyle"] : []))
            if let r = c["reuseIdentifier"] { cells.reuseIdentifier = try r.text() }
            if let a = c["accessoryView"] {
                // A view of its own per cell, as cellForRowAt makes `cell.accessoryView = UISwitch()`.
                let accessory = try readView(a, depth: depth + 1)
                try checkMadeLater([accessory])
                cells.accessoryView = [accessory]
            }
            if let t = c["accessoryType"] {
                let types: [String: UITableViewCell.AccessoryType] = [
                    "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
                    "checkmark": .checkmark, "detailButton": .detailButton,
                ]
                guard let type = types[try t.text()] else { throw t.error("expected " + types.keys.sorted().joined(separator: ", ")) }
                cells.accessoryType = type
            }
            if let s = c["selectionStyle"] {
                let styles: [String: UITableViewCell.SelectionStyle] = ["none": .none, "default": .default, "blue": .blue, "gray": .gray]
                guard let style = styles[try s.text()] else { throw s.error("expected none, default, blue or gray") }
                cells.selectionStyle = style
            }
            if let color = c["color"] { cells.color = try SceneColor.read(color) }
            if let s = c["subviews"] { cells.subviews = try readCellViews(s, depth: depth) }
            if let s = c["contentView"] { cells.contentView = try readCellViews(s, depth: depth) }
        }
        guard cells.registered[cells.reuseIdentifier] != nil else {
            // UIKit stops the app here ("unable to dequeue a cell with identifier …"); a file gets the message.
            let registered = cells.registered.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw (f["cell"] ?? f.owner).error("the data source dequeues cells with reuse identifier '\(cells.reuseIdentifier)', "
                + "which is never registered (registered: \(registered.isEmpty ? "none" : registered)); "
                + "UIKit stops the app there: register a cell class for it")
        }
        return cells
    }

    private static func readLayout(_ value: SceneValue, into c: inout CollectionDescription) throws(SceneFileError) {
        let f = try value.fields(allowed: ["itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
                                           "scrollDirection"])
        if let v = f["itemSize"] {
            let size = try v.numbers(2, range: -1_000_000...1_000_000)
            guard size[0] > 0, size[1] > 0 else {
                throw v.error("an item's width and height must be more than 0 (a flow layout cannot lay out \(Int(size[0]))×\(Int(size[1])) items)")
            }
            c.itemSize = CGSize(width: size[0], height: size[1])
        }
        if let v = f["minimumLineSpacing"] { c.minimumLineSpacing = try v.number(in: 0...100_000) }
        if let v = f["minimumInteritemSpacing"] { c.minimumInteritemSpacing = try v.number(in: 0...100_000) }
        if let v = f["sectionInset"] {
            let n = try v.numbers(4, range: 0...100_000)
            c.sectionInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        }
        if let v = f["scrollDirection"] { c.scrollDirection = try word(v, ["vertical": .vertical, "horizontal": .horizontal]) }
    }

    /// A section: a count of items, or a list of their titles.
    private static func readSection(_ value: SceneValue, into c: inout CollectionDescription) throws(SceneFileError) {
        let total = c.sections.reduce(0, +)
        if value.string != nil {
            let count = try value.integer(in: 0...maximumItems)
            guard total + count <= maximumItems else { throw value.error("more than \(maximumItems) items in all") }
            c.sections.append(count)
            c.titles.append([])
            return
        }
        var titles: [String] = []
        for item in try value.items() { titles.append(try item.text()) }
        guard total + titles.count <= maximumItems else { throw value.error("more than \(maximumItems) items in all") }
        c.sections.append(titles.count)
        c.titles.append(titles)
    }

    /// A cell template's views: built again for every cell, as `cellForRowAt` makes them — recognizers too, one
    /// per row, each with its own delegate answers and action; since there are as many as rows, none may name
    /// another recognizer or be named by one (their relations are per row in an app, not in the file).
    private static func readCellViews(_ value: SceneValue, depth: Int) throws(SceneFileError) -> [ViewDescription] {
        let views = try readViews(value, depth: depth + 1)
        try checkMadeLater(views)
        return views
    }

    /// Views built later than the scene (a cell's, once per row; a screen an action pushes) hold recognizers the
    /// file's relations cannot reach: none of theirs may name another.
    static func checkMadeLater(_ views: [ViewDescription],
                             made: String = "a cell's recognizers are made once per row") throws(SceneFileError) {
        for view in views {
            for r in view.recognizers where !(r.requireToFail + r.simultaneousWith + r.shouldRequireFailureOf
                                              + r.shouldBeRequiredToFailBy).isEmpty {
                throw r.origin.with("\(made), so they cannot name other recognizers "
                    + "(requireToFail, simultaneousWith, shouldRequireFailureOf, shouldBeRequiredToFailBy); "
                    + "name this one from the other's side")
            }
            try checkMadeLater(view.subviews, made: made)
            try checkMadeLater(view.contentView, made: made)
        }
    }
}

import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes
@testable import Session

/// UIKit's containers in scene files: a collection view's layout, items, registered cells and selection; a stack
/// view's arranged views; a toolbar's items; `zPosition`; a text field that shows the keyboard. Bad values stop
/// the read with their place, and a huge collection costs what its visible items do.
@Suite @MainActor
struct ContainerSceneTests {
    private func build(_ text: String) throws -> Simulator {
        let sim = Simulator()
        try SceneFile.example(text: text, id: "c.yaml").build(in: sim, variant: nil)
        return sim
    }

    private func error(_ text: String) -> String { sceneFileError(text, id: "c.yaml") }

    private func collection(_ extra: String = "", items: String = "10000000") -> String {
        """
        views:
          - class: UICollectionView
            frame: [0, 100, 390, 600]
            layout: {itemSize: [120, 120], minimumInteritemSpacing: 10, minimumLineSpacing: 10, sectionInset: [10, 10, 10, 10]}
            items: \(items)
            register: [{class: PhotoCell, reuseIdentifier: photo}]
            cell: {reuseIdentifier: photo, color: systemOrange}
            didSelectLog: "didSelectItemAt item {item}"
        \(extra)
        """
    }

    @Test("a collection view of 10,000,000 items shows only the visible cells, with the registered class's name; a tap selects")
    func collectionView() throws {
        let sim = try build(collection())
        let view = try #require(sim.application.keyWindow?.rootViewController?.view.subviews.first as? UICollectionView)
        #expect(view.numberOfItems(inSection: 0) == 10_000_000)
        #expect(view.visibleCells.count == 10)
        #expect(view.visibleCells.allSatisfy { $0.printedIdentity?.className == "PhotoCell" })
        // Two items a line, the flow layout spreading the space left between them: item 1 starts at x = 260.
        sim.tap(at: CGPoint(x: 300, y: 180))
        sim.advance(by: 1)
        #expect(sim.log.lines.contains("didSelectItemAt item 1"))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("a tap recognizer on a view around the collection view takes the tap: no item is selected")
    func recognizerStopsSelection() throws {
        let sim = try build("""
            views:
              - frame: [0, 0, 390, 844]
                recognizers: [{type: tap, name: DismissKeyboard}]
                subviews:
                  - class: UICollectionView
                    frame: [0, 100, 390, 600]
                    items: [A, B, C]
                    layout: {itemSize: [120, 120]}
                    didSelectLog: selected
            """)
        sim.tap(at: CGPoint(x: 60, y: 160))
        sim.advance(by: 1)
        #expect(!sim.log.lines.contains("selected"))
        #expect(sim.log.lines.contains { $0.contains("DismissKeyboard → handleGesture:") })
    }

    @Test("bad collection views: a zero or negative item size, an unregistered identifier, too many items or sections")
    func badCollections() {
        let zero = collection().replacingOccurrences(of: "itemSize: [120, 120]", with: "itemSize: [0, 120]")
        #expect(error(zero).hasPrefix("c.yaml:4:24: at views[0].layout.itemSize: an item's width and height must be more than 0"))
        let negative = collection().replacingOccurrences(of: "itemSize: [120, 120]", with: "itemSize: [-5, 10]")
        #expect(error(negative).contains("an item's width and height must be more than 0"))
        let unregistered = collection().replacingOccurrences(of: "cell: {reuseIdentifier: photo", with: "cell: {reuseIdentifier: Cell")
        #expect(error(unregistered).hasPrefix(
            "c.yaml:7:11: at views[0].cell: the data source dequeues cells with reuse identifier 'Cell', which is never registered (registered: 'photo')"))
        #expect(error(collection(items: "10000001")) == "c.yaml:5:12: at views[0].items: 10000001 is out of range (0 to 10000000)")
        #expect(error(collection(items: "-1")).hasSuffix("-1 is out of range (0 to 10000000)"))
        let sections = collection().replacingOccurrences(of: "items: 10000000", with: "sections: [10000000, 1]")
        #expect(error(sections).contains("more than 10000000 items in all"))
        let related = collection().replacingOccurrences(
            of: "color: systemOrange}", with: "contentView: [{frame: [0, 0, 9, 9], recognizers: [{type: tap, requireToFail: x}]}]}")
        #expect(error(related).contains("a cell's recognizers are made once per row, so they cannot name other recognizers"))
    }

    @Test("a recognizer in a cell's template is made per cell, as cellForItemAt makes it: each visible item has its own, and it takes the tap from selection")
    func recognizersPerCell() throws {
        let sim = try build(collection().replacingOccurrences(
            of: "color: systemOrange}",
            with: "contentView: [{class: Heart, frame: [0, 0, 60, 60], recognizers: [{type: tap, log: liked, shouldReceive: notOnControls}]}]}"))
        let view = try #require(sim.application.keyWindow?.rootViewController?.view.subviews.first as? UICollectionView)
        let hearts = view.visibleCells.compactMap { $0.contentView.subviews.first }
        #expect(hearts.count == 10 && hearts.allSatisfy { $0.gestureRecognizers?.count == 1 })
        #expect(Set(hearts.compactMap { $0.gestureRecognizers?.first.map(ObjectIdentifier.init) }).count == 10)
        sim.tap(at: CGPoint(x: 280, y: 130))  // item 1's heart
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 340, y: 200))  // item 1, beside its heart
        sim.advance(by: 1)
        #expect(sim.log.lines.contains("liked"))
        #expect(sim.log.lines.contains("didSelectItemAt item 1"))
    }

    @Test("container keys belong to their containers")
    func misplacedKeys() {
        #expect(error("views:\n  - {frame: [0, 0, 1, 1], arrangedSubviews: []}\n").contains(
            "arrangedSubviews needs a stack view (UIStackView): UIView behaves as UIView"))
        #expect(error("views:\n  - {class: UIStackView, frame: [0, 0, 1, 1], items: 3}\n").contains(
            "items needs a collection view or a toolbar"))
        #expect(error("views:\n  - {class: UILabel, frame: [0, 0, 1, 1], becomesFirstResponder: true}\n").contains(
            "becomesFirstResponder needs a text field or text view"))
        #expect(error("views:\n  - {class: UIStackView, frame: [0, 0, 1, 1], axis: diagonal}\n").contains(
            "expected one of: horizontal, vertical"))
    }

    @Test("a stack view places its arranged views; a tap between them hits the stack view")
    func stackView() throws {
        let sim = try build("""
            views:
              - class: UIStackView
                frame: [0, 100, 390, 44]
                distribution: fillEqually
                spacing: 10
                arrangedSubviews:
                  - {class: UIButton, frame: [0, 0, 50, 44]}
                  - {class: UILabel, frame: [0, 0, 50, 44], text: B}
            """)
        let stack = try #require(sim.application.keyWindow?.rootViewController?.view.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 190, height: 44),
                                                        CGRect(x: 200, y: 0, width: 190, height: 44)])
        #expect(HitAreaSampler.hitView(at: CGPoint(x: 300, y: 120), in: sim) === stack)
    }

    @Test("a toolbar's item sends its action with the item as sender; a flexible space pushes the next to the end")
    func toolbar() throws {
        let sim = try build("""
            views:
              - class: UIToolbar
                frame: [0, 770, 390, 44]
                items: [{title: Save, action: "save:", log: "save tapped"}, flexibleSpace, {title: Share}, {fixedSpace: 20}]
            """)
        sim.tap(at: CGPoint(x: 40, y: 792))
        sim.advance(by: 1)
        #expect(sim.log.lines.contains("save tapped"))
        let share = try #require(HitAreaSampler.hitView(at: CGPoint(x: 300, y: 792), in: sim) as? _UIButtonBarButton)
        #expect(share.item.title == "Share")
    }

    @Test("zPosition draws a view in front without changing what is hit; becomesFirstResponder shows the keyboard")
    func zPositionAndKeyboard() throws {
        let sim = try build("""
            views:
              - {class: BadgeView, frame: [0, 100, 100, 100], zPosition: 10}
              - {class: UIButton, frame: [0, 100, 100, 100]}
              - {class: UITextField, frame: [20, 300, 200, 30], becomesFirstResponder: true}
            """)
        let root = try #require(sim.application.keyWindow?.rootViewController?.view)
        #expect(root.subviews[0].layer.zPosition == 10)
        #expect(root.subviewsInDrawingOrder.last === root.subviews[0])
        #expect(HitAreaSampler.hitView(at: CGPoint(x: 50, y: 150), in: sim) === root.subviews[1])
        #expect(sim.application.isKeyboardShown)
        #expect(HitAreaSampler.hitView(at: CGPoint(x: 50, y: 800), in: sim) is UIInputSetHostView)
    }

    @Test("the schema lists exactly the keys the reader takes on a view")
    func schemaKeys() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/scene.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let defs = schema?["$defs"] as? [String: Any]
        let properties = (defs?["view"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(Set(properties?.keys.map { $0 } ?? []) == Set(SceneReader.viewKeys))
    }
}

extension ContainerSceneTests {
    @Test("lint: outside-content-view for a button added to a collection view cell itself, not in its content view")
    func collectionCellLint() throws {
        func scene(_ key: String) throws -> Example {
            try SceneFile.example(text: """
                views:
                  - class: UICollectionView
                    frame: [0, 100, 390, 600]
                    items: 3
                    layout: {itemSize: [120, 120]}
                    cell:
                      \(key): [{class: UIButton, frame: [10, 10, 100, 100]}]
                """, id: "c.yaml")
        }
        let findings = TouchLint(example: try scene("subviews"), variant: nil).run().findings
        #expect(findings.filter { $0.rule == .outsideContentView }.count == 3)
        #expect(findings.first { $0.rule == .outsideContentView }?.message.contains("the collection view shows the cell") == true)
        #expect(!TouchLint(example: try scene("contentView"), variant: nil).run().findings.contains { $0.rule == .outsideContentView })
    }

    @Test("lint: under-keyboard for a button where the keyboard will be, not for one above it")
    func underKeyboard() throws {
        let example = try SceneFile.example(text: """
            views:
              - {class: UITextField, frame: [20, 100, 350, 44]}
              - {class: UIButton, frame: [20, 740, 350, 50]}
              - {class: UIButton, frame: [20, 300, 350, 50]}
            """, id: "k.yaml")
        let findings = TouchLint(example: example, variant: nil).run().findings.filter { $0.rule == .underKeyboard }
        #expect(findings.map(\.view) == ["UIButton#1"])
        #expect(findings.first?.message.hasPrefix("While UITextField is editing, the keyboard (336 pt") == true)
    }

    @Test("contentInset lets a scroll view go that much further, and a dump's adjustedContentInset is read")
    func contentInset() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.contentInset.bottom = 50
        scroll.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
        #expect(scroll.contentOffset.y == 250)
        let dump = DumpParser.parse("<UIScrollView: 0x1; frame = (0 0; 390 844); adjustedContentInset: {91, 0, 34, 0}>")
        #expect(dump.nodes.first?.spec.contentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }
}

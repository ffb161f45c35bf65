import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R7.8: a collection view lays out only what it shows, highlights an item when the touch's
/// `touchesBegan` reaches it (after the scroll view's delay), and selects at the lift; a scroll or a superview's
/// tap cancels without selecting; multiple selection toggles.
@Suite("Collection views: flow layout, highlight and selection")
@MainActor
struct CollectionViewTests {
    final class Tile: UICollectionViewCell {
        var made = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            made = true
            contentView.backgroundColor = .systemBlue
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var count: Int
        var calls: [String] = []
        var refuseHighlight = false
        var refuseSelect = false
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldHighlight \(indexPath.item)")
            return !refuseHighlight
        }
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            calls.append("didHighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            calls.append("didUnhighlight \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldSelect \(indexPath.item)")
            return !refuseSelect
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.item)")
        }
    }

    /// A 390-wide grid of 100×100 items, 10 pt apart, in a world.
    private func world(count: Int = 40, build: (UIView, UICollectionView) -> Void = { _, _ in })
        -> (Simulator, UICollectionView, Source)
    {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let source = Source(count: count)
        var grid: UICollectionView!
        let (sim, _) = makeWorld { root in
            grid = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
            grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
            (grid.dataSource, grid.delegate) = (source, source)
            root.addSubview(grid)
            build(root, grid)
        }
        return (sim, grid, source)
    }

    @Test("a flow layout fills lines with equal gaps, and only visible items have cells")
    func layout() {
        let (_, grid, source) = world(count: 10_000_000)
        // 350 pt of room: three 100 pt items with two 25 pt gaps.
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
            == CGRect(x: 145, y: 120, width: 100, height: 100))
        #expect(grid.visibleCells.count == 24, "8 lines of 3 cross 844 pt")
        #expect(grid.visibleCells.allSatisfy { ($0 as? Tile)?.made == true }, "made through the subclass's init(frame:)")
        #expect(grid.contentSize.height > 3e8)
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 125)) == IndexPath(item: 4, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 130, y: 125)) == nil, "a gap is no item")
        grid.contentOffset = CGPoint(x: 0, y: 1_100_000)
        #expect(grid.indexPathsForVisibleItems.first?.item == 29_997, "scrolling shows other items, made on the way")
        #expect(grid.subviews.filter { $0 is UICollectionViewCell }.count == grid.visibleCells.count)
        withExtendedLifetime(source) {}
    }

    @Test("zero, negative and infinite item sizes lay out nothing and never trap")
    func badSizes() {
        for size in [CGSize.zero, CGSize(width: -10, height: 50), CGSize(width: CGFloat.infinity, height: 50),
                     CGSize(width: CGFloat.nan, height: 50)] {
            let (_, grid, source) = world()
            defer { withExtendedLifetime(source) {} }
            (grid.collectionViewLayout as! UICollectionViewFlowLayout).itemSize = size
            grid.reloadData()
            #expect(grid.visibleCells.isEmpty)
            #expect(grid.indexPathForItem(at: CGPoint(x: 50, y: 50)) == nil)
        }
    }

    @Test("a tap: highlight after the delay, then unhighlight, should-select, select; the cell shows it")
    func tapSelects() {
        let (sim, grid, source) = world()
        sim.touchDown(at: CGPoint(x: 70, y: 60))
        sim.advance(by: 0.1)
        #expect(source.calls.isEmpty, "the scroll view holds the touch 0.15 s")
        sim.advance(by: 0.1)
        #expect(source.calls == ["shouldHighlight 0", "didHighlight 0"])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
        sim.touchUp()
        sim.advance(by: 0.5)
        #expect(source.calls == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "didSelect 0"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        sim.tap(at: CGPoint(x: 195, y: 60))
        sim.advance(by: 1)
        #expect(source.calls.suffix(3) == ["shouldSelect 1", "didDeselect 0", "didSelect 1"], "single selection moves")
    }

    @Test("refused highlight stops selection; refused selection keeps the old one")
    func refusals() {
        let (sim, grid, source) = world()
        source.refuseHighlight = true
        sim.tap(at: CGPoint(x: 70, y: 60))
        sim.advance(by: 1)
        #expect(source.calls == ["shouldHighlight 0"])
        source.refuseHighlight = false
        source.refuseSelect = true
        source.calls = []
        sim.tap(at: CGPoint(x: 70, y: 60))
        sim.advance(by: 1)
        #expect(source.calls.last == "shouldSelect 0")
        #expect(grid.indexPathsForSelectedItems == nil)
    }

    @Test("multiple selection: a second tap on a selected item deselects it")
    func multiple() {
        let (sim, grid, source) = world()
        grid.allowsMultipleSelection = true
        for point in [CGPoint(x: 70, y: 60), CGPoint(x: 195, y: 60), CGPoint(x: 70, y: 60)] {
            sim.tap(at: point)
            sim.advance(by: 1)
        }
        #expect(source.calls.filter { !$0.contains("ighlight") } == ["shouldSelect 0", "didSelect 0", "shouldSelect 1", "didSelect 1", "didDeselect 0"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("a drag scrolls and cancels the highlight: nothing is selected")
    func scrollCancels() {
        let (sim, grid, source) = world()
        sim.touchDown(at: CGPoint(x: 70, y: 400))
        sim.advance(by: 0.3)
        for step in 1...10 {
            sim.touchMove(to: CGPoint(x: 70, y: 400 - CGFloat(step) * 10))
            sim.advance(by: 0.016)
        }
        sim.touchUp()
        sim.advance(by: 2)
        #expect(source.calls.contains("didHighlight 9"))
        #expect(source.calls.last == "didUnhighlight 9")
        #expect(grid.indexPathsForSelectedItems == nil)
        #expect(grid.contentOffset.y > 0)
    }

    @Test("a tap recognizer on the controller's view takes a quick tap from the item; cancelsTouchesInView false lets both")
    func superviewTap() {
        for cancels in [true, false] {
            var taps = 0
            let (sim, _, source) = world { root, _ in
                let tap = UITapGestureRecognizer { recognizer in if recognizer.state == .ended { taps += 1 } }
                tap.cancelsTouchesInView = cancels
                root.addGestureRecognizer(tap)
            }
            sim.tap(at: CGPoint(x: 70, y: 60))
            sim.advance(by: 1)
            #expect(taps == 1)
            #expect(source.calls.contains("didSelect 0") == !cancels)
        }
    }
}

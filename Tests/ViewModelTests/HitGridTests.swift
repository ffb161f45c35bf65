import Foundation
import Testing
@_spi(Engine) import ViewModel

/// `HitGrid`: an app's `hitTest` answers, sampled by a capture, given back cell by cell — no view, the usual
/// answer, the view itself in place of its subviews, or another view found by a way from it.
@Suite("A sampled hit grid")
@MainActor
struct HitGridTests {
    private static func grid(_ rows: [[HitGrid.Answer]], others: [[HitGrid.Step]] = []) -> HitGrid {
        HitGrid(origin: CGPoint(x: -2, y: -2), step: 2, rows: rows, others: others)!
    }

    @Test("each point is its cell's answer, and any point, however far or not a number, is outside without a trap")
    func cells() {
        let grid = Self.grid([[.outside, .usual], [.itself, .other(0)]], others: [[.superview]])
        #expect(grid.answer(at: CGPoint(x: 1, y: -1)) == .usual)
        #expect(grid.answer(at: CGPoint(x: -2, y: -2)) == .outside)
        #expect(grid.answer(at: CGPoint(x: -1, y: 1)) == .itself)
        #expect(grid.answer(at: CGPoint(x: 0, y: 0)) == .other(0))
        for far in [CGPoint(x: 1e300, y: 0), CGPoint(x: -1e300, y: 0), CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)] {
            #expect(grid.answer(at: far) == .outside)
        }
        #expect(HitGrid(origin: .zero, step: 1, rows: [[.other(1)]], others: [[.superview]]) == nil)
    }

    @Test("hit-testing gives the cell's view: the usual one, the view in place of its subview, or another view")
    func hitTesting() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let sibling = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        window.addSubview(container)
        container.addSubview(child)
        window.addSubview(sibling)
        // Columns of 50 pt: the left half as UIKit would, the right half the container itself; the bottom row the sibling.
        let grid = HitGrid(origin: .zero, step: 50, rows: [[.usual, .itself], [.other(0), .other(0)]],
                           others: [[.superview, .subview(1)]])!
        container.hitAreaAnswer = .grid(grid)
        #expect(window.tracedHitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        #expect(window.tracedHitTest(CGPoint(x: 60, y: 10), with: nil) === container)
        #expect(container.tracedHitTest(CGPoint(x: 10, y: 60), with: nil) === sibling)
        #expect(container.answeredPoint(inside: CGPoint(x: 10, y: 60), with: nil))
        #expect(!container.answeredPoint(inside: CGPoint(x: 10, y: 110), with: nil))
    }

    @Test("a way naming a view the tree does not have gives the class's answer")
    func missingView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grid = HitGrid(origin: .zero, step: 10, rows: [[.other(0)]], others: [[.subview(3)]])!
        view.hitAreaAnswer = .grid(grid)
        #expect(view.tracedHitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    }
}

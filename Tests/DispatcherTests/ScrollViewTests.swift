import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A scroll view whose `touchesShouldBegin` and `touchesShouldCancel(in:)` answer what the test says.
final class AnsweringScrollView: UIScrollView {
    var shouldBegin = true
    var shouldCancel = true
    var askedToBegin = 0
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        askedToBegin += 1
        return shouldBegin
    }
    override func touchesShouldCancel(in view: UIView) -> Bool { shouldCancel }
}

/// Rows and selections of a table.
final class TableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: "row")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

@Suite("UIScrollView and UITableView (docs/uikit-rules.md R7)")
@MainActor
struct ScrollViewTests {
    /// A vertical scroll view over the window's top 600 pt, with a content view 2000 pt tall.
    private func world(_ scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600)))
        -> (Simulator, UIScrollView, ContentProbe)
    {
        let content = ContentProbe(frame: CGRect(x: 0, y: 0, width: 390, height: 2000))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.addSubview(content)
        let (sim, _) = makeWorld { $0.addSubview(scrollView) }
        content.clock = sim.clock
        return (sim, scrollView, content)
    }

    private func scrolled(_ sim: Simulator) -> Bool {
        sim.log.contains("# UIScrollViewPanGestureRecognizer possible → began")
    }

    @Test("defaults: delaysContentTouches and canCancelContentTouches true; touchesShouldCancel false for a control only")
    func defaults() {
        let scrollView = UIScrollView(frame: .zero)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton(frame: .zero)))
        #expect(UIScrollView.contentTouchDelay == 0.15)
    }

    // MARK: delaysContentTouches

    @Test("the content's touchesBegan arrives 0.15 s after touch-down")
    func contentTouchDelay() {
        let (sim, _, content) = world()
        sim.advance(to: 1)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.14)
        #expect(content.events.isEmpty)
        sim.advance(by: 0.02)
        #expect(content.events == ["began"])
        #expect(same(content.time(of: "began"), 1.15))
        #expect(same(sim.log.times(of: "-[ContentProbe touchesBegan:withEvent:]").first, 1.15))
        sim.touchUp()
        #expect(content.events == ["began", "ended"])
    }

    @Test("a lift before 0.15 s delivers the held began and the ended together")
    func liftBeforeDelay() {
        let (sim, _, content) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.05)
        sim.touchUp()
        #expect(content.events == ["began", "ended"])
        #expect(content.times.allSatisfy { same($0, 0.05) })
        sim.advance(by: 1)
        #expect(content.events == ["began", "ended"])
    }

    @Test("touchesShouldBegin is asked when the delay ends; false keeps the touch from the content")
    func touchesShouldBeginFalse() {
        let scrollView = AnsweringScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.shouldBegin = false
        let (sim, _, content) = world(scrollView)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.3)
        #expect(scrollView.askedToBegin == 1)
        sim.touchUp()
        sim.advance(by: 1)
        #expect(content.events.isEmpty)
    }

    @Test("delaysContentTouches false: the content's touchesBegan arrives at once")
    func noDelay() {
        let (sim, scrollView, content) = world()
        scrollView.delaysContentTouches = false
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(content.events == ["began"])
        #expect(content.time(of: "began") == 0)
        sim.touchUp()
        #expect(content.events == ["began", "ended"])
    }

    // MARK: Scrolling

    @Test("a move of more than 10 pt along a scrollable axis scrolls, and the content never sees the touch")
    func dragScrolls() {
        let (sim, scrollView, content) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 100, y: 285))
        #expect(scrollView.isDragging)
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 100, y: 245))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        sim.touchUp()
        sim.advance(by: 3)
        #expect(content.events.isEmpty)
        #expect(!scrollView.isDragging)
    }

    @Test("no pan along an axis that cannot scroll: a sideways drag reaches the content after the delay")
    func noPanAcross() {
        let (sim, scrollView, content) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 160, y: 300))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 220, y: 302))
        #expect(content.events.isEmpty)
        sim.advance(by: 0.1)
        #expect(content.events == ["began", "moved"])
        sim.touchMove(to: CGPoint(x: 250, y: 302))
        sim.touchUp()
        #expect(content.events == ["began", "moved", "moved", "ended"])
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrolled(sim))
    }

    @Test("a drag that goes 10 pt across before 10 pt along fails the pan: turning along later does not scroll")
    func panFailsAcross() {
        let (sim, scrollView, _) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 112, y: 303))
        #expect(scrollView.panGestureRecognizer.state == .failed)
        #expect(sim.log.contains("# UIScrollViewPanGestureRecognizer possible → failed"))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 112, y: 200))
        sim.touchUp()
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrolled(sim))
    }

    @Test("a diagonal drag short of 10 pt on either axis leaves the pan possible; going on along scrolls")
    func diagonalWaits() {
        let (sim, scrollView, _) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 108, y: 292))
        #expect(scrollView.panGestureRecognizer.state == .possible)
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 109, y: 280))
        #expect(scrollView.panGestureRecognizer.state == .began)
        sim.touchUp()
    }

    @Test("a pan in the content that requires the scroll view's pan to fail begins on a drag across, not along")
    func panRequiringScrollFailure() {
        let (sim, scrollView, content) = world()
        let actions = ActionLog(sim)
        let pan = UIPanGestureRecognizer(handler: actions.gesture("pan"))
        pan.require(toFail: scrollView.panGestureRecognizer)
        content.addGestureRecognizer(pan)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 120, y: 301))
        sim.touchUp()
        #expect(actions.calls.first == "pan began")
        #expect(scrollView.contentOffset == .zero)
        actions.calls.removeAll()
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 101, y: 280))
        sim.touchUp()
        #expect(actions.calls.isEmpty)
        #expect(scrolled(sim))
    }

    @Test("after the content began tracking, a drag cancels its touch and scrolls (canCancelContentTouches, touchesShouldCancel true)")
    func scrollCancelsContent() {
        let (sim, scrollView, content) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.2)
        #expect(content.events == ["began"])
        sim.touchMove(to: CGPoint(x: 100, y: 285))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 100, y: 255))
        sim.touchUp()
        #expect(content.events == ["began", "cancelled"])
        #expect(scrollView.contentOffset.y >= 30)
    }

    @Test("after the content began tracking, canCancelContentTouches false or touchesShouldCancel false keeps the content's touch",
          arguments: ["canCancelContentTouches", "touchesShouldCancel"])
    func contentKeepsTouch(how: String) {
        let scrollView = AnsweringScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        if how == "canCancelContentTouches" { scrollView.canCancelContentTouches = false } else { scrollView.shouldCancel = false }
        let (sim, _, content) = world(scrollView)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.2)
        sim.touchMove(to: CGPoint(x: 100, y: 285))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 100, y: 200))
        sim.touchUp()
        #expect(content.events == ["began", "moved", "moved", "ended"])
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrolled(sim))
    }

    @Test("a button in a scroll view keeps its touch once it began tracking (touchesShouldCancel is false for a control)")
    func buttonKeepsTouch() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let button = UIButton(frame: CGRect(x: 50, y: 250, width: 200, height: 100))
        scrollView.addSubview(button)
        let (sim, _) = makeWorld { $0.addSubview(scrollView) }
        let actions = ActionLog(sim)
        actions.watch(button)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.2)
        #expect(actions.calls == ["down"])
        sim.touchMove(to: CGPoint(x: 100, y: 285))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 100, y: 260))
        sim.touchUp()
        #expect(actions.calls == ["down", "drag-inside", "drag-inside", "up-inside"])
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("contentOffset follows the drag from where the pan began, along the scrollable axis only; past the top, rubber-banded")
    func offsetFollowsDrag() {
        let (sim, scrollView, _) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 400))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 100, y: 380))  // the pan begins here
        #expect(scrollView.contentOffset == .zero)
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 100, y: 350))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 150, y: 300))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 150, y: 420))
        // 40 pt past the top of a 600 pt view: (1 − 1/(40 × 0.55 / 600 + 1)) × 600 (R7.11).
        #expect(close(scrollView.contentOffset.y, -21.22, within: 0.01))
        #expect(scrollView.contentOffset.x == 0)
    }

    @Test("after the lift the scroll decelerates on the virtual clock, and stops")
    func deceleration() {
        let (sim, scrollView, _) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 500))
        for step in 1...6 {
            sim.advance(by: 0.016)
            sim.touchMove(to: CGPoint(x: 100, y: 500 - CGFloat(step) * 20))
        }
        sim.touchUp()
        let atLift = scrollView.contentOffset.y
        #expect(close(atLift, 100))  // 120 pt of drag, less the 20 before the pan began
        #expect(scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == atLift)  // nothing moves until time passes
        sim.advance(by: 0.1)
        let later = scrollView.contentOffset.y
        #expect(later > atLift)
        sim.advance(by: 5)
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset.y
        #expect(stopped > later)
        sim.advance(by: 1)
        #expect(scrollView.contentOffset.y == stopped)
    }

    @Test("a new drag during deceleration stops it")
    func touchStopsDeceleration() {
        let (sim, scrollView, _) = world()
        sim.touchDown(at: CGPoint(x: 100, y: 500))
        for step in 1...6 {
            sim.advance(by: 0.016)
            sim.touchMove(to: CGPoint(x: 100, y: 500 - CGFloat(step) * 20))
        }
        sim.touchUp()
        sim.advance(by: 0.1)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.02)
        sim.touchMove(to: CGPoint(x: 100, y: 280))
        let held = scrollView.contentOffset.y
        sim.advance(by: 1)
        #expect(scrollView.contentOffset.y == held)
        #expect(!scrollView.isDecelerating)
    }

    @Test("paging: after the lift the offset snaps to a page in the direction of the fling")
    func paging() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: 900, height: 400)
        scrollView.addSubview(ContentProbe(frame: CGRect(x: 0, y: 0, width: 900, height: 400)))
        let (sim, _) = makeWorld { $0.addSubview(scrollView) }
        func drag(from x: CGFloat, by dx: CGFloat) {
            sim.touchDown(at: CGPoint(x: x, y: 200))
            for step in 1...5 {
                sim.advance(by: 0.02)
                sim.touchMove(to: CGPoint(x: x + dx * CGFloat(step) / 5, y: 200))
            }
            sim.touchUp()
        }
        drag(from: 250, by: -100)
        #expect(close(scrollView.contentOffset.x, 80))
        sim.advance(by: 1)
        #expect(close(scrollView.contentOffset.x, 300))
        #expect(!scrollView.isDecelerating)
        drag(from: 250, by: -100)
        sim.advance(by: 1)
        #expect(close(scrollView.contentOffset.x, 600))
        drag(from: 50, by: 100)
        sim.advance(by: 1)
        #expect(close(scrollView.contentOffset.x, 300))
        #expect(scrollView.contentOffset.y == 0)
    }

    // MARK: Table

    @Test("a table cell highlights when its touchesBegan arrives (after the delay) and is selected at the lift")
    func tableSelection() {
        let source = TableSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.dataSource = source
        table.delegate = source
        let (sim, _) = makeWorld { $0.addSubview(table) }
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        sim.touchDown(at: CGPoint(x: 100, y: 110))
        sim.advance(by: 0.1)
        #expect(!cell.isHighlighted)
        sim.advance(by: 0.1)
        #expect(cell.isHighlighted)
        #expect(source.selected.isEmpty)
        sim.touchUp()
        #expect(!cell.isHighlighted)
        #expect(cell.isSelected)
        #expect(source.selected == [2])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 154))  // a quick tap: began and ended together at the lift
        #expect(source.selected == [2, 3])
        #expect(!cell.isSelected)
        withExtendedLifetime(source) {}
    }

    @Test("a scroll after the cell highlighted cancels its touch: the highlight goes, nothing is selected")
    func tableScrollCancels() {
        let source = TableSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.dataSource = source
        table.delegate = source
        let (sim, _) = makeWorld { $0.addSubview(table) }
        let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))!
        sim.touchDown(at: CGPoint(x: 100, y: 198))
        sim.advance(by: 0.2)
        #expect(cell.isHighlighted)
        sim.touchMove(to: CGPoint(x: 100, y: 170))
        #expect(!cell.isHighlighted)
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 100, y: 120))
        sim.touchUp()
        #expect(source.selected.isEmpty)
        #expect(table.contentOffset.y >= 50)
        withExtendedLifetime(source) {}
    }
}

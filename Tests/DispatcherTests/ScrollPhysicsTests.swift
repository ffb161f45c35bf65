import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// What a touch meets in a scroll view's physics (docs/uikit-rules.md R7.11–R7.14): rubber-banding past an edge
/// and the spring back, a touch that stops a moving scroll, the keyboard dismissed by a drag, pull to refresh.
@Suite @MainActor
struct ScrollPhysicsTests {
    private func world(contentHeight: CGFloat = 2000, _ configure: (UIScrollView) -> Void = { _ in })
        -> (Simulator, UIScrollView)
    {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        configure(scrollView)
        let (sim, _) = makeWorld { $0.addSubview(scrollView) }
        return (sim, scrollView)
    }

    /// Drags one finger from (100, y0) to (100, y1) in 10 pt steps a frame apart, and lifts it if `lift`; with
    /// `down` false the finger is already down (at y0).
    private func drag(_ sim: Simulator, from y0: CGFloat, to y1: CGFloat, down: Bool = true, lift: Bool = true) {
        if down { sim.touchDown(at: CGPoint(x: 100, y: y0)) }
        let steps = Int(abs(y1 - y0) / 10)
        for step in 1...max(steps, 1) {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 100, y: y0 + (y1 - y0) * CGFloat(step) / CGFloat(max(steps, 1))))
        }
        if lift { sim.touchUp() }
    }

    @Test("past the top the content follows with resistance, and springs back after the lift; bounces false stops it at the edge")
    func rubberBand() {
        let (sim, scrollView) = world()
        drag(sim, from: 100, to: 310, lift: false)  // the pan begins 10 pt in: 200 pt past the top
        let pulled = -(1 - 1 / (200 * 0.55 / 600 + 1)) * 600
        #expect(close(scrollView.contentOffset.y, pulled, within: 0.01), "\(scrollView.contentOffset.y)")
        sim.touchUp()
        #expect(scrollView.isDecelerating, "springing back reports decelerating")
        sim.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0 && !scrollView.isDecelerating)
        let (stiff, fixed) = world { $0.bounces = false }
        drag(stiff, from: 100, to: 310)
        #expect(fixed.contentOffset.y == 0)
        #expect(!fixed.bouncesVertically && !fixed.bouncesHorizontally, "bounces sets both axes")
    }

    @Test("short content cannot be dragged until alwaysBounceVertical, and then only rubber-bands")
    func shortContent() {
        let (sim, short) = world(contentHeight: 300)
        drag(sim, from: 100, to: 300, lift: false)
        #expect(short.contentOffset.y == 0 && !short.isDragging)
        sim.touchUp()
        let (bouncy, always) = world(contentHeight: 300) { $0.alwaysBounceVertical = true }
        drag(bouncy, from: 100, to: 300, lift: false)
        #expect(always.isDragging && always.contentOffset.y < 0)
    }

    @Test("a tap on a decelerating scroll view stops it at touch-down and goes no further: the button under it sends nothing")
    func tapStopsDeceleration() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 390, height: 2000))
        let (sim, scrollView) = world { $0.addSubview(button) }
        let actions = ActionLog(sim)
        actions.watch(button)
        for step in 1...8 {  // a flick up: 160 pt in 8 frames
            if step == 1 { sim.touchDown(at: CGPoint(x: 100, y: 500)) }
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 100, y: 500 - CGFloat(step) * 20))
        }
        sim.touchUp()
        sim.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        actions.calls = []
        sim.touchDown(at: CGPoint(x: 200, y: 300))
        let stoppedAt = scrollView.contentOffset.y
        #expect(!scrollView.isDecelerating, "stopped as the finger went down")
        sim.touchUp()
        sim.advance(by: 1)
        #expect(scrollView.contentOffset.y == stoppedAt)
        #expect(actions.calls.isEmpty, "the touch only stopped the scroll: \(actions.calls)")
        #expect(sim.log.records.contains { record in
            if case .trace(.gestureState(let recognizer, .possible, .ended, .ownRule?)) = record.kind {
                return recognizer is UIScrollViewDelayedTouchesBeganGestureRecognizer
            }
            return false
        }, "the content-touch recognizer recognized by its own rule, dropping the held touch")
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 300))
        sim.advance(by: 1)
        #expect(actions.calls.contains("up-inside"), "at rest, the next tap is the button's")
    }

    @Test("keyboardDismissMode: .onDrag hides the keyboard as a drag begins, not on a tap; .interactive when the drag ends on the keyboard")
    func keyboardDismissal() {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        let (sim, scrollView) = world { $0.addSubview(field); $0.keyboardDismissMode = .onDrag }
        _ = field.becomeFirstResponder()
        #expect(sim.application.isKeyboardShown)
        sim.tap(at: CGPoint(x: 200, y: 300))
        sim.advance(by: 1)
        #expect(sim.application.isKeyboardShown, "a tap dismisses in no mode")
        drag(sim, from: 300, to: 200, lift: false)
        #expect(!sim.application.isKeyboardShown, "dismissed as the drag began, before the lift")
        sim.touchUp()
        sim.advance(by: 2)
        scrollView.keyboardDismissMode = .interactive
        _ = field.becomeFirstResponder()
        drag(sim, from: 300, to: 400)
        sim.advance(by: 2)
        #expect(sim.application.isKeyboardShown, "the drag ended above the keyboard")
        drag(sim, from: 300, to: 700)
        #expect(!sim.application.isKeyboardShown, "the drag ended on the keyboard")
    }

    @Test("pull to refresh: valueChanged once during the pull, refreshing already; the content rests below the control until endRefreshing; beginRefreshing sends nothing")
    func pullToRefresh() {
        let refresh = UIRefreshControl()
        let (sim, scrollView) = world { $0.refreshControl = refresh }
        let actions = ActionLog(sim)
        var refreshingInAction: [Bool] = []
        refresh.addAction(UIAction { _ in refreshingInAction.append(refresh.isRefreshing) }, for: .valueChanged)
        actions.watch(refresh)
        #expect(refresh.superview === scrollView && refresh.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
        drag(sim, from: 100, to: 250, lift: false)  // 140 pt past the top: pulled about 68 pt
        #expect(!refresh.isRefreshing, "not far enough")
        drag(sim, from: 250, to: 450, down: false, lift: false)  // the same finger: 340 pt, pulled about 143 pt
        #expect(refresh.isRefreshing && refreshingInAction == [true], "during the drag, before the lift")
        sim.touchUp()
        sim.advance(by: 1)
        #expect(scrollView.contentOffset.y == -60, "the content rests below the refreshing control")
        #expect(actions.calls.filter { $0 == "value" }.count == 1)
        refresh.endRefreshing()
        sim.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0 && !refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && actions.calls.filter { $0 == "value" }.count == 1, "no event from code")
    }

    @Test("pull to refresh on short content: nothing without alwaysBounceVertical (the collection-view reports), a refresh with it")
    func refreshNeedsBounce() {
        let refresh = UIRefreshControl()
        let (sim, _) = world(contentHeight: 200) { $0.refreshControl = refresh }
        drag(sim, from: 100, to: 500)
        #expect(!refresh.isRefreshing)
        let bouncing = UIRefreshControl()
        let (sim2, _) = world(contentHeight: 200) { $0.refreshControl = bouncing; $0.alwaysBounceVertical = true }
        drag(sim2, from: 100, to: 500)
        #expect(bouncing.isRefreshing)
    }

    @Test("a drag that starts on a slider's thumb in a paging scroll view: a quick swipe pages; held past the delay, the slider moves (R7.3)")
    func sliderInPagingScrollView() {
        func world() -> (Simulator, UIScrollView, UISlider) {
            let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
            slider.value = 1  // the thumb at the right end, its centre at x = 306
            let (sim, pages) = self.world { pages in
                pages.contentSize = CGSize(width: 390 * 3, height: 600)
                pages.isPagingEnabled = true
                pages.addSubview(slider)
            }
            return (sim, pages, slider)
        }
        func swipe(_ sim: Simulator, holdingFirst hold: TimeInterval) {
            sim.touchDown(at: CGPoint(x: 306, y: 220))  // the thumb
            sim.advance(by: hold)
            for step in 1...10 {  // leftwards, toward the next page
                sim.advance(by: 1.0 / 60)
                sim.touchMove(to: CGPoint(x: 306 - CGFloat(step) * 15, y: 220))
            }
            sim.touchUp()
            sim.advance(by: 1)
        }
        let (quick, quickPages, quickSlider) = world()
        swipe(quick, holdingFirst: 0)
        #expect(quickSlider.value == 1 && quickPages.contentOffset.x == 390, "the view paged; the slider never tracked")
        let (held, heldPages, heldSlider) = world()
        swipe(held, holdingFirst: 0.3)
        #expect(heldSlider.value < 0.6 && heldPages.contentOffset.x == 0, "the slider tracks, the view does not scroll")
    }
}


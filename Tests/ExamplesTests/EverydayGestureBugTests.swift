import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Everyday bugs: scroll views and recognizers")
@MainActor
struct EverydayGestureBugTests {
    // MARK: scroll-view-button

    private static let dragTime = ScrollViewButtonScene.dragStartTime

    @Test("scroll-view-button: the button highlights 0.15 s after touch-down; a drag from it scrolls, unseen by it")
    func scrollViewButton() {
        let sim = BugScene.played("scroll-view-button")
        let down = BugScene.time(of: "Buy: touchDown (highlighted)", in: sim)
        #expect(down.map { $0 >= UIScrollView.contentTouchDelay - 1e-9 } == true)
        #expect(BugScene.same(down, 0.15))
        #expect(BugScene.lines(sim, to: Self.dragTime) == ["Buy: touchDown (highlighted)", "Buy: touchUpInside"])
        let drag = BugScene.lines(sim, from: Self.dragTime)
        #expect(drag.first == "scroll view: dragging began")
        #expect(!drag.contains { $0.hasPrefix("Buy") })
        #expect(sim.log.lines.contains("# dropped: the touches held for UIButton, touch 0 (UIScrollViewPanGestureRecognizer recognized)"))
        #expect(BugScene.view(UIScrollView.self, in: sim)!.contentOffset.y > 0)
    }

    @Test("scroll-view-button no-delay: the highlight comes at once, but a drag from the button no longer scrolls")
    func scrollViewButtonNoDelay() {
        let sim = BugScene.played("scroll-view-button", variant: "no-delay")
        #expect(BugScene.same(BugScene.time(of: "Buy: touchDown (highlighted)", in: sim), 0))
        #expect(BugScene.same(BugScene.time(of: "Buy: touchDown (highlighted)", in: sim, from: Self.dragTime), Self.dragTime))
        #expect(BugScene.lines(sim, from: Self.dragTime) == ["Buy: touchDown (highlighted)", "Buy: touchUpOutside"])
        #expect(BugScene.view(UIScrollView.self, in: sim)!.contentOffset == .zero)
    }

    @Test("scroll-view-button cancel-on-drag: the highlight comes at once, and a drag cancels the button and scrolls")
    func scrollViewButtonCancelOnDrag() {
        let sim = BugScene.played("scroll-view-button", variant: "cancel-on-drag")
        #expect(BugScene.same(BugScene.time(of: "Buy: touchDown (highlighted)", in: sim), 0))
        let drag = BugScene.lines(sim, from: Self.dragTime)
        #expect(Array(drag.prefix(3)) == ["Buy: touchDown (highlighted)", "scroll view: dragging began", "Buy: touchCancel"])
        #expect(BugScene.same(BugScene.time(of: "Buy: touchDown (highlighted)", in: sim, from: Self.dragTime), Self.dragTime))
        #expect(sim.log.lines.contains("-[ButtonCancellingScrollView hitTest:withEvent:] -> UIButton"))
        #expect(BugScene.view(UIScrollView.self, in: sim)!.contentOffset.y > 0)
    }

    @Test("scroll-view-button: the button's isHighlighted turns on 0.15 s after the finger lands; at once without the delay",
          arguments: [(nil, 0.15), ("no-delay", 0), ("cancel-on-drag", 0)] as [(String?, TimeInterval)])
    func scrollViewButtonHighlight(variant: String?, delay: TimeInterval) {
        let sim = SeedLog.world("scroll-view-button", variant: variant)
        let button = BugScene.view(UIButton.self, in: sim)!
        sim.touchDown(at: ScrollViewButtonScene.pointOnButton)
        #expect(button.isHighlighted == (delay == 0))
        sim.advance(by: 0.14)
        #expect(button.isHighlighted == (delay == 0))
        sim.advance(by: 0.02)
        #expect(button.isHighlighted)
    }

    // MARK: pan-in-scroll-view

    private static let upward = PanInScrollViewScene.upwardDragTime

    @Test("pan-in-scroll-view: a drag up on the card drives the card's pan; the scroll view's pan is prevented")
    func panInScrollView() {
        let sim = BugScene.played("pan-in-scroll-view")
        #expect(BugScene.lines(sim, to: Self.upward) == ["card: pan began", "card: pan ended, swiped 150 pt"])
        #expect(BugScene.lines(sim, from: Self.upward) == ["card: pan began", "card: pan ended, swiped 0 pt"])
        #expect(sim.log.lines.contains("# UIScrollViewPanGestureRecognizer possible → failed: prevented by UIPanGestureRecognizer"))
        #expect(BugScene.view(UIScrollView.self, in: sim)!.contentOffset == .zero)
    }

    @Test("pan-in-scroll-view with a fix: a sideways drag swipes the card, a drag up scrolls",
          arguments: ["require-to-fail", "should-begin", "simultaneous"])
    func panInScrollViewFixed(variant: String) {
        let sim = BugScene.played("pan-in-scroll-view", variant: variant)
        #expect(BugScene.lines(sim, to: Self.upward) == ["card: pan began", "card: pan ended, swiped 150 pt"])
        let up = BugScene.lines(sim, from: Self.upward)
        #expect(up.contains("scroll view: dragging began"))
        #expect(up.contains("card: pan began") == (variant == "simultaneous"))
        #expect(BugScene.view(UIScrollView.self, in: sim)!.contentOffset.y > 0)
    }

    @Test("pan-in-scroll-view: why each fix works, in the log",
          arguments: [
            ("require-to-fail", "# UIPanGestureRecognizer possible → failed: required UIScrollViewPanGestureRecognizer to fail, but it recognized"),
            ("require-to-fail", "# UIScrollViewPanGestureRecognizer possible → failed"),
            ("should-begin", "# UIPanGestureRecognizer possible → failed: its delegate's gestureRecognizerShouldBegin said no"),
          ])
    func panInScrollViewReasons(variant: String, line: String) {
        #expect(BugScene.played("pan-in-scroll-view", variant: variant).log.lines.contains(line))
    }

    // MARK: pinch-rotate

    /// The photo's scale and rotation (degrees) from its transform.
    private func photoScaleAndAngle(_ sim: Simulator) -> (scale: CGFloat, degrees: CGFloat) {
        let t = BugScene.view(UIImageView.self, in: sim)!.transform
        return ((t.a * t.a + t.b * t.b).squareRoot(), atan2(t.b, t.a) * 180 / .pi)
    }

    @Test("pinch-rotate: the demo uses two fingers; both recognizers run, the photo grows and turns with them")
    func pinchRotate() {
        #expect(Set(PinchRotateScene.demoGesture.map(\.finger)) == [0, 1])
        let sim = BugScene.played("pinch-rotate")
        let lines = BugScene.lines(sim)
        #expect(Array(lines.prefix(2)) == ["pinch began", "rotation began"])
        let (scale, degrees) = photoScaleAndAngle(sim)
        #expect(abs(scale - 220.0 / 120) < 0.01)
        #expect(abs(degrees - 48) < 0.5)
    }

    @Test("pinch-rotate exclusive: the pinch begins first and the rotation fails; the photo only grows")
    func pinchRotateExclusive() {
        let sim = BugScene.played("pinch-rotate", variant: "exclusive")
        #expect(BugScene.lines(sim) == ["pinch began", "pinch ended: photo scale 1.83, rotation 0°"])
        #expect(sim.log.lines.contains("# UIRotationGestureRecognizer possible → failed: prevented by UIPinchGestureRecognizer"))
        let (scale, degrees) = photoScaleAndAngle(sim)
        #expect(abs(scale - 220.0 / 120) < 0.01)
        #expect(abs(degrees) < 1e-9)
    }
}

import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Seed scenarios: animation and dragging")
@MainActor
struct AnimationScenarioTests {
    /// Plays the demo input (a tap where the button is drawn at 5 s, one where it will end at 6 s) and returns the
    /// lines the example wrote for each tap.
    private func taps(_ variant: String?) -> (drawn: [String], end: [String], sim: Simulator) {
        let sim = SeedLog.world("animated-hit-test", variant: variant)
        let input = Gallery.example(id: "animated-hit-test")!.demoInput
        input.prefix(2).forEach(sim.play)
        let drawn = SeedLog.userLines(sim)
        sim.log.removeAll()
        input.dropFirst(2).forEach(sim.play)
        return (drawn, SeedLog.userLines(sim), sim)
    }

    @Test("animated-hit-test: UIView.animate — neither tap reaches the button; the log says it is animating")
    func defaultVariant() {
        let (drawn, end, sim) = taps(nil)
        #expect(drawn == ["backdrop touched"])
        #expect(end == ["backdrop touched"])
        #expect(sim.log.lines.contains("# UIButton is not a hit: animating under UIView.animate without .allowUserInteraction"))
    }

    @Test("animated-hit-test allow-user-interaction: only where the button will end up")
    func allowUserInteraction() {
        let (drawn, end, _) = taps("allow-user-interaction")
        #expect(drawn == ["backdrop touched"])
        #expect(end == ["button: touchDown", "button: touchUpInside"])
    }

    @Test("animated-hit-test presentation-hit-test: the seed's override hits the drawn button, which highlights but sends no action")
    func presentationHitTest() {
        let (drawn, end, _) = taps("presentation-hit-test")
        #expect(drawn == ["button: touchDown"])
        #expect(end == ["backdrop touched"])
    }

    @Test("animated-hit-test presentation-hit-test: the touch ends outside, as the seed warns (no touchUpInside)")
    func presentationHitTestEndsOutside() {
        let sim = SeedLog.world("animated-hit-test", variant: "presentation-hit-test")
        Gallery.example(id: "animated-hit-test")!.demoInput.prefix(2).forEach(sim.play)
        #expect(sim.log.lines.contains("# PresentationHitTestButton sends UIControlEventTouchUpOutside"))
        #expect(sim.log.lines.contains("-[PresentationHitTestButton hitTest:withEvent:] -> PresentationHitTestButton"))
    }

    @Test("animated-hit-test property-animator: where the button is drawn, and the tap fires it")
    func propertyAnimator() {
        let (drawn, end, _) = taps("property-animator")
        #expect(drawn == ["button: touchDown", "button: touchUpInside"])
        #expect(end == ["backdrop touched"])
    }

    @Test("animated-hit-test: the button is drawn halfway at 5 s in every variant",
          arguments: [nil, "allow-user-interaction", "presentation-hit-test", "property-animator"])
    func drawnHalfway(variant: String?) {
        let sim = SeedLog.world("animated-hit-test", variant: variant)
        sim.advance(to: AnimatedHitTestScene.tapWhereDrawnTime)
        let button = sim.application.keyWindow!.rootViewController!.view.subviews.last!
        #expect(button.center == AnimatedHitTestScene.endCenter)
        let drawn = button.layer.presentation()!.position
        #expect(abs(drawn.x - AnimatedHitTestScene.pointWhereDrawn.x) < 1e-6)
        #expect(abs(drawn.y - AnimatedHitTestScene.pointWhereDrawn.y) < 1e-6)
        sim.advance(to: 10)
        #expect(!button.layer.isAnimating)
        #expect(sim.animations.count == 0)
    }

    @Test("drag-view: after a drag of (dx, dy) the view's frame has moved by (dx, dy)")
    func dragView() {
        let sim = SeedLog.world("drag-view")
        let window = sim.application.keyWindow!
        let view = window.viewWithTag(DragViewScene.viewTag)!
        let before = view.frame
        Gallery.example(id: "drag-view")!.demoInput.forEach(sim.play)
        let offset = DragViewScene.dragOffset
        #expect(view.frame.origin == CGPoint(x: before.minX + offset.x, y: before.minY + offset.y))
        #expect(view.frame.size == before.size)
        #expect(view.center == CGPoint(x: before.midX, y: before.midY))  // the model centre stays; the transform moves it
        #expect(SeedLog.userLines(sim) == ["MovedView moved to (215, 400)"])
    }

    @Test("drag-view: any drag, in uneven steps, moves the view with the finger", arguments: [
        (CGPoint(x: -100, y: 37), 3), (CGPoint(x: 13.5, y: -200), 11), (CGPoint(x: 0, y: 0), 1),
    ])
    func dragAnywhere(offset: CGPoint, steps: Int) {
        let sim = SeedLog.world("drag-view")
        let view = sim.application.keyWindow!.viewWithTag(DragViewScene.viewTag)!
        let before = view.frame.origin
        dragInput(from: DragViewScene.dragStart, by: offset, steps: steps, t: 0).forEach(sim.play)
        #expect(abs(view.frame.minX - (before.x + offset.x)) < 1e-9)
        #expect(abs(view.frame.minY - (before.y + offset.y)) < 1e-9)
    }
}

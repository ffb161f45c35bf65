import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A backdrop and a 100 × 50 view moving, in 10 s, from centre (100, 100) to centre (300, 500). At 5 s it is
/// drawn around (200, 300) (both curves used are halfway at half time).
@MainActor
private struct MovingScene {
    let sim: Simulator
    let backdrop: Recorder
    let mover: Recorder
    let drawnAtFiveSeconds = CGPoint(x: 200, y: 300)
    let end = CGPoint(x: 300, y: 500)

    init(_ start: (Simulator, UIView) -> Void) {
        let backdrop = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let mover = Recorder(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        let (sim, _) = makeWorld { $0.addSubview(backdrop); $0.addSubview(mover) }
        (self.sim, self.backdrop, self.mover) = (sim, backdrop, mover)
        sim.run { start(sim, mover) }
    }

    /// Taps at 5 s where the view is drawn and at 6 s where it will end; who got each tap's began.
    func tapBoth() -> [String] {
        var hits: [String] = []
        for (time, point) in [(5.0, drawnAtFiveSeconds), (6.0, end)] {
            sim.advance(to: time)
            let (before, beforeBackdrop) = (mover.events.count, backdrop.events.count)
            sim.tap(at: point)
            hits.append(mover.events.count > before ? "mover" : backdrop.events.count > beforeBackdrop ? "backdrop" : "nobody")
        }
        return hits
    }
}

@Suite("Hit-testing while animating (docs/uikit-rules.md R8.2–R8.5)")
@MainActor
struct AnimatedHitTestingTests {
    @Test("UIView.animate: the animating view is not a hit, drawn or at its end; the log says why")
    func refusedWithoutAllowUserInteraction() {
        let scene = MovingScene { _, mover in UIView.animate(withDuration: 10) { mover.center = CGPoint(x: 300, y: 500) } }
        #expect(scene.tapBoth() == ["backdrop", "backdrop"])
        #expect(scene.sim.log.lines.contains(
            "# Recorder is not a hit: animating under UIView.animate without .allowUserInteraction"))
    }

    @Test("with .allowUserInteraction the model decides: hit where it will end up, missed where it is drawn")
    func allowUserInteractionUsesTheModel() {
        let scene = MovingScene { _, mover in
            UIView.animate(withDuration: 10, delay: 0, options: .allowUserInteraction, animations: {
                mover.center = CGPoint(x: 300, y: 500)
            })
        }
        #expect(scene.tapBoth() == ["backdrop", "mover"])
        #expect(!scene.sim.log.lines.contains { $0.hasPrefix("# Recorder is not a hit") })
    }

    @Test("a property animator with its defaults: hit where it is drawn, not where it will end")
    func propertyAnimatorHitsWhereDrawn() {
        let scene = MovingScene { _, mover in
            UIViewPropertyAnimator(duration: 10, curve: .linear) { mover.center = CGPoint(x: 300, y: 500) }
                .startAnimation()
        }
        #expect(scene.tapBoth() == ["mover", "backdrop"])
        #expect(scene.sim.log.lines.contains(
            "# the point goes into Recorder where it is drawn: a UIViewPropertyAnimator moves it"))
    }

    @Test("a button moved by a property animator: its touch is located where it is drawn, so the tap fires it")
    func propertyAnimatorButtonFires() {
        let button = UIButton(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        var fired: [String] = []
        button.addAction(UIAction { _ in fired.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in fired.append("touchUpOutside") }, for: .touchUpOutside)
        let (sim, _) = makeWorld { $0.addSubview(button) }
        sim.run {
            UIViewPropertyAnimator(duration: 10, curve: .linear) { button.center = CGPoint(x: 300, y: 500) }
                .startAnimation()
        }
        sim.advance(to: 5)
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(fired == ["touchUpInside"])
    }

    @Test("with UIView.animate and .allowUserInteraction a touch is located in the model")
    func viewAnimationLocatesInTheModel() {
        var location: CGPoint?
        let view = Recorder(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.run {
            UIView.animate(withDuration: 10, delay: 0, options: [.allowUserInteraction, .curveLinear], animations: {
                view.center = CGPoint(x: 300, y: 500)
            })
        }
        sim.advance(to: 5)
        sim.touchDown(at: CGPoint(x: 300, y: 500))
        location = view.received.first?.touches.first?.location(in: view)
        sim.touchUp()
        #expect(location == CGPoint(x: 50, y: 25))
    }

    @Test("a property animator with isUserInteractionEnabled false: not a hit anywhere")
    func propertyAnimatorWithoutInteraction() {
        let scene = MovingScene { _, mover in
            let animator = UIViewPropertyAnimator(duration: 10, curve: .linear) { mover.center = CGPoint(x: 300, y: 500) }
            animator.isUserInteractionEnabled = false
            animator.startAnimation()
        }
        #expect(scene.tapBoth() == ["backdrop", "backdrop"])
        #expect(scene.sim.log.lines.contains(
            "# Recorder is not a hit: animating under a UIViewPropertyAnimator whose isUserInteractionEnabled is false"))
    }

    @Test("a property animator with manual hit-testing: the model decides, as with .allowUserInteraction")
    func propertyAnimatorManualHitTesting() {
        let scene = MovingScene { _, mover in
            let animator = UIViewPropertyAnimator(duration: 10, curve: .linear) { mover.center = CGPoint(x: 300, y: 500) }
            animator.isManualHitTestingEnabled = true
            animator.startAnimation()
        }
        #expect(scene.tapBoth() == ["backdrop", "mover"])
    }

    @Test("once the animation ends the view is a hit again, at its model position")
    func hitAfterTheEnd() {
        let scene = MovingScene { _, mover in UIView.animate(withDuration: 1) { mover.center = CGPoint(x: 300, y: 500) } }
        scene.sim.advance(to: 1)
        scene.sim.tap(at: scene.end)
        #expect(scene.mover.events == ["began", "ended"])
    }

    @Test("the delay counts as animating: not a hit before it starts to move")
    func refusedDuringDelay() {
        let scene = MovingScene { _, mover in
            UIView.animate(withDuration: 1, delay: 5, options: [], animations: { mover.center = CGPoint(x: 300, y: 500) })
        }
        scene.sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.mover.events.isEmpty)
        #expect(scene.backdrop.events == ["began", "ended"])
    }

    @Test("the subviews of a refused animating view are not asked")
    func subviewsOfRefusedView() {
        let child = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let scene = MovingScene { _, mover in
            mover.addSubview(child)
            UIView.animate(withDuration: 10, delay: 0, options: [], animations: { mover.alpha = 0.5 })
        }
        scene.sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(child.events.isEmpty && scene.mover.events.isEmpty)
        #expect(scene.backdrop.events == ["began", "ended"])
    }

    @Test("a view that is not animating is hit-tested exactly as before: no extra log lines")
    func stillViewsUnchanged() {
        let scene = MovingScene { _, _ in }
        scene.sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.mover.events == ["began", "ended"])
        #expect(!scene.sim.log.lines.contains { $0.contains("animat") })
    }
}

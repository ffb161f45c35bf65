import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

@Suite("UIViewPropertyAnimator: start, pause, scrub, continue, reverse, stop (docs/uikit-rules.md R8.5)")
@MainActor
struct PropertyAnimatorTests {
    /// A linear animator moving the view's centre from x 50 to 150 over 1 s, and the positions its completions got.
    private func linearMove(_ view: UIView, _ positions: Box<[UIViewAnimatingPosition]>) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { positions.value.append($0) }
        return animator
    }

    @Test("UIKit's defaults")
    func defaults() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning && !animator.isReversed)
        #expect(animator.isUserInteractionEnabled && animator.isInterruptible && !animator.isManualHitTestingEnabled)
        #expect(animator.fractionComplete == 0)
        #expect(animator.duration == 1 && animator.delay == 0)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeIn)
        #expect(UIViewAnimatingState.stopped.rawValue == 2 && UIViewAnimatingPosition.current.rawValue == 2)
    }

    @Test("the animations apply when it starts; it runs on the clock and completes at .end")
    func runsToTheEnd() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        #expect(view.center.x == 50)
        sim.run { animator.startAnimation() }
        #expect(view.center.x == 150)
        #expect(animator.state == .active && animator.isRunning)
        sim.advance(by: 0.25)
        #expect(near(animator.fractionComplete, 0.25))
        #expect(near(shown(view).x, 75))
        sim.advance(by: 0.75)
        #expect(positions.value == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(!view.layer.isAnimating)
    }

    @Test("pause freezes it; fractionComplete scrubs it; continue runs the rest of the time")
    func pauseScrubContinue() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        sim.run { animator.startAnimation() }
        sim.advance(by: 0.4)
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.state == .active)
        sim.advance(by: 5)
        #expect(near(animator.fractionComplete, 0.4))
        #expect(near(shown(view).x, 90))
        animator.fractionComplete = 0.25
        #expect(near(shown(view).x, 75))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        sim.advance(by: 0.5)
        #expect(near(animator.fractionComplete, 0.75))
        #expect(positions.value.isEmpty)
        sim.advance(by: 0.3)
        #expect(positions.value == [.end])
    }

    @Test("setting fractionComplete on an inactive animator applies its animations and pauses it there")
    func scrubFromInactive() {
        let (sim, view) = animatedWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        sim.run { animator.fractionComplete = 0.5 }
        #expect(animator.state == .active && !animator.isRunning)
        #expect(near(shown(view).x, 100))
        sim.advance(by: 3)
        #expect(near(shown(view).x, 100))
    }

    @Test("durationFactor: the whole animation then takes duration × factor")
    func durationFactor() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        sim.run { animator.pauseAnimation() }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        sim.advance(by: 0.5)
        #expect(near(animator.fractionComplete, 0.75))
        sim.advance(by: 0.5)
        #expect(positions.value == [.end])
    }

    @Test("new timing parameters take over where the views are, without a jump")
    func newTimingIsContinuous() {
        let (sim, view) = animatedWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        sim.run { animator.startAnimation() }
        sim.advance(by: 0.5)
        animator.pauseAnimation()
        let before = shown(view).x
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn),
                                   durationFactor: 1)
        #expect(near(shown(view).x, before))
        sim.advance(by: 0.25)
        #expect(shown(view).x > before && shown(view).x < 150)
        sim.advance(by: 0.25)
        #expect(!view.layer.isAnimating && view.center.x == 150)
    }

    @Test("reversed mid-flight it goes back the way it came, completes at .start, and the model returns")
    func reverse() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        sim.run { animator.startAnimation() }
        sim.advance(by: 0.4)
        animator.isReversed = true
        sim.advance(by: 0.1)
        #expect(near(animator.fractionComplete, 0.3))
        #expect(near(shown(view).x, 80))
        sim.advance(by: 0.35)
        #expect(positions.value == [.start])
        #expect(view.center.x == 50)
        #expect(shown(view).x == 50)
    }

    @Test("stopAnimation(false): the model takes what is on screen; finishAnimation(at:) places the views and completes")
    func stopThenFinish() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        sim.run { animator.startAnimation() }
        sim.advance(by: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(near(view.center.x, 80))
        #expect(!view.layer.isAnimating)
        sim.advance(by: 2)
        #expect(positions.value.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(view.center.x == 150)
        #expect(positions.value == [.end])
        #expect(animator.state == .inactive)
    }

    @Test("finishAnimation(at: .start) and (at: .current)", arguments: [UIViewAnimatingPosition.start, .current])
    func finishAtStartOrCurrent(position: UIViewAnimatingPosition) {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        sim.run { animator.startAnimation() }
        sim.advance(by: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
        #expect(near(view.center.x, position == .start ? 50 : 100))
        #expect(positions.value == [position])
    }

    @Test("stopAnimation(true): over at once, where it is, with no completion")
    func stopWithoutFinishing() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        sim.run { animator.startAnimation() }
        sim.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(near(view.center.x, 100))
        sim.advance(by: 2)
        #expect(positions.value.isEmpty)
        #expect(sim.animations.count == 0)
    }

    @Test("animations added while it runs start from the screen and end with the others")
    func addAnimationsMidFlight() {
        let (sim, view) = animatedWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        sim.run { animator.startAnimation() }
        sim.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.layer.presentation()!.opacity == 1)
        sim.advance(by: 0.25)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
        sim.advance(by: 0.25)
        #expect(!view.layer.isAnimating && view.alpha == 0)
    }

    @Test("startAnimation(afterDelay:) holds the start values for the delay")
    func startAfterDelay() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        sim.run { animator.startAnimation(afterDelay: 0.5) }
        #expect(animator.delay == 0.5)
        sim.advance(by: 0.5)
        #expect(shown(view).x == 50)
        sim.advance(by: 0.5)
        #expect(near(shown(view).x, 100))
        sim.advance(by: 0.5)
        #expect(positions.value == [.end])
    }

    @Test("a damping-ratio animator is a spring that settles as the duration ends")
    func springAnimator() {
        let (sim, view) = animatedWorld()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 150 }
        sim.run { animator.startAnimation() }
        var maximum: CGFloat = 0
        for step in 1..<100 {
            sim.advance(to: Double(step) / 100)
            maximum = max(maximum, shown(view).x)
        }
        #expect(maximum > 160)
        sim.advance(to: 1)
        #expect(animator.state == .inactive && shown(view).x == 150)
    }

    @Test("a mass-stiffness-damping spring runs for its own settling time, whatever the duration")
    func physicalSpring() {
        let (sim, view) = animatedWorld()
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: spring)
        animator.addAnimations { view.center.x = 150 }
        sim.run { animator.startAnimation() }
        sim.advance(by: 1)
        #expect(animator.isRunning)
        sim.advance(by: SpringCurve().settlingDuration - 1 + 0.001)
        #expect(animator.state == .inactive)
    }

    @Test("pausesOnCompletion: at the end it stays active and paused, with no completion")
    func pausesOnCompletion() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        let animator = linearMove(view, positions)
        animator.pausesOnCompletion = true
        sim.run { animator.startAnimation() }
        sim.advance(by: 2)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(positions.value.isEmpty)
    }

    @Test("a started animator nobody holds still runs to its end (UIKit keeps it alive)")
    func startedAnimatorIsKeptAlive() {
        let (sim, view) = animatedWorld()
        let positions = Box<[UIViewAnimatingPosition]>([])
        sim.run { linearMove(view, positions).startAnimation() }
        sim.advance(by: 0.5)
        #expect(near(shown(view).x, 100))
        sim.advance(by: 0.5)
        #expect(positions.value == [.end])
    }

    @Test("outside any world its changes stand at once and it completes at .end")
    func outsideAnyWorld() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let positions = Box<[UIViewAnimatingPosition]>([])
        linearMove(view, positions).startAnimation()
        #expect(view.center.x == 150 && positions.value == [.end])
        #expect(!view.layer.isAnimating)
    }

    @Test("misuse is noted in the log, not a crash")
    func misuse() {
        let (sim, view) = animatedWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        sim.run { animator.finishAnimation(at: .end) }
        #expect(sim.log.lines.contains {
            $0 == "# warning: UIViewPropertyAnimator: finishAnimation(at:) on an animator that is not stopped"
        })
    }
}

/// A reference to a value that closures can append to.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

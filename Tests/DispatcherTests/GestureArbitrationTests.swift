import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A view that refuses to let recognizers begin (`UIView.gestureRecognizerShouldBegin`).
final class RefusingView: Probe {
    var asked: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append(String(describing: type(of: gestureRecognizer)))
        return false
    }
}

/// A tap that stops following finger 1 (`ignore(_:for:)`) as soon as it lands.
final class IgnoringTap: UITapGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch.finger == 1 { ignore(touch, for: event) }
        let kept = touches.filter { $0.finger != 1 }
        if !kept.isEmpty { super.touchesBegan(kept, with: event) }
    }
}

/// A pan that ignores every touch it is given.
final class IgnoringPan: UIPanGestureRecognizer {
    var moves = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { ignore(touch, for: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        moves += 1
        super.touchesMoved(touches, with: event)
    }
}

/// A pan that no other recognizer can prevent.
final class UnpreventablePan: UIPanGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A long press that prevents nothing.
final class HarmlessLongPress: UILongPressGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A single tap that asks, as a subclass, for the double tap to fail first.
final class PatientTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

@Suite("Gesture arbitration (docs/uikit-rules.md R4)")
@MainActor
struct GestureArbitrationTests {
    private func world() -> (Simulator, Probe, ActionLog) {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        view.clock = sim.clock
        return (sim, view, ActionLog(sim))
    }

    // MARK: Asking before

    @Test("delegate shouldReceive false: the recognizer never sees the touch, and the view gets it whole")
    func shouldReceiveFalse() {
        let (sim, view, actions) = world()
        let counting = CountingRecognizer()
        let tap = UITapGestureRecognizer(handler: actions.gesture("tap"))
        let delegate = GestureDelegate()
        delegate.shouldReceive = { _, touch in touch.location(in: nil).x > 200 }
        tap.delegate = delegate
        let never = GestureDelegate()
        never.shouldReceive = { _, _ in false }
        counting.delegate = never
        view.addGestureRecognizer(counting)
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(counting.calls.isEmpty)
        #expect(actions.calls.isEmpty)
        #expect(view.events == ["began", "ended"])
        #expect(sim.log.lines.contains("# UITapGestureRecognizer does not receive touch 0: its delegate said no"))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 300, y: 100))  // this one it receives
        #expect(actions.calls == ["tap ended"])
        #expect(counting.calls.isEmpty)
        withExtendedLifetime((delegate, never)) {}
    }

    @Test("delegate gestureRecognizerShouldBegin false: the recognizer fails instead of recognizing, the view's touch ends normally")
    func delegateShouldBeginFalse() {
        let (sim, view, actions) = world()
        let tap = UITapGestureRecognizer(handler: actions.gesture("tap"))
        let delegate = GestureDelegate()
        var asked = 0
        delegate.shouldBegin = { _ in asked += 1; return false }
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(asked == 1)
        #expect(actions.calls.isEmpty)
        #expect(view.events == ["began", "ended"])
        #expect(sim.log.lines.contains("# UITapGestureRecognizer possible → failed: its delegate's gestureRecognizerShouldBegin said no"))
        withExtendedLifetime(delegate) {}
    }

    @Test("the view's gestureRecognizerShouldBegin false (the recognizer's own view, or the hit view below it): failed")
    func viewShouldBeginFalse() {
        let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let parent = Probe(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        let child = RefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        let (sim, _) = makeWorld { $0.addSubview(refusing); $0.addSubview(parent) }
        let actions = ActionLog(sim)
        refusing.addGestureRecognizer(UITapGestureRecognizer(handler: actions.gesture("own")))
        parent.addGestureRecognizer(UITapGestureRecognizer(handler: actions.gesture("parent's")))
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(refusing.asked == ["UITapGestureRecognizer"])
        #expect(refusing.events == ["began", "ended"])
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 350))  // on the child, which refuses its superview's tap
        #expect(child.asked == ["UITapGestureRecognizer"])
        #expect(child.events == ["began", "ended"])
        #expect(actions.calls.isEmpty)
        #expect(sim.log.lines.contains("# UITapGestureRecognizer possible → failed: RefusingView.gestureRecognizerShouldBegin said no"))
    }

    // MARK: Exclusivity

    @Test("when one recognizer begins, the others of the touch that are still possible fail")
    func exclusivity() {
        let (sim, view, actions) = world()
        let longPress = UILongPressGestureRecognizer(handler: actions.gesture("long"))
        let pan = UIPanGestureRecognizer(handler: actions.gesture("pan"))
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(longPress)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.6)
        #expect(longPress.state == .began)
        #expect(pan.state == .failed)
        #expect(sim.log.lines.contains("# UIPanGestureRecognizer possible → failed: prevented by UILongPressGestureRecognizer"))
        sim.touchMove(to: CGPoint(x: 100, y: 200))
        sim.touchUp()
        #expect(actions.calls == ["long began", "long changed", "long ended"])
    }

    @Test("exclusivity needs both: the winner's canPrevent and the other's canBePrevented(by:)",
          arguments: ["canBePrevented", "canPrevent"])
    func preventionNeedsBoth(which: String) {
        let (sim, view, actions) = world()
        let pan: UIPanGestureRecognizer = which == "canBePrevented"
            ? UnpreventablePan(handler: actions.gesture("pan")) : UIPanGestureRecognizer(handler: actions.gesture("pan"))
        let longPress: UILongPressGestureRecognizer = which == "canPrevent"
            ? HarmlessLongPress(handler: actions.gesture("long")) : UILongPressGestureRecognizer(handler: actions.gesture("long"))
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(longPress)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.6)
        #expect(pan.state == .possible)
        sim.touchMove(to: CGPoint(x: 100, y: 200))
        sim.touchUp()
        #expect(actions.calls.contains("pan began"))
        #expect(actions.calls.contains("long ended"))
    }

    @Test("shouldRecognizeSimultaneouslyWith true from either delegate lets both recognize")
    func simultaneous() {
        for whose in ["pan", "long"] {
            let (sim, view, actions) = world()
            let longPress = UILongPressGestureRecognizer(handler: actions.gesture("long"))
            let pan = UIPanGestureRecognizer(handler: actions.gesture("pan"))
            let delegate = GestureDelegate()
            delegate.simultaneous = { _, _ in true }
            (whose == "pan" ? pan : longPress).delegate = delegate
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(longPress)
            sim.touchDown(at: CGPoint(x: 100, y: 100))
            sim.advance(by: 0.6)
            sim.touchMove(to: CGPoint(x: 100, y: 200))
            sim.touchUp()
            #expect(actions.calls == ["long began", "pan began", "long changed", "pan ended", "long ended"], "delegate of \(whose)")
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("a tap does not prevent a tap that needs more taps: without require(toFail:) a double tap fires both")
    func tapRule() {
        let (sim, view, actions) = world()
        let single = UITapGestureRecognizer(handler: actions.gesture("single"))
        let double = UITapGestureRecognizer(handler: actions.gesture("double"))
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls == ["single ended"])
        #expect(double.state == .possible)  // not prevented: still waiting for its second tap
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls.sorted() == ["double ended", "single ended", "single ended"])
    }

    @Test("the tap rule only spares the tap that needs more taps: a double tap can prevent a single tap")
    func tapRuleIsOneWay() {
        let single = UITapGestureRecognizer(handler: { _ in })
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double))
        #expect(double.canPrevent(single))
        #expect(single.canPrevent(UIPanGestureRecognizer(handler: { _ in })))
    }

    @Test("when several would begin on the same event, the one nearest the hit-test view wins")
    func nearestWins() {
        let parent = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let child = ChildProbe(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        parent.addSubview(child)
        let (sim, _) = makeWorld { $0.addSubview(parent) }
        let actions = ActionLog(sim)
        // The parent's pan is made and added first: nearness, not age, decides.
        let parentPan = UIPanGestureRecognizer(handler: actions.gesture("parent"))
        parent.addGestureRecognizer(parentPan)
        let childPan = UIPanGestureRecognizer(handler: actions.gesture("child"))
        child.addGestureRecognizer(childPan)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 130))  // both have moved 30 pt on this event
        sim.touchMove(to: CGPoint(x: 100, y: 160))
        sim.touchUp()
        #expect(actions.calls == ["child began", "child changed", "child ended"])
        #expect(sim.log.lines.contains("# UIPanGestureRecognizer possible → failed: prevented by UIPanGestureRecognizer"))
        #expect(child.events == ["began", "cancelled"])
    }

    // MARK: Failure requirements

    @Test("require(toFail:): the single tap waits in possible, and recognizes when the double tap fails 0.35 s after the lift")
    func requireToFailTiming() {
        let (sim, view, actions) = world()
        let single = UITapGestureRecognizer(handler: actions.gesture("single"))
        let double = UITapGestureRecognizer(handler: actions.gesture("double"))
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))  // down at 0, up at 0.05
        #expect(single.state == .possible)
        #expect(sim.log.lines.contains(#"# UITapGestureRecognizer "single" waits: it requires UITapGestureRecognizer "double" to fail"#))
        sim.advance(to: 0.39)
        #expect(actions.calls.isEmpty)
        #expect(view.events == ["began"])  // the end is held
        sim.advance(to: 1)
        #expect(actions.calls == ["single ended"])
        #expect(same(actions.time(of: "single ended"), 0.4))
        #expect(same(sim.log.times(of: #"# UITapGestureRecognizer "double" possible → failed"#).first, 0.4))
        // The first tap's end, held by the double tap, is released as touchesCancelled, since the single tap
        // recognizes: right after its action.
        #expect(view.events == ["began", "cancelled"])
        #expect(same(view.time(of: "cancelled"), 0.4))
        let action = sim.log.index(of: #"# UITapGestureRecognizer "single" calls its handler"#)!
        let cancel = sim.log.index(of: "-[Probe touchesCancelled:withEvent:]")!
        #expect(action < cancel)
    }

    @Test("require(toFail:): when the required recognizer recognizes, the waiting one fails; the view's touches are cancelled")
    func requireToFailOtherRecognizes() {
        let (sim, view, actions) = world()
        let single = UITapGestureRecognizer(handler: actions.gesture("single"))
        let double = UITapGestureRecognizer(handler: actions.gesture("double"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.2)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls == ["double ended"])
        #expect(same(actions.time(of: "double ended"), 0.3))
        sim.advance(by: 1)
        #expect(actions.calls == ["double ended"])
        #expect(sim.log.lines.contains { $0.hasPrefix("# UITapGestureRecognizer possible → failed: required UITapGestureRecognizer to fail, but it recognized") })
        // Both touches: began, then cancelled (the first tap's end was held, then replaced).
        #expect(view.perTouch.count == 2)
        for phases in view.perTouch.values { #expect(phases == [.began, .cancelled]) }
        #expect(!view.events.contains("ended"))
    }

    @Test("delegate shouldRequireFailureOf and shouldBeRequiredToFailBy order recognizers like require(toFail:)")
    func delegateFailureRequirements() {
        for way in ["shouldRequireFailureOf", "shouldBeRequiredToFailBy"] {
            let (sim, view, actions) = world()
            let single = UITapGestureRecognizer(handler: actions.gesture("single"))
            let double = UITapGestureRecognizer(handler: actions.gesture("double"))
            double.numberOfTapsRequired = 2
            let delegate = GestureDelegate()
            if way == "shouldRequireFailureOf" {
                delegate.requiresFailureOf = { me, other in me === single && other === double }
                single.delegate = delegate
            } else {
                delegate.requiredToFailBy = { me, other in me === double && other === single }
                double.delegate = delegate
            }
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            sim.tap(at: CGPoint(x: 100, y: 100))
            sim.advance(to: 0.39)
            #expect(actions.calls.isEmpty, "\(way)")
            sim.advance(to: 1)
            #expect(actions.calls == ["single ended"], "\(way)")
            #expect(same(actions.time(of: "single ended"), 0.4), "\(way)")
            sim.tap(at: CGPoint(x: 100, y: 100))
            sim.advance(by: 0.1)
            sim.tap(at: CGPoint(x: 100, y: 100))
            sim.advance(by: 1)
            #expect(actions.calls == ["single ended", "double ended"], "\(way)")
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("a chain of taps, each requiring the next to fail, ends in order, asking each pair once per attempt (Apple: once per attempt to recognize)")
    func requirementsAskedOncePerAttempt() {
        let (sim, view, actions) = world()
        let delegate = GestureDelegate()
        var asked = 0
        delegate.requiresFailureOf = { _, _ in
            asked += 1
            return false
        }
        let count = 120
        let taps = (0..<count).map { n in UITapGestureRecognizer(handler: actions.gesture("t\(n)")) }
        for (tap, next) in zip(taps, taps.dropFirst()) { tap.require(toFail: next) }
        for tap in taps {
            tap.delegate = delegate
            view.addGestureRecognizer(tap)
        }
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        // The last recognizes; each before it required it to fail, so each fails in turn.
        #expect(actions.calls == ["t\(count - 1) ended"])
        // Each recognizer asks about each other once: n·(n−1), not once per decision (n³ for this chain).
        #expect(asked <= count * (count - 1), "\(asked) questions")
        withExtendedLifetime(delegate) {}
    }

    @Test("a subclass's shouldRequireFailure(of:) orders recognizers like require(toFail:)")
    func subclassFailureRequirement() {
        let (sim, view, actions) = world()
        let single = PatientTap(handler: actions.gesture("single"))
        let double = UITapGestureRecognizer(handler: actions.gesture("double"))
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(to: 0.39)
        #expect(actions.calls.isEmpty)
        sim.advance(to: 1)
        #expect(actions.calls == ["single ended"])
        #expect(same(actions.time(of: "single ended"), 0.4))
    }

    // MARK: The view's touches

    @Test("cancelsTouchesInView true: on recognition the view gets touchesCancelled, right after the action")
    func cancelsTouchesInView() {
        let (sim, view, actions) = world()
        view.addGestureRecognizer(UITapGestureRecognizer(handler: actions.gesture("tap")))
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls == ["tap ended"])
        #expect(view.events == ["began", "cancelled"])
        let action = sim.log.index(of: "# UITapGestureRecognizer calls its handler")!
        let cancel = sim.log.index(of: "-[Probe touchesCancelled:withEvent:]")!
        #expect(action < cancel)
        #expect(sim.log.lines.contains("# UITapGestureRecognizer recognized: Probe's touches (0) are cancelled (cancelsTouchesInView)"))
    }

    @Test("cancelsTouchesInView false: the view gets its whole touch; with a pan, moves keep arriving")
    func cancelsTouchesInViewFalse() {
        let (sim, view, actions) = world()
        let tap = UITapGestureRecognizer(handler: actions.gesture("tap"))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls == ["tap ended"])
        #expect(view.events == ["began", "ended"])

        view.gestureRecognizers = nil
        view.events = []
        let pan = UIPanGestureRecognizer(handler: actions.gesture("pan"))
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchMove(to: CGPoint(x: 100, y: 160))
        sim.touchUp()
        #expect(actions.calls == ["tap ended", "pan began", "pan changed", "pan ended"])
        #expect(view.events == ["began", "moved", "moved", "ended"])
    }

    @Test("a pan with the default cancelsTouchesInView: the view's touch is cancelled when it begins, then nothing more")
    func panCancels() {
        let (sim, view, actions) = world()
        view.addGestureRecognizer(UIPanGestureRecognizer(handler: actions.gesture("pan")))
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 105))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchMove(to: CGPoint(x: 100, y: 160))
        sim.touchUp()
        #expect(view.events == ["began", "moved", "cancelled"])
        #expect(actions.calls == ["pan began", "pan changed", "pan ended"])
    }

    @Test("delaysTouchesBegan: began and moves are held while possible, released when it fails (began, then only the last move)")
    func delaysTouchesBeganReleasedOnFailure() {
        let (sim, view, actions) = world()
        let tap = UITapGestureRecognizer(handler: actions.gesture("tap"))
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 110))
        sim.touchMove(to: CGPoint(x: 100, y: 120))
        #expect(view.events.isEmpty)
        sim.advance(by: 0.5)
        #expect(view.events.isEmpty)
        sim.advance(by: 0.5)  // the tap fails at 0.75 s: held too long
        #expect(tap.state == .failed)
        #expect(view.events == ["began", "moved"])
        #expect(same(view.time(of: "began"), 0.75))
        let moved = view.received[1].touches.first!
        #expect(moved.location(in: nil) == CGPoint(x: 100, y: 120))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchUp()
        #expect(view.events == ["began", "moved", "moved", "ended"])
        #expect(actions.calls.isEmpty)
    }

    @Test("delaysTouchesBegan: the failure on a move releases began and that one move, once")
    func delaysTouchesBeganReleasedOnMove() {
        let (sim, view, _) = world()
        let tap = UITapGestureRecognizer(handler: { _ in })
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 120))
        sim.touchMove(to: CGPoint(x: 100, y: 160))  // 60 pt: the tap fails
        #expect(view.events == ["began", "moved"])
        sim.touchUp()
        #expect(view.events == ["began", "moved", "ended"])
    }

    @Test("delaysTouchesBegan has no time limit of its own: a pan holds a still finger's began until it fails at lift")
    func delaysTouchesBeganNoTimeLimit() {
        let (sim, view, _) = world()
        let pan = UIPanGestureRecognizer(handler: { _ in })
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 103, y: 100))
        sim.advance(by: 5)
        #expect(view.events.isEmpty)
        sim.touchUp()
        #expect(view.events == ["began", "moved", "ended"])
        #expect(view.times.allSatisfy { same($0, 5) })
    }

    @Test("delaysTouchesBegan: what was held is dropped when the recognizer recognizes; the view hears nothing")
    func delaysTouchesBeganDroppedOnRecognition() {
        let (sim, view, actions) = world()
        let pan = UIPanGestureRecognizer(handler: actions.gesture("pan"))
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 105))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchMove(to: CGPoint(x: 100, y: 160))
        sim.touchUp()
        sim.advance(by: 1)
        #expect(actions.calls == ["pan began", "pan changed", "pan ended"])
        #expect(view.events.isEmpty)
        #expect(sim.log.lines.contains { $0.hasPrefix("# dropped: the touches held for Probe, touch 0") })
    }

    @Test("delaysTouchesEnded: the double tap holds the first tap's end and releases it as touchesEnded when it fails, 0.35 s after the lift")
    func delaysTouchesEndedReleasedOnFailure() {
        let (sim, view, actions) = world()
        let double = UITapGestureRecognizer(handler: actions.gesture("double"))
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.events == ["began"])
        sim.advance(to: 0.39)
        #expect(view.events == ["began"])
        sim.advance(to: 1)
        #expect(view.events == ["began", "ended"])
        #expect(same(view.time(of: "ended"), 0.4))
        #expect(actions.calls.isEmpty)
    }

    @Test("delaysTouchesEnded false: the end arrives at once")
    func delaysTouchesEndedFalse() {
        let (sim, view, _) = world()
        let double = UITapGestureRecognizer(handler: { _ in })
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.events == ["began", "ended"])
        #expect(same(view.time(of: "ended"), 0.05))
    }

    @Test("delaysTouchesEnded: the held end is replaced by touchesCancelled when the recognizer recognizes")
    func delaysTouchesEndedCancelledOnRecognition() {
        let (sim, view, actions) = world()
        let double = UITapGestureRecognizer(handler: actions.gesture("double"))
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls == ["double ended"])
        let first = view.received[0].touches.first!
        #expect(view.perTouch[first] == [.began, .cancelled])
        #expect(view.events.filter { $0 == "ended" }.isEmpty)
        #expect(same(view.time(of: "cancelled"), 0.2))
    }

    // MARK: ignore(_:for:)

    @Test("ignore(_:for:): the recognizer stops seeing the touch; the view keeps it")
    func ignoreTouch() {
        let (sim, view, _) = world()
        let pan = IgnoringPan(handler: { _ in })
        view.addGestureRecognizer(pan)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 150))
        sim.touchMove(to: CGPoint(x: 100, y: 200))
        #expect(pan.moves == 0)
        #expect(pan.state == .possible)
        #expect(pan.trackedTouches.isEmpty)
        sim.touchUp()
        #expect(view.events == ["began", "moved", "moved", "ended"])
    }

    @Test("ignore(_:for:): when the recognizer recognizes on its other touches, the view is not cancelled for the ignored one")
    func ignoredTouchNotCancelled() {
        let (sim, view, actions) = world()
        view.isMultipleTouchEnabled = true
        let tap = IgnoringTap(handler: actions.gesture("tap"))
        view.addGestureRecognizer(tap)
        sim.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        sim.touchDown(at: CGPoint(x: 200, y: 100), finger: 1)
        sim.touchUp(finger: 0)  // one touch, as required: recognized
        #expect(actions.calls == ["tap ended"])
        sim.touchUp(finger: 1)
        let byFinger = Dictionary(uniqueKeysWithValues: view.perTouch.map { ($0.key.finger, $0.value) })
        #expect(byFinger[0] == [.began, .cancelled])
        #expect(byFinger[1] == [.began, .ended])
    }
}

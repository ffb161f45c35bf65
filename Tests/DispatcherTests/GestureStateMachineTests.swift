import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A continuous recognizer that makes an illegal jump: possible → changed on its first touch.
final class JumpingRecognizer: UIGestureRecognizer {
    var stateAfterAssignment: UIGestureRecognizer.State?
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .changed
        stateAfterAssignment = state
    }
    override func reset() { resets += 1 }
}

/// A discrete recognizer that recognizes when its touch ends, and counts what it is told.
final class CountingRecognizer: UIGestureRecognizer {
    var calls: [String] = []
    var resets = 0
    var stateSeenAfterRecognizing: UIGestureRecognizer.State?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("moved")
        if touches.contains(where: { $0.location(in: nil).x > 300 }) { state = .failed }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("ended")
        if state == .possible, numberOfTouches == touches.count {
            state = .recognized
            stateSeenAfterRecognizing = state
        }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("cancelled") }
    override func reset() { resets += 1 }
}

@Suite("Gesture recognizer state machine (docs/uikit-rules.md R4.1–R4.4)")
@MainActor
struct GestureStateMachineTests {
    @Test("the legal transitions are exactly UIKit's: discrete possible → recognized | failed, continuous possible → began → changed* → ended | cancelled")
    func legalTransitions() {
        typealias S = UIGestureRecognizer.State
        let legal: Set<[Int]> = [
            [S.possible, .possible], [S.possible, .began], [S.possible, .ended], [S.possible, .failed],
            [S.began, .changed], [S.began, .ended], [S.began, .cancelled],
            [S.changed, .changed], [S.changed, .ended], [S.changed, .cancelled],
        ].map { $0.map(\.rawValue) }.reduce(into: []) { $0.insert($1) }
        let all: [S] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        for old in all {
            for new in all {
                #expect(UIGestureRecognizer.isLegal(from: old, to: new) == legal.contains([old.rawValue, new.rawValue]),
                        "\(old) → \(new)")
            }
        }
    }

    @Test("raw values 0…5, and recognized is ended")
    func rawValues() {
        #expect(UIGestureRecognizer.State.allRaw == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.recognized.rawValue == 3)
    }

    @Test("an illegal transition by a subclass is reported with the recognizer's name and the transition; it fails; dispatch goes on")
    func illegalTransition() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let actions = ActionLog(sim)
        let jumping = JumpingRecognizer(handler: actions.gesture("jumping"))
        jumping.name = "jumper"
        view.addGestureRecognizer(jumping)
        sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(sim.log.lines.contains(#"# error: JumpingRecognizer "jumper" made an illegal transition possible → changed; it fails"#))
        #expect(sim.log.lines.contains(#"# JumpingRecognizer "jumper" possible → failed: illegal transition"#))
        #expect(jumping.stateAfterAssignment == .failed)
        #expect(jumping.state == .failed)
        sim.touchMove(to: CGPoint(x: 60, y: 60))
        sim.touchUp()
        #expect(view.events == ["began", "moved", "ended"])
        #expect(actions.calls.isEmpty)
        #expect(jumping.state == .possible)
        #expect(jumping.resets == 1)
    }

    @Test("a subclass reads the arena's decision right after it assigns state")
    func decisionIsImmediate() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let counting = CountingRecognizer()
        view.addGestureRecognizer(counting)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(counting.stateSeenAfterRecognizing == .ended)

        let refused = CountingRecognizer()
        let delegate = GestureDelegate()
        delegate.shouldBegin = { _ in false }
        refused.delegate = delegate
        view.gestureRecognizers = [refused]
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(refused.stateSeenAfterRecognizing == .failed)
    }

    @Test("actions for began, changed, ended go to every target in registration order, the init(handler:) closure included")
    func actionsInRegistrationOrder() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let actions = ActionLog(sim)
        let pan = UIPanGestureRecognizer(handler: actions.gesture("closure"))
        pan.addTarget(ActionSpy { actions.note("first \(($0 as! UIGestureRecognizer).state)") }, action: ActionSpy.act)
        pan.addTarget(ActionSpy { actions.note("second \(($0 as! UIGestureRecognizer).state)") }, action: ActionSpy.act)
        view.addGestureRecognizer(pan)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchMove(to: CGPoint(x: 100, y: 150))
        sim.touchUp()
        #expect(actions.calls == [
            "closure began", "first began", "second began",
            "closure changed", "first changed", "second changed",
            "closure ended", "first ended", "second ended",
        ])
        #expect(sim.log.lines.contains("# UIPanGestureRecognizer calls its handler"))
        #expect(sim.log.lines.contains("# UIPanGestureRecognizer sends act: to ActionSpy"))
    }

    @Test("the target-action init sends its action first; removeTarget stops it")
    func targetActionInit() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let controller = ActingController()
        let (sim, _) = makeWorld(root: controller) { $0.addSubview(view) }
        let tap = UITapGestureRecognizer(target: controller, action: #action(controller.first(_:)))
        tap.addTarget(controller, action: #action(controller.second(_:)))
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.calls == ["first from UITapGestureRecognizer", "second from UITapGestureRecognizer"])
        tap.removeTarget(controller, action: "first:")
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.calls.suffix(2) == ["second from UITapGestureRecognizer", "second from UITapGestureRecognizer"])
    }

    @Test("a cancelled continuous gesture sends its action with state cancelled; failure sends none")
    func cancelledSendsAction() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let actions = ActionLog(sim)
        let pan = UIPanGestureRecognizer(handler: actions.gesture("pan"))
        view.addGestureRecognizer(pan)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchCancel()
        #expect(actions.calls == ["pan began", "pan cancelled"])
        #expect(pan.state == .possible)
        sim.tap(at: CGPoint(x: 100, y: 100))  // a tap: the pan fails, no action
        #expect(actions.calls == ["pan began", "pan cancelled"])
        #expect(sim.log.lines.contains("# UIPanGestureRecognizer possible → failed"))
    }

    @Test("after a terminal state the recognizer ignores the touches still down, is reset once, and is possible again when they all lift")
    func resetAfterLift() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        view.isMultipleTouchEnabled = true
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let counting = CountingRecognizer()
        view.addGestureRecognizer(counting)
        sim.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        sim.touchDown(at: CGPoint(x: 200, y: 100), finger: 1)
        sim.touchMove(to: CGPoint(x: 310, y: 100), finger: 1)  // it fails
        #expect(counting.state == .failed)
        sim.touchMove(to: CGPoint(x: 320, y: 100), finger: 1)
        sim.touchMove(to: CGPoint(x: 110, y: 100), finger: 0)
        sim.touchUp(finger: 1)
        #expect(counting.calls == ["began 1", "began 1", "moved"])  // nothing after it failed
        #expect(counting.state == .failed)
        #expect(counting.resets == 0)
        // A new touch while it has not been reset is not followed.
        sim.touchDown(at: CGPoint(x: 50, y: 50), finger: 2)
        #expect(sim.log.lines.contains("# CountingRecognizer ignores touch 2: it has not been reset"))
        sim.touchUp(finger: 0)
        #expect(counting.state == .possible)
        #expect(counting.resets == 1)
        sim.touchUp(finger: 2)
        #expect(counting.calls == ["began 1", "began 1", "moved"])
        // Back in possible: the next touch is followed from the start.
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(counting.calls.suffix(2) == ["began 1", "ended"])
        #expect(counting.resets == 2)
    }

    @Test("isEnabled = false mid-gesture: a began gesture is cancelled (action sent), later touches are not followed; re-enabled it works again")
    func disabledMidGesture() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let actions = ActionLog(sim)
        let pan = UIPanGestureRecognizer(handler: actions.gesture("pan"))
        view.addGestureRecognizer(pan)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchMove(to: CGPoint(x: 100, y: 140))
        pan.isEnabled = false
        #expect(pan.state == .cancelled)
        #expect(actions.calls == ["pan began", "pan changed", "pan cancelled"])
        sim.touchMove(to: CGPoint(x: 100, y: 160))
        sim.touchUp()
        #expect(actions.calls == ["pan began", "pan changed", "pan cancelled"])
        #expect(sim.log.lines.contains("# UIPanGestureRecognizer changed → cancelled: disabled or removed"))
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchUp()
        #expect(actions.calls.count == 3)  // disabled: it sees no touch
        pan.isEnabled = true
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 130))
        sim.touchUp()
        #expect(actions.calls.suffix(2) == ["pan began", "pan ended"])
    }

    @Test("isEnabled = false and back to true between gestures: the recognizer still works")
    func disabledWhileIdle() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let actions = ActionLog(sim)
        let tap = UITapGestureRecognizer(handler: actions.gesture("tap"))
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 100))
        tap.isEnabled = false
        #expect(tap.state == .possible)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        tap.isEnabled = true
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls == ["tap ended", "tap ended"])
        // Removed and added again between gestures: the same.
        view.removeGestureRecognizer(tap)
        view.addGestureRecognizer(tap)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls.count == 3)
    }

    @Test("isEnabled = false while possible: the recognizer fails and what it held for the view is released")
    func disabledWhilePossible() {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let tap = UITapGestureRecognizer(handler: { _ in })
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(view.events.isEmpty)
        tap.isEnabled = false
        #expect(tap.state == .failed)
        #expect(view.events == ["began"])
        sim.touchUp()
        #expect(view.events == ["began", "ended"])
    }
}

extension UIGestureRecognizer.State {
    static var allRaw: [Int] { [.possible, .began, .changed, .ended, .cancelled, .failed].map { (s: Self) in s.rawValue } }
}

import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

@Suite("Built-in recognizers: their numbers and rules (docs/uikit-rules.md R5)")
@MainActor
struct BuiltInRecognizerTests {
    private func world(_ recognizer: (ActionLog) -> UIGestureRecognizer) -> (Simulator, Probe, ActionLog, UIGestureRecognizer) {
        let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        view.clock = sim.clock
        let actions = ActionLog(sim)
        let made = recognizer(actions)
        view.addGestureRecognizer(made)
        return (sim, view, actions, made)
    }

    private func tapWorld(taps: Int = 1, touches: Int = 1) -> (Simulator, Probe, ActionLog) {
        let (sim, view, actions, _) = world { actions in
            let tap = UITapGestureRecognizer(handler: actions.gesture("tap"))
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            return tap
        }
        return (sim, view, actions)
    }

    // MARK: Tap

    @Test("tap: defaults 1 tap, 1 touch; recognized at the lift")
    func tapDefaults() {
        let tap = UITapGestureRecognizer(handler: { _ in })
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let (sim, _, actions) = tapWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.2)
        #expect(actions.calls.isEmpty)
        sim.touchUp()
        #expect(actions.calls == ["tap ended"])
        #expect(same(actions.time(of: "tap ended"), 0.2))
    }

    @Test("tap: a touch that moves more than 45 pt from where it began fails it; 45 pt does not",
          arguments: [(CGFloat(45), true), (CGFloat(46), false)])
    func tapMovement(distance: CGFloat, recognized: Bool) {
        let (sim, _, actions) = tapWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100 + distance, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 100))  // coming back does not undo a failure
        sim.touchUp()
        #expect(actions.calls == (recognized ? ["tap ended"] : []))
    }

    @Test("tap: a tap that lasts longer than 0.75 s fails at 0.75 s", arguments: [(0.7, true), (0.8, false)])
    func tapDuration(hold: Double, recognized: Bool) {
        let (sim, _, actions) = tapWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: hold)
        sim.touchUp()
        #expect(actions.calls == (recognized ? ["tap ended"] : []))
        if !recognized {
            #expect(same(sim.log.times(of: "# UITapGestureRecognizer possible → failed").first, 0.75))
        }
    }

    @Test("double tap: recognized at the second lift when the second tap starts within 0.35 s and 45 pt of the first")
    func doubleTap() {
        let (sim, view, actions) = tapWorld(taps: 2)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.34)
        sim.touchDown(at: CGPoint(x: 130, y: 120))
        sim.advance(by: 0.05)
        #expect(actions.calls.isEmpty)
        sim.touchUp()
        #expect(actions.calls == ["tap ended"])
        #expect(same(actions.time(of: "tap ended"), 0.44))
        #expect(view.received.filter { $0.phase == .began }.last?.touches.first?.tapCount == 2)
    }

    @Test("double tap: it fails when the second tap starts over 0.35 s after the first lift")
    func doubleTapTooLate() {
        let (sim, _, actions) = tapWorld(taps: 2)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.36)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        #expect(actions.calls.isEmpty)
        #expect(same(sim.log.times(of: "# UITapGestureRecognizer possible → failed").first, 0.4))
    }

    @Test("double tap: it fails when the second tap starts over 45 pt from the first")
    func doubleTapTooFar() {
        let (sim, _, actions) = tapWorld(taps: 2)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 150, y: 100))
        #expect(actions.calls.isEmpty)
        #expect(sim.log.contains("# UITapGestureRecognizer possible → failed"))
    }

    @Test("tap: more touches than required fail it")
    func tapTooManyTouches() {
        let (sim, _, actions) = tapWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        sim.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        sim.touchUp(finger: 1)
        sim.touchUp(finger: 0)
        #expect(actions.calls.isEmpty)
        #expect(sim.log.contains("# UITapGestureRecognizer possible → failed"))
    }

    @Test("two-finger tap: recognized at the last lift, not the first; one finger is not enough")
    func twoFingerTap() {
        let (sim, _, actions) = tapWorld(touches: 2)
        sim.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        sim.touchDown(at: CGPoint(x: 150, y: 100), finger: 1)
        sim.advance(by: 0.05)
        sim.touchUp(finger: 1)
        #expect(actions.calls.isEmpty)
        sim.advance(by: 0.05)
        sim.touchUp(finger: 0)
        #expect(actions.calls == ["tap ended"])
        #expect(same(actions.time(of: "tap ended"), 0.1))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.calls == ["tap ended"])
    }

    // MARK: Long press

    @Test("long press: defaults 0.5 s, 10 pt, 1 touch, 0 taps")
    func longPressDefaults() {
        let press = UILongPressGestureRecognizer(handler: { _ in })
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test("long press: begins exactly 0.5 s after touch-down on the virtual clock, changes on moves, ends at the lift")
    func longPressTiming() {
        let (sim, view, actions, press) = world { UILongPressGestureRecognizer(handler: $0.gesture("long")) }
        sim.advance(to: 1)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.49)
        #expect(press.state == .possible)
        #expect(actions.calls.isEmpty)
        sim.advance(by: 0.5)
        #expect(actions.calls == ["long began"])
        #expect(actions.time(of: "long began") == 1.5)
        #expect(view.events == ["began", "cancelled"])  // it began: the view's touch is cancelled
        sim.touchMove(to: CGPoint(x: 150, y: 180))  // far: after it began, movement only changes it
        sim.touchMove(to: CGPoint(x: 160, y: 190))
        sim.advance(by: 0.25)
        sim.touchUp()
        #expect(actions.calls == ["long began", "long changed", "long changed", "long ended"])
        #expect(same(actions.time(of: "long ended"), 2.24))
    }

    @Test("long press: a move of more than 10 pt before the timer fails it; 10 pt does not",
          arguments: [(CGFloat(10), true), (CGFloat(11), false)])
    func longPressMovement(distance: CGFloat, begins: Bool) {
        let (sim, view, actions, _) = world { UILongPressGestureRecognizer(handler: $0.gesture("long")) }
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.2)
        sim.touchMove(to: CGPoint(x: 100, y: 100 + distance))
        sim.advance(by: 0.5)
        sim.touchUp()
        #expect(actions.calls == (begins ? ["long began", "long ended"] : []))
        if !begins { #expect(view.events == ["began", "moved", "ended"]) }
    }

    @Test("long press: a lift before the timer fails it; minimumPressDuration sets the timer")
    func longPressLiftEarlyAndDuration() {
        let (sim, _, actions, press) = world { UILongPressGestureRecognizer(handler: $0.gesture("long")) }
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.4)
        sim.touchUp()
        sim.advance(by: 1)
        #expect(actions.calls.isEmpty)
        (press as! UILongPressGestureRecognizer).minimumPressDuration = 1.2
        sim.advance(to: 2)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1.1)
        #expect(actions.calls.isEmpty)
        sim.advance(by: 0.2)
        #expect(actions.calls == ["long began"])
        #expect(same(actions.time(of: "long began"), 3.2))
    }

    // MARK: Pan

    private func panWorld() -> (Simulator, Probe, ActionLog, UIPanGestureRecognizer) {
        let (sim, view, actions, pan) = world { UIPanGestureRecognizer(handler: $0.gesture("pan")) }
        return (sim, view, actions, pan as! UIPanGestureRecognizer)
    }

    @Test("pan: begins when the touch has moved 10 pt, not before")
    func panHysteresis() {
        let (sim, _, actions, pan) = panWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 109))  // 9 pt
        #expect(pan.state == .possible)
        sim.touchMove(to: CGPoint(x: 100, y: 110))  // 10 pt
        #expect(actions.calls == ["pan began"])
    }

    @Test("pan: translation is reported from the touch's first contact")
    func panTranslation() {
        let (sim, _, actions, pan) = panWorld()
        var translations: [CGPoint] = []
        pan.addTarget(ActionSpy { _ in translations.append(pan.translation(in: nil)) }, action: ActionSpy.act)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 112))
        sim.touchMove(to: CGPoint(x: 100, y: 132))
        sim.touchMove(to: CGPoint(x: 80, y: 142))
        sim.touchUp()
        #expect(actions.calls == ["pan began", "pan changed", "pan changed", "pan ended"])
        #expect(translations == [CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 32), CGPoint(x: -20, y: 42), CGPoint(x: -20, y: 42)])
    }

    @Test("pan: setTranslation re-bases the translation, in the window or in a view")
    func panSetTranslation() {
        let (sim, view, _, pan) = panWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 112))
        sim.touchMove(to: CGPoint(x: 100, y: 132))
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 32))
        pan.setTranslation(.zero, in: view)
        sim.touchMove(to: CGPoint(x: 100, y: 137))
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 5))
        pan.setTranslation(CGPoint(x: 7, y: 0), in: nil)
        sim.touchMove(to: CGPoint(x: 100, y: 140))
        #expect(pan.translation(in: nil) == CGPoint(x: 7, y: 3))
    }

    @Test("pan: velocity is smoothed, each sample weighing 0.2 and the old value 0.8")
    func panVelocity() {
        let (sim, _, _, pan) = panWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 100, y: 110))  // 100 pt/s: 0.2 × 100 + 0.8 × 0 = 20
        #expect(close(pan.velocity(in: nil).y, 20))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 100, y: 130))  // 200 pt/s: 0.2 × 200 + 0.8 × 20 = 56
        #expect(close(pan.velocity(in: nil).y, 56))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 90, y: 130))  // (−200, 0) pt/s
        #expect(close(pan.velocity(in: nil), CGPoint(x: -40, y: 44.8)))
    }

    @Test("pan: adding or lifting a finger re-bases the centroid, so the translation (from first contact) does not jump")
    func panTwoFingers() {
        let (sim, _, _, pan) = panWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 100), finger: 0)
        sim.touchMove(to: CGPoint(x: 100, y: 120), finger: 0)
        sim.touchMove(to: CGPoint(x: 100, y: 130), finger: 0)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        sim.touchDown(at: CGPoint(x: 300, y: 500), finger: 1)  // the centroid jumps by (100, 185): ignored
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        #expect(pan.numberOfTouches == 2)
        sim.touchMove(to: CGPoint(x: 100, y: 150), finger: 0)  // the centroid moves 10 pt
        sim.touchMove(to: CGPoint(x: 300, y: 520), finger: 1)  // and 10 more
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 50))
        sim.touchUp(finger: 0)  // the centroid jumps back to finger 1: ignored
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 50))
        #expect(pan.state == .changed)
        sim.touchMove(to: CGPoint(x: 300, y: 530), finger: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 60))
    }

    // MARK: Swipe

    private func swipeWorld(_ direction: UISwipeGestureRecognizer.Direction = .right)
        -> (Simulator, ActionLog, UISwipeGestureRecognizer)
    {
        let (sim, _, actions, swipe) = world { actions in
            let swipe = UISwipeGestureRecognizer(handler: actions.gesture("swipe"))
            swipe.direction = direction
            return swipe
        }
        return (sim, actions, swipe as! UISwipeGestureRecognizer)
    }

    @Test("swipe: defaults right, 1 touch; 50 pt along the direction within 0.5 s is recognized while moving")
    func swipeRecognizedWhileMoving() {
        let (sim, actions, swipe) = swipeWorld()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 130, y: 310))
        #expect(actions.calls.isEmpty)
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 150, y: 320))
        #expect(actions.calls == ["swipe ended"])
        #expect(same(actions.time(of: "swipe ended"), 0.2))
        #expect(sim.fingersDown == [0])
    }

    @Test("swipe: too slow (50 pt only after 0.5 s) fails at 0.5 s")
    func swipeTooSlow() {
        let (sim, actions, _) = swipeWorld()
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.3)
        sim.touchMove(to: CGPoint(x: 130, y: 300))
        sim.advance(by: 0.3)
        sim.touchMove(to: CGPoint(x: 200, y: 300))
        sim.touchUp()
        #expect(actions.calls.isEmpty)
        #expect(same(sim.log.times(of: "# UISwipeGestureRecognizer possible → failed").first, 0.5))
    }

    @Test("swipe: the wrong direction, or more than 200 pt across it, is not a swipe")
    func swipeWrongDirection() {
        let (sim, actions, _) = swipeWorld(.right)
        sim.touchDown(at: CGPoint(x: 200, y: 300))
        sim.touchMove(to: CGPoint(x: 130, y: 300))
        sim.touchUp()
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 160, y: 310))
        sim.touchMove(to: CGPoint(x: 170, y: 320))  // 70 along, 220 across
        sim.touchUp()
        #expect(actions.calls.isEmpty)
    }

    @Test("swipe: left, up and down directions", arguments: [
        ("left", CGPoint(x: -60, y: 0)), ("up", CGPoint(x: 0, y: -60)), ("down", CGPoint(x: 0, y: 60)),
    ])
    func swipeDirections(name: String, move: CGPoint) {
        let direction: UISwipeGestureRecognizer.Direction = name == "left" ? .left : name == "up" ? .up : .down
        let (sim, actions, _) = swipeWorld(direction)
        sim.touchDown(at: CGPoint(x: 200, y: 300))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 200 + move.x, y: 300 + move.y))
        #expect(actions.calls == ["swipe ended"])
    }

    // MARK: Pinch and rotation

    @Test("pinch: two touches; begins when their distance has changed by more than 8 pt; scale is 1.0 at the start and continuous")
    func pinch() {
        let (sim, _, actions, made) = world { UIPinchGestureRecognizer(handler: $0.gesture("pinch")) }
        let pinch = made as! UIPinchGestureRecognizer
        var scales: [CGFloat] = []
        pinch.addTarget(ActionSpy { _ in scales.append(pinch.scale) }, action: ActionSpy.act)
        sim.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        sim.touchDown(at: CGPoint(x: 200, y: 300), finger: 1)
        #expect(pinch.scale == 1)
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 208, y: 300), finger: 1)  // 8 pt: not yet
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1)
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 209, y: 300), finger: 1)
        #expect(actions.calls == ["pinch began"])
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 300, y: 300), finger: 1)
        sim.touchMove(to: CGPoint(x: 50, y: 300), finger: 0)
        sim.touchUp(finger: 1)
        #expect(actions.calls == ["pinch began", "pinch changed", "pinch changed", "pinch ended"])
        #expect(pinch.state == .ended)  // finger 0 is still down: not reset yet
        sim.touchUp(finger: 0)
        #expect(scales.count == 4)
        // Measured from the distance when the fingers landed: no jump when it begins.
        #expect(close(scales[0], 1.09))
        #expect(close(scales[1], 2.0))
        #expect(close(scales[2], 2.5))
        #expect(pinch.scale == 1)  // reset after the lift
    }

    @Test("pinch: one finger alone never pinches; a third finger fails it")
    func pinchTouchCount() {
        let (sim, _, actions, _) = world { UIPinchGestureRecognizer(handler: $0.gesture("pinch")) }
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.touchMove(to: CGPoint(x: 300, y: 300))
        sim.touchUp()
        sim.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        sim.touchDown(at: CGPoint(x: 200, y: 300), finger: 1)
        sim.touchDown(at: CGPoint(x: 150, y: 400), finger: 2)
        sim.touchMove(to: CGPoint(x: 300, y: 300), finger: 1)
        #expect(actions.calls.isEmpty)
    }

    @Test("rotation: two touches; begins past its threshold (5°–10°), rotation in radians from where they landed")
    func rotation() {
        let (sim, _, actions, made) = world { UIRotationGestureRecognizer(handler: $0.gesture("rotation")) }
        let rotation = made as! UIRotationGestureRecognizer
        func finger1(at degrees: CGFloat) {
            let angle = degrees * .pi / 180
            sim.touchMove(to: CGPoint(x: 100 + 100 * cos(angle), y: 300 + 100 * sin(angle)), finger: 1)
        }
        sim.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        sim.touchDown(at: CGPoint(x: 200, y: 300), finger: 1)
        finger1(at: 5)
        #expect(rotation.state == .possible)
        finger1(at: 10)
        #expect(actions.calls == ["rotation began"])
        #expect(close(rotation.rotation, 10 * .pi / 180))
        finger1(at: 90)
        #expect(close(rotation.rotation, .pi / 2))
        finger1(at: -30)
        #expect(close(rotation.rotation, -.pi / 6))
        sim.touchUp(finger: 1)
        #expect(actions.calls == ["rotation began", "rotation changed", "rotation changed", "rotation ended"])
    }
}

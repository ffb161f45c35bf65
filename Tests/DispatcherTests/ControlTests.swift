import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// A control with no default action of its own.
final class CustomControl: UIControl {
    var beginAnswer = true
    var continueAnswer = true
    var calls: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        return beginAnswer
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        return continueAnswer
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

@Suite("UIControl (docs/uikit-rules.md R6)")
@MainActor
struct ControlTests {
    private func buttonWorld() -> (Simulator, UIButton, ActionLog) {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let (sim, _) = makeWorld { $0.addSubview(button) }
        let actions = ActionLog(sim)
        actions.watch(button)
        return (sim, button, actions)
    }

    // MARK: Tracking

    @Test("the control event bits are UIKit's")
    func eventBits() {
        typealias E = UIControl.Event
        #expect(E.touchDown.rawValue == 1 << 0 && E.touchDownRepeat.rawValue == 1 << 1)
        #expect(E.touchDragInside.rawValue == 1 << 2 && E.touchDragOutside.rawValue == 1 << 3)
        #expect(E.touchDragEnter.rawValue == 1 << 4 && E.touchDragExit.rawValue == 1 << 5)
        #expect(E.touchUpInside.rawValue == 1 << 6 && E.touchUpOutside.rawValue == 1 << 7)
        #expect(E.touchCancel.rawValue == 1 << 8 && E.valueChanged.rawValue == 1 << 12)
        #expect(E.primaryActionTriggered.rawValue == 1 << 13)
    }

    @Test("touchesBegan: beginTracking, highlighted, touchDown; touchDownRepeat too when tapCount ≥ 2")
    func touchDownAndRepeat() {
        let (sim, button, actions) = buttonWorld()
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        #expect(actions.calls == ["down"])
        #expect(button.isHighlighted && button.isTracking)
        #expect(sim.log.lines.contains("-[UIButton beginTrackingWithTouch:withEvent:]"))
        sim.advance(by: 0.05)
        sim.touchUp()
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 125, y: 125))
        #expect(actions.calls == ["down", "up-inside", "down", "repeat", "up-inside"])
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 125, y: 125))  // tapCount 3
        #expect(actions.calls.suffix(3) == ["down", "repeat", "up-inside"])
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 125, y: 125))  // too late: tapCount 1
        #expect(actions.calls.suffix(2) == ["down", "up-inside"])
    }

    @Test("drag enter, exit, inside and outside, with the bounds grown by 70 pt as inside")
    func dragEvents() {
        let (sim, button, actions) = buttonWorld()
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.touchMove(to: CGPoint(x: 210, y: 120))  // 60 pt right of the button: still inside
        #expect(button.isTouchInside && button.isHighlighted)
        sim.touchMove(to: CGPoint(x: 230, y: 120))  // 80 pt: outside
        #expect(!button.isTouchInside && !button.isHighlighted)
        sim.touchMove(to: CGPoint(x: 240, y: 40))
        sim.touchMove(to: CGPoint(x: 120, y: 40))  // 60 pt above: inside again
        #expect(button.isHighlighted)
        sim.touchUp()
        #expect(actions.calls == [
            "down", "drag-inside", "exit", "drag-outside", "drag-outside", "enter", "drag-inside", "up-inside",
        ])
    }

    @Test("touchesEnded: endTracking, then touchUpInside or touchUpOutside")
    func touchUp() {
        let (sim, button, actions) = buttonWorld()
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.touchMove(to: CGPoint(x: 120, y: 300))
        sim.touchUp()
        #expect(actions.calls == ["down", "exit", "drag-outside", "up-outside"])
        #expect(!button.isTracking)
        let end = sim.log.index(of: "-[UIButton endTrackingWithTouch:withEvent:]")!
        let up = sim.log.index(of: "# UIButton sends UIControlEventTouchUpOutside")!
        #expect(end < up)
    }

    @Test("touchesCancelled: cancelTracking, touchCancel, tracking stops")
    func touchCancel() {
        let (sim, button, actions) = buttonWorld()
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.advance(by: 0.2)
        sim.touchCancel()
        #expect(actions.calls == ["down", "cancel"])
        #expect(sim.log.lines.contains("-[UIButton cancelTrackingWithEvent:]"))
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("beginTracking false: no tracking, no highlight, no events; continueTracking false stops tracking")
    func trackingAnswers() {
        let control = CustomControl(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let (sim, _) = makeWorld { $0.addSubview(control) }
        let actions = ActionLog(sim)
        actions.watch(control)
        control.beginAnswer = false
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.touchMove(to: CGPoint(x: 125, y: 120))
        sim.touchUp()
        #expect(actions.calls.isEmpty)
        #expect(control.calls == ["begin"])
        #expect(!control.isHighlighted)

        control.beginAnswer = true
        control.continueAnswer = false
        control.calls = []
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.touchMove(to: CGPoint(x: 125, y: 120))
        sim.touchMove(to: CGPoint(x: 130, y: 120))
        sim.touchUp()
        #expect(control.calls == ["begin", "continue"])
        #expect(actions.calls == ["down"])
        #expect(!control.isTracking)
    }

    @Test("only an enabled control tracks: a disabled one is not a hit, the touch falls to what is behind")
    func disabledControl() {
        let behind = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let (sim, _) = makeWorld { $0.addSubview(behind); $0.addSubview(button) }
        let actions = ActionLog(sim)
        actions.watch(button)
        button.isEnabled = false
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(actions.calls.isEmpty)
        #expect(behind.events == ["began", "ended"])
    }

    @Test("the highlight lasts at least 0.12 s, even for a quick tap")
    func highlightDuration() {
        let (sim, button, _) = buttonWorld()
        sim.tap(at: CGPoint(x: 120, y: 120))  // 0.05 s
        #expect(button.isHighlighted)
        sim.advance(to: 0.11)
        #expect(button.isHighlighted)
        sim.advance(to: 0.13)
        #expect(!button.isHighlighted)
        sim.advance(to: 1)
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.advance(by: 0.3)
        sim.touchUp()
        #expect(!button.isHighlighted)
    }

    // MARK: Target-action

    @Test("target-actions and UIActions fire in registration order; a UIAction sees its sender")
    func registrationOrder() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let (sim, _) = makeWorld { $0.addSubview(button) }
        var calls: [String] = []
        let second = ActionSpy { sender in calls.append("second from \(sender is UIButton)") }
        let fourth = ActionSpy { _ in calls.append("fourth") }
        button.addAction(UIAction { action in calls.append("first from \((action.sender as? UIButton) === button)") }, for: .touchUpInside)
        button.addTarget(second, action: ActionSpy.act, for: .touchUpInside)
        button.addAction(UIAction { _ in calls.append("third") }, for: [.touchUpInside, .touchDown])
        button.addTarget(fourth, action: ActionSpy.act, for: .touchUpInside)
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(calls == ["third", "first from true", "second from true", "third", "fourth"])
        #expect(sim.log.lines.contains("-[UIApplication sendAction:to:from:forEvent:] act: -> ActionSpy"))
    }

    @Test("a nil-target action goes along the chain from the first responder; with none, from the sender")
    func nilTargetAction() {
        let side = ActingView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
        let field = Focusable(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        side.addSubview(field)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let controller = ActingController()
        let (sim, _) = makeWorld(root: controller) { $0.addSubview(side); $0.addSubview(button) }
        button.addTarget(nil, action: "first:", for: .touchUpInside)
        #expect(field.becomeFirstResponder())
        sim.tap(at: CGPoint(x: 120, y: 120))
        // side is not on the button's chain, but on the first responder's
        #expect(side.calls == ["view first from UIButton"])
        #expect(sim.log.lines.contains("-[UIApplication sendAction:to:from:forEvent:] first: -> ActingView (nil target: found along the responder chain)"))
        field.resignFirstResponder()
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(side.calls.count == 1)
        #expect(controller.calls == ["first from UIButton"])
    }

    @Test("UIApplication.sendAction returns false and logs when nobody implements the action")
    func sendActionUnhandled() {
        let (sim, button, _) = buttonWorld()
        let handled = sim.application.sendAction("nobodyHasThis:", to: nil, from: button, for: nil)
        #expect(!handled)
        #expect(sim.log.lines.contains("-[UIApplication sendAction:to:from:forEvent:] nobodyHasThis: -> nobody: no responder implements it"))
        let target = UIView()
        #expect(!sim.application.sendAction("nobodyHasThis:", to: target, from: button, for: nil))
        #expect(sim.log.lines.contains("-[UIApplication sendAction:to:from:forEvent:] nobodyHasThis: -> nothing: the target does not implement it"))
        #expect(sim.application.sendAction("act:", to: ActionSpy { _ in }, from: button, for: nil))
    }

    @Test("sendAction(_:to:for:) goes through UIApplication.sendAction")
    func controlSendAction() {
        let (sim, button, _) = buttonWorld()
        let target = ActingView()
        button.sendAction("first:", to: target, for: nil)
        #expect(target.calls == ["view first from UIButton"])
        #expect(sim.log.lines.contains("-[UIApplication sendAction:to:from:forEvent:] first: -> ActingView"))
    }

    // MARK: UISwitch and UISlider

    @Test("UISwitch: a tap toggles it and sends valueChanged; a drag of the knob flips it once")
    func switchToggles() {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        let (sim, _) = makeWorld { $0.addSubview(toggle) }
        let actions = ActionLog(sim)
        actions.watch(toggle)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        sim.tap(at: CGPoint(x: 125, y: 315))
        #expect(toggle.isOn)
        #expect(actions.calls == ["down", "value", "up-inside"])
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 125, y: 315))
        #expect(!toggle.isOn)
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 115, y: 315))
        for x in stride(from: 120, through: 150, by: 5) { sim.touchMove(to: CGPoint(x: CGFloat(x), y: 315)) }
        sim.touchUp()
        #expect(toggle.isOn)
        #expect(actions.calls.filter { $0 == "value" }.count == 3)
    }

    @Test("UISlider: dragging its knob sets the value and sends valueChanged; a touch off the knob does not track")
    func sliderValue() {
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        let (sim, _) = makeWorld { $0.addSubview(slider) }
        let actions = ActionLog(sim)
        actions.watch(slider)
        sim.tap(at: CGPoint(x: 250, y: 220))  // on the track, far from the knob
        #expect(slider.value == 0)
        #expect(actions.calls.isEmpty)
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 34, y: 220))  // the knob's centre
        sim.touchMove(to: CGPoint(x: 170, y: 220))  // 136 of 272 usable points
        #expect(slider.value == 0.5)
        sim.touchMove(to: CGPoint(x: 380, y: 220))  // past the end, still within 70 pt of the bounds
        #expect(slider.value == 1)
        sim.touchUp()
        #expect(actions.calls == ["down", "value", "drag-inside", "value", "drag-inside", "up-inside"])
    }

    /// A common fix for a small thumb: grow its rectangle in an override.
    final class WideThumbSlider: UISlider {
        override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
            super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: -40, dy: 0)
        }
    }

    @Test("UISlider: an override of thumbRect(forBounds:trackRect:value:) moves where a touch grabs the thumb (R6.13)")
    func sliderThumbRectOverride() {
        let plain = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        let wide = WideThumbSlider(frame: CGRect(x: 20, y: 300, width: 300, height: 40))
        let (sim, _) = makeWorld { $0.addSubview(plain); $0.addSubview(wide) }
        let actions = ActionLog(sim)
        actions.watch(plain)
        sim.tap(at: CGPoint(x: 95, y: 220))  // 47 pt right of the plain thumb's edge: past the 10 pt slop
        #expect(actions.calls.isEmpty)
        actions.watch(wide)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 95, y: 320))  // inside the widened thumb
        #expect(actions.calls.first == "down")
        #expect(wide.thumbRect(forBounds: wide.bounds, trackRect: wide.trackRect(forBounds: wide.bounds), value: 0)
                    == CGRect(x: -40, y: 6, width: 108, height: 28))
    }

    @Test("UISlider: a swipe of its knob along the track beats a superview's swipe recognizer, even a fast one")
    func sliderBeatsSwipe() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        container.addSubview(slider)
        let (sim, _) = makeWorld { $0.addSubview(container) }
        let actions = ActionLog(sim)
        actions.watch(slider)
        container.addGestureRecognizer(UISwipeGestureRecognizer(handler: actions.gesture("swipe")))
        sim.touchDown(at: CGPoint(x: 34, y: 220))
        sim.advance(by: 0.03)
        sim.touchMove(to: CGPoint(x: 64, y: 220))
        sim.advance(by: 0.03)
        sim.touchMove(to: CGPoint(x: 94, y: 220))
        sim.touchUp()
        #expect(!actions.calls.contains("swipe ended"))
        #expect(!actions.calls.contains("cancel"))
        #expect(actions.calls.last == "up-inside")
        #expect(slider.value > 0.2)
        #expect(sim.log.lines.contains("# UISwipeGestureRecognizer possible → failed: UISlider's default action prevents a superview swipe"))
    }

    @Test("UISlider: a swipe across the track (up) is not the slider's: the superview's swipe wins")
    func sliderLosesVerticalSwipe() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        container.addSubview(slider)
        let (sim, _) = makeWorld { $0.addSubview(container) }
        let actions = ActionLog(sim)
        actions.watch(slider)
        let swipe = UISwipeGestureRecognizer(handler: actions.gesture("swipe"))
        swipe.direction = .up
        container.addGestureRecognizer(swipe)
        sim.touchDown(at: CGPoint(x: 34, y: 220))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 34, y: 160))
        sim.touchUp()
        #expect(actions.calls.contains("swipe ended"))
        #expect(actions.calls.contains("cancel"))
    }

    @Test("UISwitch: its tap beats a superview's single tap, and a pan of its knob beats a superview's pan")
    func switchBeatsSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        container.addSubview(toggle)
        let (sim, _) = makeWorld { $0.addSubview(container) }
        let actions = ActionLog(sim)
        actions.watch(toggle)
        container.addGestureRecognizer(UITapGestureRecognizer(handler: actions.gesture("tap")))
        container.addGestureRecognizer(UIPanGestureRecognizer(handler: actions.gesture("pan")))
        sim.tap(at: CGPoint(x: 125, y: 315))
        #expect(toggle.isOn)
        #expect(!actions.calls.contains("tap ended"))
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 136, y: 315))  // on the knob (now on the right)
        for x in stride(from: 131, through: 106, by: -5) { sim.touchMove(to: CGPoint(x: CGFloat(x), y: 315)) }
        sim.touchUp()
        #expect(!toggle.isOn)
        #expect(!actions.calls.contains("pan began"))
        #expect(!actions.calls.contains("cancel"))
    }

    // MARK: Default actions against superviews' recognizers

    private func buttonInContainer(_ recognizer: (ActionLog) -> UIGestureRecognizer, custom: Bool = false)
        -> (Simulator, UIControl, ActionLog)
    {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let control: UIControl = custom
            ? CustomControl(frame: CGRect(x: 100, y: 100, width: 80, height: 50))
            : UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 50))
        container.addSubview(control)
        let (sim, _) = makeWorld { $0.addSubview(container) }
        let actions = ActionLog(sim)
        actions.watch(control)
        container.addGestureRecognizer(recognizer(actions))
        return (sim, control, actions)
    }

    @Test("a button beats its superview's single tap")
    func buttonBeatsSingleTap() {
        let (sim, _, actions) = buttonInContainer { UITapGestureRecognizer(handler: $0.gesture("tap")) }
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(actions.calls == ["down", "up-inside"])
        #expect(sim.log.lines.contains("# UITapGestureRecognizer possible → failed: UIButton's default action prevents a superview tap"))
    }

    @Test("a button does not beat its superview's double tap: the double tap fires, the button is cancelled")
    func buttonLosesToDoubleTap() {
        let (sim, _, actions) = buttonInContainer { actions in
            let double = UITapGestureRecognizer(handler: actions.gesture("double"))
            double.numberOfTapsRequired = 2
            return double
        }
        sim.tap(at: CGPoint(x: 120, y: 120))
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(actions.calls.contains("double ended"))
        #expect(!actions.calls.contains("up-inside"))
        #expect(actions.calls.contains("cancel"))
        #expect(actions.calls.contains("repeat"))
    }

    @Test("a superview's tap with cancelsTouchesInView false: both the button and the tap fire")
    func buttonAndNonCancellingTap() {
        let (sim, _, actions) = buttonInContainer { actions in
            let tap = UITapGestureRecognizer(handler: actions.gesture("tap"))
            tap.cancelsTouchesInView = false
            return tap
        }
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(actions.calls.contains("tap ended"))
        #expect(actions.calls.contains("up-inside"))
        #expect(!actions.calls.contains("cancel"))
    }

    @Test("a custom UIControl has no default action: its superview's single tap wins and the control is cancelled")
    func customControlLoses() {
        let (sim, control, actions) = buttonInContainer({ UITapGestureRecognizer(handler: $0.gesture("tap")) }, custom: true)
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(actions.calls == ["down", "tap ended", "cancel"])
        #expect((control as! CustomControl).calls == ["begin", "cancel"])
    }

    @Test("a tap recognizer on the button itself wins over the button's action")
    func ownRecognizerWins() {
        let (sim, button, actions) = buttonWorld()
        button.addGestureRecognizer(UITapGestureRecognizer(handler: actions.gesture("tap")))
        sim.tap(at: CGPoint(x: 120, y: 120))
        #expect(actions.calls == ["down", "tap ended", "cancel"])
        let fired = sim.log.index(of: "# UITapGestureRecognizer calls its handler")!
        let cancelled = sim.log.index(of: "-[UIButton touchesCancelled:withEvent:]")!
        #expect(fired < cancelled)
    }
}

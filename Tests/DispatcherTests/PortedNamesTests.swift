import Foundation
import Testing
import ViewModel
@testable import Dispatcher

/// A view that counts its `draw(_:)` calls.
final class DrawCounter: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// Records what a layer animation's delegate hears.
final class AnimationListener: NSObject, CAAnimationDelegate {
    var heard: [String] = []
    func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append("stop \(flag)") }
}

/// Records a text field's editing, as a delegate and as a target.
@Actions
final class FieldWatcher: NSObject, UITextFieldDelegate {
    var heard: [String] = []
    var allowsReturn = true
    func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { heard.append("didEnd") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        heard.append("shouldReturn")
        return allowsReturn
    }
    func changed(_ field: UITextField) { heard.append("changed \(field.text ?? "")") }
}

/// The UIKit names issue 8 added, at work in a world (the contract test only checks that they compile).
@Suite("UIKit names ported code uses: drawing, edge pans, layer animations, status bar, text fields, alerts")
@MainActor
struct PortedNamesTests {
    @Test("draw(_:) runs once when the view is first shown, and once per turn after setNeedsDisplay, never at once")
    func drawing() {
        let view = DrawCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        #expect(view.draws == 0)
        sim.advance(by: 0.01)
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.draws == 1)
        sim.advance(by: 0.01)
        #expect(view.draws == 2)
        sim.advance(by: 1)
        #expect(view.draws == 2)
    }

    @Test("a screen-edge pan begins only from within 20 pt of one of its edges")
    func screenEdgePan() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        var states: [UIGestureRecognizer.State] = []
        let edge = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edge.edges = .left
        view.addGestureRecognizer(edge)
        for startX in [CGFloat(GestureNumbers.screenEdgeRegion), 100] {
            sim.touchDown(at: CGPoint(x: startX, y: 400))
            sim.advance(by: 0.05)
            sim.touchMove(to: CGPoint(x: startX + 60, y: 400))
            sim.touchUp()
            sim.advance(by: 1)
        }
        #expect(states == [.began, .ended])
    }

    @Test("CABasicAnimation moves what is on screen, not the model; hit-testing follows the model; the delegate hears start and stop")
    func basicAnimation() {
        let button = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(button) }
        let listener = AnimationListener()
        let slide = CABasicAnimation(keyPath: "position")
        slide.toValue = CGPoint(x: 250, y: 150)
        slide.duration = 1
        slide.delegate = listener
        button.layer.add(slide, forKey: "slide")
        #expect(button.layer.animationKeys() == ["slide"])
        #expect(listener.heard == ["start"])
        sim.advance(by: 0.5)
        #expect(button.layer.presentation()?.position == CGPoint(x: 150, y: 150))
        #expect(button.center == CGPoint(x: 50, y: 150))
        var downs = 0
        button.addAction(UIAction { _ in downs += 1 }, for: .touchDown)
        sim.tap(at: CGPoint(x: 50, y: 150))  // the model: still a hit, mid-animation
        #expect(downs == 1)
        sim.advance(by: 1)
        #expect(listener.heard == ["start", "stop true"])
        #expect(button.layer.animationKeys() == nil)
        #expect(button.layer.presentation()?.position == CGPoint(x: 50, y: 150))  // removed on completion
    }

    @Test("a forwards-filled animation keeps its end value; removeAnimation(forKey:) stops it unfinished")
    func filledAndRemoved() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1.0, 0.25, 0.2)
        (fade.isRemovedOnCompletion, fade.fillMode) = (false, .forwards)
        view.layer.add(fade, forKey: "fade")
        sim.advance(by: 1)
        #expect(view.layer.presentation()?.opacity == 0.25)
        #expect(view.alpha == 1)
        let listener = AnimationListener()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        spin.delegate = listener
        view.layer.add(spin, forKey: "spin")
        view.layer.removeAnimation(forKey: "spin")
        sim.advance(by: 0.01)
        #expect(listener.heard == ["start", "stop false"])
        #expect(view.layer.animationKeys() == ["fade"])
    }

    @Test("an animation of a key path the simulator does not animate is an error in the log, and nothing breaks")
    func unsupportedKeyPath() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        view.layer.add(CABasicAnimation(keyPath: "shadowRadius"), forKey: nil)
        #expect(sim.log.lines.contains { $0.hasPrefix("# error: CALayer.add(_:forKey:)") && $0.hasSuffix("of shadowRadius") })
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("CATransform3D: a rotation about z is CGAffineTransform's; concatenation applies the left one first")
    func transform3D() {
        let turn = CATransform3DGetAffineTransform(CATransform3DMakeRotation(0.5, 0, 0, 1))
        let affine = CGAffineTransform(rotationAngle: 0.5)
        #expect(abs(turn.a - affine.a) < 1e-12 && abs(turn.b - affine.b) < 1e-12 && abs(turn.c - affine.c) < 1e-12)
        let moved = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(CATransform3DGetAffineTransform(moved) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("the status bar: the top strip of the screen, shown, default style")
    func statusBar() throws {
        let sim = Simulator()
        let bar = try #require(sim.windowScene.statusBarManager)
        #expect(bar.statusBarFrame == CGRect(x: 0, y: 0, width: sim.screen.bounds.width, height: 47))
        #expect(!bar.isStatusBarHidden && bar.statusBarStyle == .default)
    }

    @Test("a text field: a tap makes it first responder and begins editing; keys type; Return asks the delegate; resigning ends")
    func textField() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let (sim, _) = makeWorld { $0.addSubview(field) }
        let watcher = FieldWatcher()
        field.delegate = watcher
        field.addTarget(watcher, action: #action(watcher.changed(_:)), for: .editingChanged)
        sim.press(key: "x")  // not editing: the key is not the field's
        #expect(field.text == "")
        sim.tap(at: CGPoint(x: 100, y: 120))
        #expect(field.isFirstResponder && field.isEditing)
        for key in ["h", "i", "!", "Backspace"] { sim.press(key: key) }
        #expect(field.text == "hi")
        sim.press(key: "Return")
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(watcher.heard == ["didBegin", "changed h", "changed hi", "changed hi!", "changed hi", "shouldReturn", "didEnd"])
        #expect(sim.log.lines.contains("# UITextField sends UIControlEventEditingDidBegin"))
    }

    @Test("an alert blocks every touch behind it; its action buttons are hit-testable; the handler runs after dismissal")
    func alert() throws {
        let behind = UIButton(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (sim, window) = makeWorld { $0.addSubview(behind) }
        var behindTaps = 0
        behind.addAction(UIAction { _ in behindTaps += 1 }, for: .touchUpInside)
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            chosen.append(action.title ?? "")
            chosen.append(alert.presentingViewController == nil ? "dismissed" : "still shown")
        })
        window.rootViewController!.present(alert, animated: true)
        sim.tap(at: CGPoint(x: 20, y: 20))  // on the dimming view
        #expect(behindTaps == 0)
        let box = alert.view.convert(alert.view.bounds, to: window)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: box.maxX - 20, y: box.maxY - 10))  // the right of two side-by-side buttons
        #expect(chosen == ["Delete", "dismissed"])
        #expect(sim.log.lines.contains("-[_UIAlertControllerActionView touchesBegan:withEvent:]"))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(behindTaps == 1)
    }
}

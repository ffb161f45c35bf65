import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R9.4 and R6.11: editing shows the keyboard, a window above the app's that takes the touches
/// in its area and passes the rest down; resigning or `endEditing` hides it; a superview's tap does not take a
/// tap from a text field.
@Suite("The keyboard: shown while editing, covering what is under it")
@MainActor
struct KeyboardTests {
    @Test("a button under the keyboard gets no tap while it is shown; endEditing hides it and the tap works")
    func covers() {
        var taps = 0
        var field: UITextField!
        var root: UIView!
        let (sim, _) = makeWorld { view in
            root = view
            field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
            view.addSubview(field)
            let button = UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50))
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            view.addSubview(button)
        }
        sim.tap(at: CGPoint(x: 100, y: 120))
        sim.advance(by: 1)
        #expect(field.isFirstResponder && sim.application.isKeyboardShown)
        let keyboard = sim.application.windowsInHitTestOrder.first
        #expect(keyboard.map(className(of:)) == "UITextEffectsWindow")
        #expect(keyboard?.hitTest(CGPoint(x: 100, y: 120), with: nil) == nil, "above the keyboard, touches pass down")
        sim.tap(at: CGPoint(x: 100, y: 725))
        sim.advance(by: 1)
        #expect(taps == 0)
        #expect(root.endEditing(true))
        #expect(!sim.application.isKeyboardShown && !field.isFirstResponder)
        sim.tap(at: CGPoint(x: 100, y: 725))
        sim.advance(by: 1)
        #expect(taps == 1)
    }

    @Test("a tap to dismiss the keyboard on the controller's view: the field still edits, a tap elsewhere ends it")
    func dismissTap() {
        var field: UITextField!
        var dismissals = 0
        let (sim, _) = makeWorld { view in
            field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
            view.addSubview(field)
            view.addGestureRecognizer(UITapGestureRecognizer { recognizer in
                dismissals += 1
                recognizer.view?.endEditing(true)
            })
        }
        sim.tap(at: CGPoint(x: 100, y: 120))
        sim.advance(by: 1)
        #expect(field.isFirstResponder && dismissals == 0)
        sim.tap(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 1)
        #expect(!field.isFirstResponder && dismissals == 1 && !sim.application.isKeyboardShown)
    }

    @Test("a text view shows the keyboard too, and its resignation hides it")
    func textView() {
        var text: UITextView!
        let (sim, _) = makeWorld { view in
            text = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
            view.addSubview(text)
        }
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.advance(by: 1)
        #expect(text.isFirstResponder && sim.application.isKeyboardShown)
        text.resignFirstResponder()
        #expect(!sim.application.isKeyboardShown)
    }
}

extension KeyboardTests {
    @Test("the keyboard's height depends on the screen: 260 pt on a 4.7-inch iPhone, 336 on 6.1-inch, 346 on a Max, 398 on an iPad")
    func heightPerScreen() {
        let sizes = [CGSize(width: 375, height: 667), CGSize(width: 390, height: 844), CGSize(width: 430, height: 932),
                     CGSize(width: 820, height: 1180)]
        #expect(sizes.map(UITextEffectsWindow.keyboardHeight(on:)) == [260, 336, 346, 398])
        let sim = Simulator(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let field = sim.run { UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40)) }
        let window = sim.run { UIWindow(frame: sim.screen.bounds) }
        window.addSubview(field)
        sim.show(window)
        sim.run { _ = field.becomeFirstResponder() }
        let keyboard = sim.application.windowsInHitTestOrder.first as? UITextEffectsWindow
        #expect(keyboard?.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
    }
}

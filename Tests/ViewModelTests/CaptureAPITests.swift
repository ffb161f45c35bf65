import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// The UIKit API a capture of an app reads, as Apple documents it: a control's `allTargets` (NSNull for a nil
/// target) and `actions(forTarget:forControlEvent:)` (nil for none, and always for a nil target); a recognizer's
/// `description` in the form UIKit prints (the only place `require(toFail:)` shows); `UIColor.getRed`.
@Suite @MainActor
struct CaptureAPITests {
    final class Target: UIResponder {}
    /// A target that is no `NSObject` here (on iOS every target is one).
    final class PlainTarget {}

    @Test("allTargets holds each target once and NSNull for a nil one; actions per target and event, in order")
    func controlTargets() {
        let button = UIButton(frame: .zero)
        let (a, plain) = (Target(), PlainTarget())
        button.addTarget(a, action: "tapped:", for: .touchUpInside)
        button.addTarget(a, action: "down:", for: [.touchDown, .touchUpInside])
        button.addTarget(plain, action: "plain:", for: .valueChanged)
        button.addTarget(nil, action: "chain:", for: .touchUpInside)
        button.addAction(UIAction { _ in }, for: .touchUpInside)
        let targets = button.allTargets
        #expect(targets.count == 3)
        // NSNull is one object on iOS; here a new one each time, so it is known by its class.
        #expect(targets.contains(AnyHashable(a)) && targets.contains { $0.base is NSNull })
        #expect(button.actions(forTarget: a, forControlEvent: .touchUpInside) == ["tapped:", "down:"])
        #expect(button.actions(forTarget: a, forControlEvent: .touchDown) == ["down:"])
        #expect(button.actions(forTarget: a, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: NSNull(), forControlEvent: .touchUpInside) == ["chain:"])
        let boxed = targets.first { !($0.base is NSNull) && $0 != AnyHashable(a) }!
        #expect(button.actions(forTarget: boxed.base, forControlEvent: .valueChanged) == ["plain:"])
        #expect(className(of: boxed.base as AnyObject) == "PlainTarget")
    }

    @Test("a recognizer's description: class, address, name, state, flags off their defaults, view, target, counts, must-fail")
    func recognizerDescription() {
        let view = UIView(frame: .zero)
        let target = Target()
        let double = UITapGestureRecognizer(target: target, action: "doubleTapped:")
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer(target: target, action: "tapped:")
        single.name = "cardTap"
        single.cancelsTouchesInView = false
        single.delaysTouchesBegan = true
        single.isEnabled = false
        single.require(toFail: double)
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        let text = single.description
        #expect(text.hasPrefix("<UITapGestureRecognizer: 0x"))
        #expect(text.contains(" (cardTap); state = Possible; enabled = NO; cancelsTouchesInView = NO; delaysTouchesBegan = YES; view = <UIView 0x"))
        #expect(text.contains("target= <(action=tapped:, target=<Target 0x"))
        #expect(text.contains("must-fail = {\n        <UITapGestureRecognizer: 0x"))
        #expect(text.contains("numberOfTapsRequired = 2>\n    }>"))
        #expect(!double.description.contains("must-fail"))
    }

    @Test("getRed gives a colour's components")
    func colourComponents() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.systemOrange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && abs(g - 149.0 / 255) < 1e-9 && b == 0 && a == 1)
    }
}

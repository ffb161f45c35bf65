import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 004: BlueView with a tap recognizer holds a button. The seed's logging subclasses print their calls;
// CLTapGestureRecognizer prints its state after calling super in touchesEnded ("after called state = 5").

final class CLTapGestureRecognizer: UITapGestureRecognizer {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        log("-[CLTapGestureRecognizer touchesEnded:withEvent:] after called state = \(state.rawValue)")
    }
}

final class CLButton: UIButton {}
final class CLControl: UIControl {}
final class BlueView: UIView {}

/// Where the recognizer goes and what it competes with.
enum ControlScene { case buttonInTappedParent(cancelsTouchesInView: Bool), buttonWithOwnTap, customControlInTappedParent }

@Actions
final class ControlVsTapViewController: UIViewController {
    private let scene: ControlScene

    init(scene: ControlScene) {
        self.scene = scene
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let blue = BlueView(frame: CGRect(x: 45, y: 250, width: 300, height: 300))
        blue.backgroundColor = .systemBlue
        view.addSubview(blue)
        let control: UIControl
        if case .customControlInTappedParent = scene {
            control = CLControl(frame: CGRect(x: 75, y: 120, width: 150, height: 60))
        } else {
            let button = CLButton(frame: CGRect(x: 75, y: 120, width: 150, height: 60))
            button.setTitle("Button", for: .normal)
            control = button
        }
        control.backgroundColor = .systemOrange
        blue.addSubview(control)
        control.addTarget(self, action: #action(buttonTapped(_:)), for: .touchUpInside)
        let tap = CLTapGestureRecognizer(target: self, action: #action(gestureFired(_:)))
        switch scene {
        case .buttonInTappedParent(let cancels):
            tap.cancelsTouchesInView = cancels
            blue.addGestureRecognizer(tap)
        case .buttonWithOwnTap:
            control.addGestureRecognizer(tap)
        case .customControlInTappedParent:
            blue.addGestureRecognizer(tap)
        }
    }

    func buttonTapped(_ sender: UIControl) { log("button tapped") }
    func gestureFired(_ sender: UITapGestureRecognizer) { log("gesture fired") }
}

@MainActor
public enum ButtonVsParentTapScene {
    public static let pointOnControl = CGPoint(x: 195, y: 400)

    public static let example = Example(
        id: "button-vs-parent-tap",
        title: "A button versus its superview's tap",
        seed: "004",
        summary: """
            Since iOS 6 a control's default action beats its superviews' recognizers: the button says no in \
            gestureRecognizerShouldBegin, BlueView's tap fails at the lift, and the button's action runs. With \
            the tap's cancelsTouchesInView false (variant), both fire.
            """,
        variants: ["cancels-touches-off"],
        demoInput: tapInput(at: pointOnControl, t: 0)
    ) { _, variant in
        makeWindow(root: ControlVsTapViewController(
            scene: .buttonInTappedParent(cancelsTouchesInView: variant != "cancels-touches-off")))
    }
}

@MainActor
public enum ButtonOwnTapScene {
    public static let example = Example(
        id: "button-own-tap",
        title: "A tap recognizer on the button itself",
        seed: "004",
        summary: """
            A recognizer attached to the control itself still wins: the tap is recognized, its action runs, and \
            the button gets touchesCancelled and cancelTracking — no button action.
            """,
        demoInput: tapInput(at: ButtonVsParentTapScene.pointOnControl, t: 0)
    ) { _, _ in
        makeWindow(root: ControlVsTapViewController(scene: .buttonWithOwnTap))
    }
}

@MainActor
public enum CustomControlVsParentTapScene {
    public static let example = Example(
        id: "custom-control-vs-parent-tap",
        title: "A custom control versus its superview's tap",
        seed: "004",
        summary: """
            Only controls with a default action (UIButton, UISwitch, UISlider…) beat a superview's tap. A custom \
            UIControl subclass has none, so BlueView's tap wins (the seed's correction of 2017-11-17).
            """,
        demoInput: tapInput(at: ButtonVsParentTapScene.pointOnControl, t: 0)
    ) { _, _ in
        makeWindow(root: ControlVsTapViewController(scene: .customControlInTappedParent))
    }
}

import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 000: a view with single- and double-tap recognizers also changes colour in touchesBegan and restores it
// in touchesEnded/touchesCancelled, so it sees how the recognizers delay and cancel its touches.

final class TapColorView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemOrange
        log("touchesBegan: tapCount \(touches.first?.tapCount ?? 0)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemTeal
        log("touchesEnded")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemTeal
        log("touchesCancelled")
    }
}

/// The seed's controller: its two action methods log which recognizer fired.
@Actions
final class DoubleTapViewController: UIViewController {
    func singleTap(_ sender: UITapGestureRecognizer) { log("single tap") }
    func doubleTap(_ sender: UITapGestureRecognizer) { log("double tap") }
}

@MainActor
public enum DoubleTapScene {
    public static let pointInView = CGPoint(x: 195, y: 400)

    public static let example = Example(
        id: "double-tap",
        title: "Single and double taps",
        seed: "000",
        summary: """
            The single tap requires the double tap to fail, so after one tap it waits 0.35 s for a second before \
            it fires; the double tap's delaysTouchesEnded holds the view's touchesEnded meanwhile. Without \
            require(toFail:) (variant) a double tap fires both actions.
            """,
        variants: ["without-require-to-fail"],
        demoInput: tapInput(at: pointInView, t: 0) + tapInput(at: pointInView, t: 1)
            + tapInput(at: pointInView, t: 1.2)
    ) { _, variant in
        let controller = DoubleTapViewController()
        let view = TapColorView(frame: CGRect(x: 70, y: 275, width: 250, height: 250))
        view.backgroundColor = .systemTeal
        controller.view.addSubview(view)
        let single = UITapGestureRecognizer(target: controller, action: #action(controller.singleTap(_:)))
        let double = UITapGestureRecognizer(target: controller, action: #action(controller.doubleTap(_:)))
        double.numberOfTapsRequired = 2
        single.name = "single"
        double.name = "double"
        if variant != "without-require-to-fail" { single.require(toFail: double) }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return makeWindow(root: controller)
    }
}

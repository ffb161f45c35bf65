import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 002: CustomShakeView becomes first responder in viewWillAppear and shows a label on a shake.

final class CustomShakeView: UIView {
    override var canBecomeFirstResponder: Bool { true }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else { return }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))
        label.text = "phone was shaked"
        label.textAlignment = .center
        addSubview(label)
        log("phone was shaked")
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}

final class ShakeViewController: UIViewController {
    let shakeView = CustomShakeView()
    /// The variant: the view resigns first responder, so a shake reaches nobody who shows it.
    var resigns = false

    override func viewDidLoad() {
        super.viewDidLoad()
        shakeView.frame = CGRect(x: 0, y: 250, width: view.bounds.width, height: 60)
        shakeView.backgroundColor = .gray
        view.addSubview(shakeView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shakeView.becomeFirstResponder()
        if resigns { shakeView.resignFirstResponder() }
    }
}

@MainActor
public enum ShakeScene {
    public static let example = Example(
        id: "shake",
        title: "Shake goes to the first responder",
        seed: "002",
        summary: """
            Motion events are not hit-tested: they go to the first responder. CustomShakeView becomes first \
            responder when its controller appears and shows "phone was shaked". Resigned (variant), the shake \
            goes to the key window and up the chain, and nobody shows anything.
            """,
        variants: ["resigned"],
        demoInput: [InputRecord(t: 0.5, shake: .began), InputRecord(t: 0.6, shake: .ended)]
    ) { _, variant in
        let controller = ShakeViewController()
        controller.resigns = variant == "resigned"
        return makeWindow(root: controller)
    }
}

import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 004: the controller's view has a recognizer; YellowView inside it logs its touches. The seed's logging
// subclasses print each call with __func__; the dispatch log records those calls itself.

final class YellowView: UIView {}
final class LXFTapGestureRecognizer: UITapGestureRecognizer {}

/// The seed's LXFViewController, with a tap (default) or a pan recognizer on its view.
@Actions
final class LXFViewController: UIViewController {
    enum Recognizer { case tap, pan(cancelsTouchesInView: Bool, delaysTouchesBegan: Bool) }

    private let recognizer: Recognizer

    init(recognizer: Recognizer) {
        self.recognizer = recognizer
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let yellow = YellowView(frame: CGRect(x: 70, y: 250, width: 250, height: 250))
        yellow.backgroundColor = .systemYellow
        view.addSubview(yellow)
        switch recognizer {
        case .tap:
            view.addGestureRecognizer(LXFTapGestureRecognizer(target: self, action: #action(actionTap)))
        case .pan(let cancels, let delays):
            let pan = UIPanGestureRecognizer(target: self, action: #action(actionPan))
            pan.cancelsTouchesInView = cancels
            pan.delaysTouchesBegan = delays
            view.addGestureRecognizer(pan)
        }
    }

    func actionTap() { log("View Taped") }
    func actionPan() { log("View panned") }
}

@MainActor
public enum GestureVsTouchesScene {
    public static let pointInYellow = CGPoint(x: 195, y: 375)

    public static let example = Example(
        id: "gesture-vs-touches",
        title: "A tap recognizer versus touches",
        seed: "004",
        summary: """
            The window gives each touch to the recognizers first, then to the hit-test view: YellowView's \
            touchesBegan runs while its superview's tap recognizer is still deciding. When the tap is recognized \
            the action runs, then YellowView gets touchesCancelled instead of touchesEnded.
            """,
        demoInput: tapInput(at: pointInYellow, t: 0)
    ) { _, _ in
        makeWindow(root: LXFViewController(recognizer: .tap))
    }
}

@MainActor
public enum PanVsTouchesScene {
    /// A drag across YellowView in 3-pt steps every 16 ms: the pan begins on the fourth move.
    public static func drag(from start: CGPoint = GestureVsTouchesScene.pointInYellow, steps: Int = 10) -> [InputRecord] {
        var records = [InputRecord(t: 0, phase: .down, x: start.x, y: start.y)]
        for step in 1...steps {
            records.append(InputRecord(t: Double(step) * 0.016, phase: .move, x: start.x + CGFloat(step) * 3, y: start.y))
        }
        let end = records.last!
        records.append(InputRecord(t: end.t + 0.016, phase: .up, x: end.x, y: end.y))
        return records
    }

    public static let example = Example(
        id: "pan-vs-touches",
        title: "A pan recognizer versus touches",
        seed: "004",
        summary: """
            While the pan is still possible, YellowView gets touchesBegan and touchesMoved. Once the pan begins, \
            YellowView is cancelled and only the pan's action runs. Variants: cancelsTouchesInView = false keeps \
            the moves coming; delaysTouchesBegan = true hides the touch from YellowView altogether.
            """,
        variants: ["cancels-touches-off", "delays-touches-began"],
        demoInput: drag()
    ) { _, variant in
        makeWindow(root: LXFViewController(recognizer: .pan(
            cancelsTouchesInView: variant != "cancels-touches-off",
            delaysTouchesBegan: variant == "delays-touches-began")))
    }
}

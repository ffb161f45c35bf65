import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// Seed 001: IFXResponderChainVC's view holds IFXView2, which holds IFXView3. Both views share a base class that
// logs each touch and calls super; the controller does the same. The app presents it in a navigation controller.

class IFXBaseView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(type(of: self)) touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(type(of: self)) touchesMoved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(type(of: self)) touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

final class IFXView2: IFXBaseView {}

/// Seed 001 gives IFXView3 a tap recognizer in one of its runs; the action is always there.
@Actions
final class IFXView3: IFXBaseView {
    func tapAction(_ sender: UITapGestureRecognizer) { log("\(type(of: self)) taped") }
}

final class IFXResponderChainVC: UIViewController {
    let view3 = IFXView3(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    /// Whether IFXView3 has its tap recognizer (the `tap-on-view-with-recognizer` scene).
    var tapsView3 = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Responder chain"
        let view2 = IFXView2(frame: CGRect(x: 40, y: 150, width: 300, height: 300))
        view2.backgroundColor = .systemBlue
        view3.backgroundColor = .systemOrange
        view.addSubview(view2)
        view2.addSubview(view3)
        if tapsView3 {
            view3.addGestureRecognizer(UITapGestureRecognizer(target: view3, action: #action(view3.tapAction(_:))))
        }
    }

    // The seed prints the chain here: before the view is in its window, parts of the chain are missing.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !tapsView3 { printChain(from: view3) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(type(of: self)) touchesBegan")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(type(of: self)) touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// Logs the responder chain from `responder` as seed 001 does: one class a line, one more dash each step.
@MainActor
func printChain(from responder: UIResponder) {
    log(String(describing: type(of: responder)))
    var prefix = "-"
    var next = responder.next
    while let current = next {
        log(prefix + String(describing: type(of: current)))
        prefix += "-"
        next = current.next
    }
}

@MainActor
public enum ResponderChainScene {
    /// The centre of IFXView3 (window coordinates).
    public static let pointInView3 = CGPoint(x: 190, y: 357)

    public static let example = Example(
        id: "responder-chain",
        title: "The responder chain",
        seed: "001",
        summary: """
            After hit-testing picks IFXView3, each touch climbs `next`: IFXView2, the controller's root view, \
            the controller, the navigation controller's container views, the window, its scene, the \
            application and the app delegate. Overrides that call super pass it on; the log shows every hop.
            """,
        demoInput: tapInput(at: pointInView3, t: 0)
    ) { sim, _ in
        makeWindow(
            presenting: UINavigationController(rootViewController: IFXResponderChainVC()), scene: sim.windowScene)
    }
}

@MainActor
public enum ResponderChainChildScene {
    public static let example = Example(
        id: "responder-chain-child",
        title: "The responder chain of a child controller",
        seed: "001",
        summary: """
            When IFXResponderChainVC's view is added to another controller's view, the chain goes from the child \
            controller to its view's superview — a view of the parent — and only then to the parent controller.
            """,
        demoInput: tapInput(at: ResponderChainScene.pointInView3, t: 0)
    ) { sim, _ in
        makeWindow(presenting: UINavigationController(rootViewController: ViewController()), scene: sim.windowScene)
    }
}

/// The seed's `ViewController`, which adds IFXResponderChainVC's view to its own.
final class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Child controller"
        let child = IFXResponderChainVC()
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor
public enum TapOnViewWithRecognizerScene {
    public static let example = Example(
        id: "tap-on-view-with-recognizer",
        title: "A tap recognizer on the touched view",
        seed: "001",
        summary: """
            IFXView3 gets a tap recognizer. touchesBegan still climbs the chain, but when the tap is recognized \
            its action runs and the views get touchesCancelled instead of touchesEnded.
            """,
        demoInput: tapInput(at: ResponderChainScene.pointInView3, t: 0)
    ) { sim, _ in
        let controller = IFXResponderChainVC()
        controller.tapsView3 = true
        return makeWindow(presenting: UINavigationController(rootViewController: controller), scene: sim.windowScene)
    }
}

import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

final class DelegateResponder: UIResponder, UIApplicationDelegate {}
final class PlainDelegate: NSObject, UIApplicationDelegate {}
final class ViewDelegate: UIView, UIApplicationDelegate {}

/// Ends the chain: overrides touchesBegan without calling super.
final class Stopper: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@Suite("Responder chain (docs/uikit-rules.md R2)")
@MainActor
struct ResponderChainTests {
    @Test("a view passes to its controller if it is the root view, otherwise to its superview")
    func viewNext() {
        let controller = UIViewController()
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
    }

    @Test("a root controller passes to the window; the window to the application; the app to its delegate")
    func rootChain() {
        let (sim, window) = makeWorld { _ in }
        sim.application.delegate = DelegateResponder()
        #expect(window.rootViewController?.next === window)
        #expect(window.next === sim.application)
        #expect(sim.application.next === (sim.application.delegate as? UIResponder))
    }

    @Test("a window in a scene passes to the scene, which passes to the application (iOS 13+)")
    func sceneChain() {
        let sim = Simulator()
        let window = UIWindow(windowScene: sim.windowScene)
        sim.show(window)
        #expect(window.next === sim.windowScene)
        #expect(sim.windowScene.next === sim.application)
    }

    @Test("the app passes to its delegate only if it is a responder that is not a view or a controller")
    func delegateRules() {
        let sim = Simulator()
        sim.application.delegate = PlainDelegate()
        #expect(sim.application.next == nil)
        sim.application.delegate = ViewDelegate()
        #expect(sim.application.next == nil)
        sim.application.delegate = DelegateResponder()
        #expect(sim.application.next != nil)
    }

    @Test("a child controller passes to its view's superview, a view of the parent")
    func childController() {
        let parent = UIViewController()
        let holder = UIView()
        parent.view.addSubview(holder)
        let child = UIViewController()
        parent.addChild(child)
        holder.addSubview(child.view)
        #expect(child.next === holder)
        #expect(child.parent === parent)
    }

    @Test("a full-screen presented controller passes to the presenting controller")
    func presentedFullScreen() {
        let (sim, window) = makeWorld { _ in }
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        sim.run { window.rootViewController?.present(presented, animated: false) }
        #expect(presented.next === window.rootViewController)
        #expect(presented.presentingViewController === window.rootViewController)
        #expect(presented.view.superview is UITransitionView)
    }

    @Test("a page sheet passes to its UIDropShadowView, as seed 001's device printed")
    func presentedPageSheet() {
        let (sim, window) = makeWorld { _ in }
        let presented = UIViewController()
        sim.run { window.rootViewController?.present(presented, animated: false) }
        #expect(presented.next is UIDropShadowView)
        #expect(presented.next?.next is UITransitionView)
        #expect(presented.next?.next?.next === window)
    }

    @Test("default touches methods pass the call along next; an override without super ends the chain")
    func forwardingAndStopping() {
        let stopper = Stopper(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stopper.addSubview(inner)
        let (sim, _) = makeWorld { $0.addSubview(stopper) }
        sim.tap(at: CGPoint(x: 50, y: 50))
        let began = sim.log.lines.filter { $0.contains("touchesBegan") }
        #expect(began == ["-[UIView touchesBegan:withEvent:]", "-[Stopper touchesBegan:withEvent:]"])
        // touchesEnded is not overridden: it climbs to the end of the chain and is dropped.
        #expect(sim.log.lines.last == "# touchesEnded:withEvent: left the responder chain after UIApplication and was dropped")
    }

    @Test("delivery goes UIApplication.sendEvent → UIWindow.sendEvent → the hit view")
    func deliveryOrder() {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        let tail = sim.log.lines.suffix(2)
        #expect(Array(tail) == ["-[UIWindow sendEvent:]", "-[Recorder touchesBegan:withEvent:]"])
    }

    @Test("a nil-target action goes to the first responder along the chain that implements it")
    func nilTargetAction() {
        let root = ActingController()
        let (sim, _) = makeWorld(root: root) { _ in }
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(button)
        #expect(sim.application.sendAction("first:", to: nil, from: button, for: nil))
        #expect(root.calls == ["first from UIButton"])
        #expect(!sim.application.sendAction("nobody:", to: nil, from: button, for: nil))
        #expect(sim.log.lines.last == "-[UIApplication sendAction:to:from:forEvent:] nobody: -> nobody: no responder implements it")
    }
}

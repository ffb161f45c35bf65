import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R13: a navigation controller's back button, its animated push and pop on the virtual clock,
/// the leading-edge swipe that pops interactively (refused at the root and during a transition), and iOS 26's
/// content pop.
@Suite("Navigation: push, pop, the back button and the swipe back")
@MainActor
struct NavigationTests {
    typealias Screen = AppearanceLoggingScreen

    /// A world showing a navigation controller with screens A and B (B on top), on iOS `version`.
    private func world(version: String = "18.0") -> (Simulator, UINavigationController) {
        let sim = Simulator(systemVersion: version)
        let (navigation, window) = sim.run {
            let (a, b) = (Screen(), Screen())
            (a.title, b.title) = ("A", "B")
            let navigation = UINavigationController(rootViewController: a)
            navigation.pushViewController(b, animated: false)
            let window = UIWindow(frame: sim.screen.bounds)
            window.rootViewController = navigation
            return (navigation, window)
        }
        sim.show(window)
        sim.log.removeAll()
        return (sim, navigation)
    }

    private func lines(_ sim: Simulator) -> [String] { sim.log.records.filter(\.isUserLine).map(\.text) }

    /// A horizontal drag at 60 Hz: `steps` moves to `start + dx`, then the lift.
    private func swipe(_ sim: Simulator, from start: CGPoint, by dx: CGFloat, steps: Int) {
        sim.touchDown(at: start)
        for step in 1...steps {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: start.x + dx * CGFloat(step) / CGFloat(steps), y: start.y))
        }
        sim.advance(by: 1.0 / 60)
        sim.touchUp()
        sim.advance(by: 1)
    }

    @Test("the back button pops with an animation; the container takes no touches until it ends; appearance in order")
    func backButton() throws {
        let (sim, navigation) = world()
        let back = try #require(navigation.navigationBar.subviews.last?.subviews.first as? _UIButtonBarButton)
        #expect(back.item.title == "A")
        sim.tap(at: CGPoint(x: back.frame.midX, y: 47 + 22))
        sim.advance(by: 0.1)
        #expect(navigation.view.isUserInteractionEnabled == false)
        #expect(navigation.viewControllers.count == 2)
        sim.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["A"])
        #expect(navigation.view.isUserInteractionEnabled)
        #expect(lines(sim) == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
    }

    @Test("a swipe from the leading edge past half the width pops; a short slow one cancels and B stays")
    func edgeSwipe() {
        let (sim, navigation) = world()
        swipe(sim, from: CGPoint(x: 5, y: 400), by: 60, steps: 30)  // slow and short: cancelled
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.view.frame.origin.x == 0)
        swipe(sim, from: CGPoint(x: 5, y: 400), by: 250, steps: 12)
        #expect(navigation.viewControllers.map(\.title) == ["A"])
        #expect(lines(sim).suffix(4) == ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
    }

    @Test("at the root the edge pan's delegate refuses it; a swipe away from the edge is no pop on iOS 18")
    func refusals() {
        let (sim, navigation) = world()
        swipe(sim, from: CGPoint(x: 200, y: 400), by: 150, steps: 12)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.interactiveContentPopGestureRecognizer == nil)
        navigation.popViewController(animated: false)
        sim.log.removeAll()
        swipe(sim, from: CGPoint(x: 5, y: 400), by: 250, steps: 12)
        #expect(sim.log.lines.contains { $0.hasPrefix("# UIScreenEdgePanGestureRecognizer possible → failed") })
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("iOS 26: the content pop pans back from anywhere, leading to trailing only; screens stay interactive")
    func contentPop() throws {
        let (sim, navigation) = world(version: "26.0")
        let content = try #require(navigation.interactiveContentPopGestureRecognizer)
        #expect(content.name == "UINavigationController.contentSwipe")
        #expect(navigation.interactivePopGestureRecognizer?.name == "UINavigationController.edgeSwipe")
        swipe(sim, from: CGPoint(x: 300, y: 400), by: -150, steps: 12)
        #expect(navigation.viewControllers.count == 2)
        swipe(sim, from: CGPoint(x: 100, y: 400), by: 250, steps: 12)
        #expect(navigation.viewControllers.count == 1)
        navigation.pushViewController(Screen(), animated: true)
        sim.advance(by: 0.1)
        #expect(navigation.view.isUserInteractionEnabled)
    }

    @Test("pushing a controller already on the stack is UIKit's error, logged; the stack stays")
    func pushTwice() {
        let (sim, navigation) = world()
        sim.run { navigation.pushViewController(navigation.viewControllers[0], animated: true) }
        #expect(navigation.viewControllers.count == 2)
        #expect(sim.log.lines.contains { $0.contains("Pushing the same view controller instance (AppearanceLoggingScreen) more than once is not supported") })
    }
}

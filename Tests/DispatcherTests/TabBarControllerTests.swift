import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R11.5: a tab bar controller's tree, its buttons selecting on touch-down, the delegate asked
/// and told for a user's tap only, the selected tab's tap popping to the root, and a custom tab bar installed with
/// `setValue(_:forKey:)` as apps install it.
@Suite("Tab bars: UITabBarController, UITabBar and their delegates")
@MainActor
struct TabBarControllerTests {
    typealias Screen = AppearanceLoggingScreen

    /// Logs what it is asked and told, and refuses the tabs in `refused`.
    final class Delegate: NSObject, UITabBarControllerDelegate {
        var refused: Set<String> = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log("shouldSelect \(viewController.title ?? "?")")
            return !refused.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log("didSelect \(viewController.title ?? "?")")
        }
    }

    /// Seed 004's raised button, on a tab bar of the app's own whose point(inside:) answers for it.
    final class RaisedTabBar: UITabBar {
        let raised = UIButton(frame: CGRect(x: 160, y: -25, width: 70, height: 70))
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(raised)
        }
        required init?(coder: NSCoder) { nil }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            raised.point(inside: convert(point, to: raised), with: event) || super.point(inside: point, with: event)
        }
    }

    /// A world showing tabs Home (a navigation controller holding Feed, Detail) and Search.
    private func world() -> (Simulator, UITabBarController, Delegate, UINavigationController) {
        let sim = Simulator()
        let delegate = Delegate()
        let (tabs, navigation, window) = sim.run {
            let (feed, detail, search) = (Screen(), Screen(), Screen())
            (feed.title, detail.title, search.title) = ("Feed", "Detail", "Search")
            let navigation = UINavigationController(rootViewController: feed)
            navigation.pushViewController(detail, animated: false)
            navigation.title = "Home"
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, search]
            tabs.delegate = delegate
            let window = UIWindow(frame: sim.screen.bounds)
            window.rootViewController = tabs
            return (tabs, navigation, window)
        }
        sim.show(window)
        sim.log.removeAll()
        return (sim, tabs, delegate, navigation)
    }

    private func lines(_ sim: Simulator) -> [String] { sim.log.records.filter(\.isUserLine).map(\.text) }

    @Test("UIKit's tree: the bar at the bottom (49 pt and the home indicator's 34), a button a tab in equal widths, hit wherever its tab is touched")
    func tree() throws {
        let (sim, tabs, _, _) = world()
        #expect(tabs.view is UILayoutContainerView)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        let buttons = tabs.tabBar.subviews.filter { className(of: $0) == "UITabBarButton" }
        #expect(buttons.map(\.frame) == [CGRect(x: 0, y: 1, width: 195, height: 48), CGRect(x: 195, y: 1, width: 195, height: 48)])
        let window = try #require(tabs.view.window)
        // On the label of the second tab: the label and image take no touch.
        #expect(window.hitTest(CGPoint(x: 292, y: 761 + 1 + 38), with: nil) === buttons[1])
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === tabs.viewControllers?[0].tabBarItem)
        #expect(tabs.viewControllers?[1].tabBarController === tabs && tabs.viewControllers?[1].tabBarItem.title == "Search")
        _ = sim
    }

    @Test("a finger going down on a tab selects it: asked, the screens' appearance calls, told — all before the lift")
    func selectsOnTouchDown() {
        let (sim, tabs, delegate, _) = world()
        sim.touchDown(at: CGPoint(x: 292, y: 790))
        #expect(tabs.selectedIndex == 1, "selected as the finger went down")
        #expect(lines(sim) == ["shouldSelect Search", "Detail willDisappear", "Search willAppear", "Detail didDisappear",
                               "Search didAppear", "didSelect Search"])
        sim.touchUp()
        withExtendedLifetime(delegate) {}
    }

    @Test("a refused tab is not selected and not told; selection in code asks and tells nobody")
    func refusedAndInCode() {
        let (sim, tabs, delegate, _) = world()
        delegate.refused = ["Search"]
        sim.tap(at: CGPoint(x: 292, y: 790))
        #expect(tabs.selectedIndex == 0 && lines(sim) == ["shouldSelect Search"])
        sim.log.removeAll()
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController?.title == "Search")
        #expect(!lines(sim).contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
    }

    @Test("a tap on the selected tab is asked and told too, and pops the navigation controller in it to its root")
    func selectedTabPopsToRoot() {
        let (sim, tabs, delegate, navigation) = world()
        sim.tap(at: CGPoint(x: 97, y: 790))
        sim.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Feed"])
        #expect(tabs.selectedIndex == 0)
        #expect(lines(sim).first == "shouldSelect Home" && lines(sim).contains("didSelect Home"))
        withExtendedLifetime(delegate) {}
    }

    @Test("a custom tab bar installed with setValue(_:forKey: \"tabBar\") replaces the bar, keeps the tabs, and its point(inside:) reaches the raised button")
    func customTabBar() throws {
        let (sim, tabs, _, _) = world()
        let bar = RaisedTabBar()
        sim.run { tabs.setValue(bar, forKey: "tabBar") }
        #expect(tabs.tabBar === bar && bar.superview === tabs.view && bar.items?.count == 2)
        let window = try #require(tabs.view.window)
        #expect(window.hitTest(CGPoint(x: 195, y: 761 - 10), with: nil) === bar.raised, "above the bar, on the raised button")
        sim.tap(at: CGPoint(x: 292, y: 790))
        #expect(tabs.selectedIndex == 1, "the new bar's buttons select the tabs")
        sim.run { tabs.setValue(UIView(), forKey: "view") }
        #expect(sim.log.lines.contains { $0.contains("setValue(_:forKey:) on UITabBarController takes only \"tabBar\"") })
    }

    @Test("the items of a tab bar controller's bar cannot be set; a bar of the app's own tells its delegate")
    func ownTabBar() {
        let (sim, tabs, _, _) = world()
        sim.run { tabs.tabBar.items = [] }
        #expect(tabs.tabBar.items?.count == 2)
        #expect(sim.log.lines.contains { $0.contains("Directly modifying a tab bar managed by a tab bar controller") })
        final class BarDelegate: NSObject, UITabBarDelegate {
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { log("bar didSelect \(item.title ?? "?")") }
        }
        let own = UITabBar(frame: CGRect(x: 0, y: 400, width: 390, height: 49))
        let barDelegate = BarDelegate()
        own.items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        own.delegate = barDelegate
        let (world, _) = makeWorld { $0.addSubview(own) }
        world.tap(at: CGPoint(x: 300, y: 420))
        #expect(own.selectedItem?.title == "Two" && lines(world) == ["bar didSelect Two"])
    }
}

import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Seed scenarios: the responder chain")
@MainActor
struct ResponderChainScenarioTests {
    /// Seed 001: the chain printed from IFXView3 in viewDidAppear.
    static let seedChain = """
        2020-06-16 17:30:20.747597+0800 IFXProgram[83661:1437823] IFXView3
        2020-06-16 17:30:20.747802+0800 IFXProgram[83661:1437823] -IFXView2
        2020-06-16 17:30:20.747968+0800 IFXProgram[83661:1437823] --UIView
        2020-06-16 17:30:20.748424+0800 IFXProgram[83661:1437823] ---IFXResponderChainVC
        2020-06-16 17:30:20.748606+0800 IFXProgram[83661:1437823] ----UIViewControllerWrapperView
        2020-06-16 17:30:20.748745+0800 IFXProgram[83661:1437823] -----UINavigationTransitionView
        2020-06-16 17:30:20.748904+0800 IFXProgram[83661:1437823] ------UILayoutContainerView
        2020-06-16 17:30:20.749049+0800 IFXProgram[83661:1437823] -------UINavigationController
        2020-06-16 17:30:20.749849+0800 IFXProgram[83661:1437823] --------UIDropShadowView
        2020-06-16 17:30:20.750007+0800 IFXProgram[83661:1437823] ---------UITransitionView
        2020-06-16 17:30:20.751257+0800 IFXProgram[83661:1437823] ----------UIWindow
        2020-06-16 17:30:20.751452+0800 IFXProgram[83661:1437823] -----------UIWindowScene
        2020-06-16 17:30:20.751591+0800 IFXProgram[83661:1437823] ------------UIApplication
        2020-06-16 17:30:20.751726+0800 IFXProgram[83661:1437823] -------------AppDelegate
        """

    /// Seed 001: a tap on IFXView3, with touches overrides that log and call super.
    static let seedTouches = """
        2020-06-16 18:05:31.852814+0800 IFXProgram[86599:1463313] IFXView3 touchesBegan
        2020-06-16 18:05:31.853018+0800 IFXProgram[86599:1463313] IFXView2 touchesBegan
        2020-06-16 18:05:31.853199+0800 IFXProgram[86599:1463313] IFXResponderChainVC touchesBegan
        2020-06-16 18:05:31.897063+0800 IFXProgram[86599:1463313] IFXView3 touchesEnded
        2020-06-16 18:05:31.897338+0800 IFXProgram[86599:1463313] IFXView2 touchesEnded
        2020-06-16 18:05:31.897531+0800 IFXProgram[86599:1463313] IFXResponderChainVC touchesEnded
        """

    /// Seed 001: the chain when IFXResponderChainVC's view is inside ViewController's view.
    static let seedChildChain = """
        2020-06-16 17:45:19.805592+0800 IFXProgram[84924:1449157] IFXView3
        2020-06-16 17:45:19.805799+0800 IFXProgram[84924:1449157] -IFXView2
        2020-06-16 17:45:19.805948+0800 IFXProgram[84924:1449157] --UIView
        2020-06-16 17:45:19.807058+0800 IFXProgram[84924:1449157] ---IFXResponderChainVC
        2020-06-16 17:45:19.807612+0800 IFXProgram[84924:1449157] ----UIView
        2020-06-16 17:45:19.808190+0800 IFXProgram[84924:1449157] -----ViewController
        2020-06-16 17:45:19.808367+0800 IFXProgram[84924:1449157] ------UIViewControllerWrapperView
        2020-06-16 17:45:19.808564+0800 IFXProgram[84924:1449157] -------UINavigationTransitionView
        2020-06-16 17:45:19.809419+0800 IFXProgram[84924:1449157] --------UILayoutContainerView
        2020-06-16 17:45:19.809854+0800 IFXProgram[84924:1449157] ---------UINavigationController
        2020-06-16 17:45:19.810087+0800 IFXProgram[84924:1449157] ----------UIDropShadowView
        2020-06-16 17:45:19.810548+0800 IFXProgram[84924:1449157] -----------UITransitionView
        2020-06-16 17:45:19.811020+0800 IFXProgram[84924:1449157] ------------UIWindow
        2020-06-16 17:45:19.811491+0800 IFXProgram[84924:1449157] -------------UIWindowScene
        2020-06-16 17:45:19.812676+0800 IFXProgram[84924:1449157] --------------UIApplication
        2020-06-16 17:45:19.813272+0800 IFXProgram[84924:1449157] ---------------AppDelegate
        """

    @Test("responder-chain reproduces seed 001's chain and its touches log")
    func responderChain() {
        let sim = SeedLog.world("responder-chain")
        sim.tap(at: ResponderChainScene.pointInView3)
        let expected = SeedLog.fromNSLog(Self.seedChain) + SeedLog.fromNSLog(Self.seedTouches)
        #expect(SeedLog.userLines(sim) == expected)
    }

    @Test("responder-chain: every hop of the chain is in the dispatch log, ending after AppDelegate")
    func responderChainHops() {
        let sim = SeedLog.world("responder-chain")
        sim.tap(at: ResponderChainScene.pointInView3)
        // Responders only: the navigation controller's edge pan sees the touch too, but is no hop of the chain.
        let began = sim.log.lines.filter { $0.hasSuffix(" touchesBegan:withEvent:]") }.map {
            $0.dropFirst(2).prefix { $0 != " " }
        }.filter { !$0.hasSuffix("GestureRecognizer") }
        #expect(began == ["IFXView3", "IFXView2", "UIView", "IFXResponderChainVC", "UIViewControllerWrapperView",
            "UINavigationTransitionView", "UILayoutContainerView", "UINavigationController", "UIDropShadowView",
            "UITransitionView", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
        #expect(sim.log.lines.contains(
            "# touchesBegan:withEvent: left the responder chain after AppDelegate and was dropped"))
    }

    @Test("responder-chain-child reproduces seed 001's chain for a child controller")
    func responderChainChild() {
        let sim = SeedLog.world("responder-chain-child")
        #expect(SeedLog.userLines(sim) == SeedLog.fromNSLog(Self.seedChildChain))
    }

    /// Seed 004's chain from the raised button ("点击原型按钮的任意区域，打印出的完整响应链如下").
    static let seedTabBarChain = "CircleButton --> CustomeTabBar --> UIView --> UIViewController --> "
        + "UIViewControllerWrapperView --> UINavigationTransitionView --> UILayoutContainerView --> "
        + "UINavigationController --> UIWindow --> UIApplication --> AppDelegate"

    @Test("raised-tab-bar: override off, the table gets the touch; on, the button, with seed 004's chain")
    func raisedTabBar() {
        let sim = SeedLog.world("raised-tab-bar")
        sim.tap(at: RaisedTabBarScene.pointOnRaisedPart)
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> UITableView"))
        #expect(SeedLog.userLines(sim).isEmpty)

        sim.log.removeAll()
        sim.tap(at: RaisedTabBarScene.pointOnToggle)
        #expect(SeedLog.userLines(sim) == ["tab bar point(inside:) override: on"])

        sim.log.removeAll()
        sim.tap(at: RaisedTabBarScene.pointOnRaisedPart)
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> CircleButton"))
        #expect(SeedLog.userLines(sim) == [Self.seedTabBarChain, "circle button: touchUpInside"])
    }

    @Test("router-event: button, cell, table view, root view, then the controller's line")
    func routerEvent() {
        let sim = SeedLog.world("router-event")
        sim.tap(at: RouterEventScene.pointOnFirstButton)
        #expect(SeedLog.userLines(sim) == [
            "RouterEventCell  firstButtonTapped(_:)",
            "RouterEventCell  routerEvent(with:userInfo:)",
            "UITableView  routerEvent(with:userInfo:)",
            "UIView  routerEvent(with:userInfo:)",
            "firstButton Clicked",
        ])
        sim.log.removeAll()
        sim.tap(at: RouterEventScene.pointOnSecondButton)
        #expect(SeedLog.userLines(sim).last == "secondButton Clicked")
        sim.log.removeAll()
        sim.tap(at: RouterEventScene.pointOnCell)
        #expect(SeedLog.userLines(sim) == [
            "RouterEventCell  routerEvent(with:userInfo:)",
            "UITableView  routerEvent(with:userInfo:)",
            "UIView  routerEvent(with:userInfo:)",
            "Something else Clicked",
        ])
    }
}

import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Seed scenarios: hit-testing")
@MainActor
struct HitTestScenarioTests {
    /// Seed 004, "单点触摸视图E，相关日志打印如下".
    static let seed004 = """
        -[AView hitTest:withEvent:]
        -[AView pointInside:withEvent:]
        -[CView hitTest:withEvent:]
        -[CView pointInside:withEvent:]
        -[FView hitTest:withEvent:]
        -[FView pointInside:withEvent:]
        -[EView hitTest:withEvent:]
        -[EView pointInside:withEvent:]
        -[EView touchesBegan:withEvent:]
        """

    @Test("hit-test-order reproduces seed 004's log, and walks again at lift as the seed says")
    func hitTestOrder() {
        let sim = SeedLog.world("hit-test-order")
        sim.tap(at: HitTestOrderScene.pointInE)
        let seedLines = Self.seed004.split(separator: "\n").map(String.init)
        let classes: Set<String> = ["AView", "BView", "CView", "DView", "EView", "FView"]
        let lines = SeedLog.calls(sim, on: classes, touches: [.touchesBegan])
        #expect(Array(lines.prefix(9)) == seedLines)
        // "从 [AView hitTest:withEvent:] 到 [EView pointInside:withEvent:] 的过程会执行两遍 … 第二次是end阶段"
        #expect(Array(lines.dropFirst(9)) == Array(seedLines.prefix(8)))
        #expect(!lines.contains { $0.contains("BView") || $0.contains("DView") })
    }

    /// Seed 000's device log for a tap on ViewB1 (both passes).
    static let seed000 = """
        UIWindow  pr_hitTest(_:with:)
        UIWindow --- pr_pointInside
        UIWindow pr_pointInside +++ return: true
        UITransitionView  pr_hitTest(_:with:)
        UITransitionView --- pr_pointInside
        UITransitionView pr_pointInside +++ return: true
        UIDropShadowView  pr_hitTest(_:with:)
        UIDropShadowView --- pr_pointInside
        UIDropShadowView pr_pointInside +++ return: true
        UILayoutContainerView  pr_hitTest(_:with:)
        UILayoutContainerView --- pr_pointInside
        UILayoutContainerView pr_pointInside +++ return: true
        UINavigationBar  pr_hitTest(_:with:)
        UINavigationBar --- pr_pointInside
        UINavigationBar pr_pointInside +++ return: false
        UINavigationTransitionView  pr_hitTest(_:with:)
        UINavigationTransitionView --- pr_pointInside
        UINavigationTransitionView pr_pointInside +++ return: true
        UIViewControllerWrapperView  pr_hitTest(_:with:)
        UIViewControllerWrapperView --- pr_pointInside
        UIViewControllerWrapperView pr_pointInside +++ return: true

        // UIView、ViewC、ViewB、ViewB2、ViewB1依次调用 hitTest。
        UIView  pr_hitTest(_:with:)
        UIView --- pr_pointInside
        UIView pr_pointInside +++ return: true
        ResponderChain.ViewC  pr_hitTest(_:with:)
        ResponderChain.ViewC --- pr_pointInside
        ResponderChain.ViewC pr_pointInside +++ return: false
        ResponderChain.ViewB  pr_hitTest(_:with:)
        ResponderChain.ViewB --- pr_pointInside
        ResponderChain.ViewB pr_pointInside +++ return: true
        ResponderChain.ViewB2  pr_hitTest(_:with:)
        ResponderChain.ViewB2 --- pr_pointInside
        ResponderChain.ViewB2 pr_pointInside +++ return: false
        ResponderChain.ViewB1  pr_hitTest(_:with:)
        ResponderChain.ViewB1 --- pr_pointInside
        ResponderChain.ViewB1 pr_pointInside +++ return: true
        ResponderChain.ViewB1 pr_hitTesting return:ResponderChain.ViewB1
        ResponderChain.ViewB pr_hitTesting return:ResponderChain.ViewB1
        UIView pr_hitTesting return:ResponderChain.ViewB1
        UIViewControllerWrapperView pr_hitTesting return:ResponderChain.ViewB1
        UINavigationTransitionView pr_hitTesting return:ResponderChain.ViewB1
        UILayoutContainerView pr_hitTesting return:ResponderChain.ViewB1
        UIDropShadowView pr_hitTesting return:ResponderChain.ViewB1
        UITransitionView pr_hitTesting return:ResponderChain.ViewB1

        // 再次执行 hit-Testing
        UIWindow pr_hitTesting return:ResponderChain.ViewB1
        UIWindow  pr_hitTest(_:with:)
        UIWindow --- pr_pointInside
        UIWindow pr_pointInside +++ return: true
        UITransitionView  pr_hitTest(_:with:)
        UITransitionView --- pr_pointInside
        UITransitionView pr_pointInside +++ return: true
        UIDropShadowView  pr_hitTest(_:with:)
        UIDropShadowView --- pr_pointInside
        UIDropShadowView pr_pointInside +++ return: true
        UILayoutContainerView  pr_hitTest(_:with:)
        UILayoutContainerView --- pr_pointInside
        UILayoutContainerView pr_pointInside +++ return: true
        UINavigationBar  pr_hitTest(_:with:)
        UINavigationBar --- pr_pointInside
        UINavigationBar pr_pointInside +++ return: false
        UINavigationTransitionView  pr_hitTest(_:with:)
        UINavigationTransitionView --- pr_pointInside
        UINavigationTransitionView pr_pointInside +++ return: true
        UIViewControllerWrapperView  pr_hitTest(_:with:)
        UIViewControllerWrapperView --- pr_pointInside
        UIViewControllerWrapperView pr_pointInside +++ return: true
        UIView  pr_hitTest(_:with:)
        UIView --- pr_pointInside
        UIView pr_pointInside +++ return: true
        ResponderChain.ViewC  pr_hitTest(_:with:)
        ResponderChain.ViewC --- pr_pointInside
        ResponderChain.ViewC pr_pointInside +++ return: false
        ResponderChain.ViewB  pr_hitTest(_:with:)
        ResponderChain.ViewB --- pr_pointInside
        ResponderChain.ViewB pr_pointInside +++ return: true
        ResponderChain.ViewB2  pr_hitTest(_:with:)
        ResponderChain.ViewB2 --- pr_pointInside
        ResponderChain.ViewB2 pr_pointInside +++ return: false
        ResponderChain.ViewB1  pr_hitTest(_:with:)
        ResponderChain.ViewB1 --- pr_pointInside
        ResponderChain.ViewB1 pr_pointInside +++ return: true
        ResponderChain.ViewB1 pr_hitTesting return:ResponderChain.ViewB1
        ResponderChain.ViewB pr_hitTesting return:ResponderChain.ViewB1
        UIView pr_hitTesting return:ResponderChain.ViewB1
        UIViewControllerWrapperView pr_hitTesting return:ResponderChain.ViewB1
        UINavigationTransitionView pr_hitTesting return:ResponderChain.ViewB1
        UILayoutContainerView pr_hitTesting return:ResponderChain.ViewB1
        UIDropShadowView pr_hitTesting return:ResponderChain.ViewB1
        UITransitionView pr_hitTesting return:ResponderChain.ViewB1
        UIWindow pr_hitTesting return:ResponderChain.ViewB1
        """

    @Test("hit-test-overlap reproduces seed 000's device log line by line, both passes")
    func hitTestOverlap() {
        let sim = SeedLog.world("hit-test-overlap")
        sim.tap(at: HitTestOverlapScene.pointInOverlap)
        let expected = SeedLog.fromSwizzledLog(Self.seed000)
        let walk = SeedLog.hitTestWalk(sim)
        #expect(walk.count == expected.count)
        for (index, (got, want)) in zip(walk, expected).enumerated() {
            #expect(got == want, "line \(index + 1)")
        }
        #expect(!walk.contains { $0.contains("ViewA") })
    }

    @Test("event-interception: the container that returns self from hitTest gets the touch")
    func eventInterception() {
        let sim = SeedLog.world("event-interception")
        sim.tap(at: EventInterceptionScene.pointInSubview)
        #expect(SeedLog.userLines(sim) == ["InterceptingView got the touch"])
        #expect(!sim.log.lines.contains { $0.hasPrefix("-[InnerView") })
    }
}

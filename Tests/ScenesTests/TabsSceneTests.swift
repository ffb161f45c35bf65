import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// `tabs:` in scene files (docs/scene-files.md, Tabs): a tab bar controller built from a file, its tabs selected
/// by a tap, a tab bar of the app's own whose point(inside:) reaches its raised button, and bad tabs stopped at
/// their place.
@Suite @MainActor
struct TabsSceneTests {
    static let scene = """
        tabs:
          tabBar:
            class: RaisedTabBar
            frame: [0, 0, 390, 83]
            hitArea: {insets: [-30, 0, 0, 0]}
            subviews:
              - {class: UIButton, frame: [160, -25, 70, 70], text: "+", actions: [{action: "compose:", log: compose}]}
          items:
            - title: Home
              navigation:
                stack:
                  - {title: Feed, views: [{class: UIButton, frame: [20, 200, 200, 44], text: Post}]}
                  - {title: Post, views: []}
            - {title: Search, controller: SearchViewController, views: [{class: UILabel, frame: [20, 200, 200, 44], text: Search}]}
        demo:
          - {tap: [292, 790], at: 0.5}
          - {tap: [195, 745], at: 1.5}
          - {tap: [97, 790], at: 2.5}
        """

    @Test("a file's tabs: the Search tab selected by a tap, the raised button reached above the bar, Home's navigation shown again")
    func tabs() throws {
        let example = try SceneFile.example(text: Self.scene, id: "t.yaml")
        let sim = example.world()
        let tabs = try #require(sim.application.windows[0].rootViewController as? UITabBarController)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Home", "Search"])
        #expect(className(of: tabs.tabBar) == "RaisedTabBar")
        for record in example.demoInput { sim.play(record) }
        sim.advance(by: 2)
        let lines = sim.log.lines
        #expect(lines.contains("# UITabBarController selects tab 2 (Search)"))
        #expect(lines.contains("compose"), "the raised button, 16 pt above the bar")
        #expect(lines.contains("# UITabBarController selects tab 1 (Home)"))
        #expect(tabs.selectedIndex == 0 && (tabs.selectedViewController as? UINavigationController)?.viewControllers.count == 2)
    }

    @Test("a capture writes the tabs, the selected one and the app's tab bar without its buttons, and reads back the same (its point(inside:) is code, which issue 40's capture carries)")
    func capture() throws {
        let withoutOverride = Self.scene.replacingOccurrences(of: "    hitArea: {insets: [-30, 0, 0, 0]}\n", with: "")
        let example = try SceneFile.example(text: withoutOverride, id: "t.yaml")
        let trip = try CaptureRoundTrip(example)
        #expect(trip.sceneText.contains("tabs:") && trip.sceneText.contains("title: \"Search\"")
                && trip.sceneText.contains("class: \"RaisedTabBar\""), "\(trip.sceneText)")
        #expect(!trip.sceneText.contains("UITabBarButton"), "touchsim makes the buttons")
        #expect(trip.isSame, "\(trip.report.prefix(3))")
    }

    @Test("bad tabs stop the file at their place", arguments: [
        ("tabs: {items: []}", "a tab bar controller holds 1 to 20 tabs, not 0"),
        ("tabs: {selectedIndex: 2, items: [{views: []}, {views: []}]}", "selectedIndex 2 is past the last tab (2 tabs)"),
        ("tabs: {items: [{navigation: {stack: [{views: []}]}}, {navigation: {stack: [{views: []}]}}]}", "at most one tab holds a navigation controller"),
        ("tabs: {tabBar: {class: UIView, frame: [0, 0, 1, 1]}, items: [{views: []}]}", "tabBar is a view that behaves as UITabBar"),
        ("tabs: {items: [{views: []}]}\nviews: []", "tabs give their own roots"),
    ])
    func badTabs(text: String, message: String) {
        let error = sceneFileError(text + "\n", id: "t.yaml")
        #expect(error.hasPrefix("t.yaml:"), "\(error)")
        #expect(error.contains(message), "\(error)")
    }
}

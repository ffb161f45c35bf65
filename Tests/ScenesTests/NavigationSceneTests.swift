import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// `navigation:` in scene files: a stack of screens in a navigation controller, relations to the recognizers it
/// owns (`navigation.pop`, `navigation.contentPop`) and to a scroll view's own pan, `screenEdgePan` recognizers;
/// every bad value stops the read at its place.
@Suite @MainActor
struct NavigationSceneTests {
    private func error(_ text: String) -> String { sceneFileError(text, id: "n.yaml") }

    private static let pager = """
        navigation:
          stack:
            - {title: Albums, appearLog: Albums appeared}
            - title: Photos
              views:
                - class: UIScrollView
                  frame: [0, 91, 390, 753]
                  contentSize: [1170, 753]
                  panGestureRecognizer: {name: PagerPan, requireToFail: navigation.pop}
        """

    @Test("the scroll view's pan waits for the edge pan: the swipe from the edge goes back")
    func requireToFailSystem() throws {
        let sim = Simulator()
        let example = try SceneFile.example(text: Self.pager, id: "n.yaml")
        example.build(in: sim)
        for record in dragInput(from: CGPoint(x: 6, y: 500), by: CGPoint(x: 260, y: 0), steps: 12, t: 0.5) { sim.play(record) }
        sim.advance(by: 2)
        #expect(sim.log.lines.contains("Albums appeared"))
        let navigation = try #require(sim.application.keyWindow?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.viewControllers[0].title == "Albums")
    }

    @Test("a screen of pages: its paging scroll view's pan, made to wait for navigation.pop, lets the edge swipe go back")
    func pagesPan() throws {
        let text = """
            navigation:
              stack:
                - {title: Articles, appearLog: Articles appeared}
                - title: Article
                  panGestureRecognizer: PAN
                  pages: [{controller: PageA}, {controller: PageB}]
            """
        for waits in [false, true] {
            let sim = Simulator()
            let pan = waits ? "{name: PagesPan, requireToFail: navigation.pop}" : "{name: PagesPan}"
            try SceneFile.example(text: text.replacingOccurrences(of: "PAN", with: pan), id: "n.yaml").build(in: sim)
            for record in dragInput(from: CGPoint(x: 6, y: 500), by: CGPoint(x: 260, y: 0), steps: 12, t: 0.5) { sim.play(record) }
            sim.advance(by: 2)
            #expect(sim.log.lines.contains("Articles appeared") == waits, "\(waits)")
        }
        #expect(error("navigation: {stack: [{title: A, panGestureRecognizer: {enabled: false}}]}\n").contains("give `pages:`"))
    }

    @Test("a screen's titleView and custom-view items, sized as the bar sizes them (R13.4); bad bar items stop at their place")
    func barContent() throws {
        let text = """
            navigation:
              stack:
                - title: Inbox
                  titleView: {class: UIView, frame: [0, 0, 160, 30]}
                  rightItems:
                    - customView: {class: UIButton, frame: [0, 0, 44, 44], image: close, contentEdgeInsets: [4, 4, 4, 4]}
                  leftItems: [{title: Edit, action: "edit:"}]
            """
        let sim = Simulator()
        try SceneFile.example(text: text, id: "n.yaml").build(in: sim)
        let navigation = try #require(sim.application.keyWindow?.rootViewController as? UINavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        #expect(item.titleView?.bounds.size == CGSize(width: 160, height: 30))
        #expect(className(of: try #require(item.titleView?.superview)) == "_UITAMICAdaptorView")
        #expect(item.rightBarButtonItem?.customView?.bounds.size == CGSize(width: 32, height: 32))
        #expect(item.leftBarButtonItem?.title == "Edit")
        let bad: [(String, String)] = [
            ("rightItems: [{customView: {class: UIButton}, title: X}]", "a custom view's item takes its touches in the view"),
            ("rightItems: [{bogus: 1}]", "unknown key 'bogus'"),
            ("titleView: [1]", "expected a mapping"),
        ]
        for (key, message) in bad {
            let text = error("navigation:\n  stack:\n    - title: A\n      \(key)\n")
            #expect(text.contains(message), "\(text)")
        }
    }

    @Test("bad navigation: too deep a stack, a relation to a pop recognizer with no navigation, unknown edges")
    func bad() {
        let deep = "navigation:\n  stack:\n" + String(repeating: "    - {title: A}\n", count: 101)
        #expect(error(deep) == "n.yaml:3:5: at navigation.stack: a navigation stack holds 1 to 100 screens, not 101")
        #expect(error("navigation: {stack: []}\n").contains("a navigation stack holds 1 to 100 screens, not 0"))
        #expect(error("""
            views:
              - {frame: [0, 0, 10, 10], recognizers: [{type: pan, requireToFail: navigation.pop}]}
            """).contains("names 'navigation.pop', but no recognizer has that name (the scene has no `navigation:`)"))
        #expect(error("""
            views:
              - {frame: [0, 0, 10, 10], recognizers: [{type: screenEdgePan, edges: [middle]}]}
            """).contains("expected edges among: left, right, top, bottom, all"))
        #expect(error("""
            views:
              - {frame: [0, 0, 10, 10], recognizers: [{type: tap, edges: left}]}
            """).contains("edges are a screenEdgePan's"))
        #expect(error("""
            views:
              - {frame: [0, 0, 10, 10], panGestureRecognizer: {enabled: false}}
            """).contains("panGestureRecognizer needs a scroll view (UIScrollView, UITableView, UICollectionView, UITextView): UIView behaves as UIView"))
        #expect(error(Self.pager.replacingOccurrences(of: "requireToFail: navigation.pop", with: "requireToFail: PagerPan"))
            .contains("requireToFail goes round in a cycle: PagerPan → PagerPan"))
        #expect(error("views: []\nnavigation: {stack: [{title: A}]}\n").contains("give either `views` or `navigation`, not both"))
    }

    @Test("a screenEdgePan from the right edge recognizes only there; navigation.pop can be disabled")
    func edgePanAndDisabledPop() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            navigation:
              pop: {enabled: false}
              stack:
                - {title: A}
                - title: B
                  views:
                    - frame: [0, 0, 390, 844]
                      recognizers: [{type: screenEdgePan, edges: right, name: Drawer, log: drawer}]
            """, id: "n.yaml").build(in: sim)
        let navigation = try #require(sim.application.keyWindow?.rootViewController as? UINavigationController)
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
        for record in dragInput(from: CGPoint(x: 385, y: 400), by: CGPoint(x: -200, y: 0), steps: 12, t: 0.5) { sim.play(record) }
        for record in dragInput(from: CGPoint(x: 5, y: 400), by: CGPoint(x: 250, y: 0), steps: 12, t: 2) { sim.play(record) }
        sim.advance(by: 2)
        #expect(sim.log.lines.contains("drawer"))
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("windowViews: a floating button on the window, in front of the navigation stack, gets the tap over the screen's list")
    func floatingButtonOverNavigation() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            navigation:
              stack:
                - title: Inbox
                  views: [{class: UITableView, frame: [0, 0, 390, 844], rows: [A, B, C, D, E, F, G, H, I, J, K, L, M, N], rowSelectedLog: "row {row}"}]
            windowViews:
              - {class: ComposeButton, frame: [310, 740, 56, 56], actions: [{action: "composeTapped:", log: compose}]}
            """, id: "n.yaml").build(in: sim)
        sim.advance(by: 1)
        let window = try #require(sim.application.windows.first)
        #expect(className(of: window.subviews.last!) == "ComposeButton")
        sim.tap(at: CGPoint(x: 338, y: 768)); sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 300)); sim.advance(by: 1)
        #expect(sim.log.lines.contains("compose"))
        #expect(sim.log.lines.contains { $0.hasPrefix("row ") })
        #expect(error("""
            windows: [{views: [], windowViews: [{frame: [0, 0, 10, 10]}]}]
            windowViews: []
            """).contains("not both"))
    }
}

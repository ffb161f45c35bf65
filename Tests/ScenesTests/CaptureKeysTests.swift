import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// The scene-file keys a capture writes, each doing what docs/scene-files.md says: a base class gives behaviour
/// under the app's name, marks of overrides and delegates reach `why`, the root controller's own view, a presented
/// navigation, the window scene in the chain, recognizers' classes and targets, actions' targets; bad values stop
/// the read at their place.
@Suite @MainActor
struct CaptureKeysTests {
    private func world(_ text: String) throws -> Simulator {
        try SceneFile.example(text: text, id: "c.yaml").world()
    }

    private func error(_ text: String) -> String { sceneFileError(text, id: "c.yaml") }

    private func tapLog(_ sim: Simulator, at point: CGPoint) -> [String] {
        sim.tap(at: point)
        sim.advance(by: 1)
        return sim.log.lines
    }

    @Test("baseClass: the app's class name in the log, the base's behaviour; a class touchsim lacks is an error")
    func baseClass() throws {
        let sim = try world("""
            views:
              - {class: MyApp.Pill, baseClass: UIButton, frame: [20, 100, 200, 60], actions: [{action: "go:", log: went}]}
            """)
        let lines = tapLog(sim, at: CGPoint(x: 100, y: 130))
        #expect(lines.contains("went"))
        #expect(lines.contains { $0.hasPrefix("-[MyApp.Pill touchesBegan:withEvent:]") })
        #expect(error("views: [{class: MyApp.Pill, baseClass: UIPill, frame: [0, 0, 1, 1]}]")
            .hasPrefix("c.yaml:1:40: at views[0].baseClass: baseClass UIPill is not a UIKit class touchsim has; it has: UIButton,"))
    }

    @Test("overrides and a recognizer's delegate methods: why's note names them; an unknown method is an error")
    func overrideMarks() throws {
        let sim = try world("""
            capture: {tool: TouchCapture 1, views: 2, overridesFound: true}
            views:
              - class: MyApp.Card
                frame: [0, 100, 390, 300]
                overrides: ["hitTest(_:with:)"]
                recognizers: [{type: tap, name: cardTap, delegate: ["gestureRecognizer(_:shouldReceive:)"]}]
                subviews: [{class: MyApp.Badge, frame: [10, 10, 50, 50]}]
            """)
        let card = try #require(sim.application.keyWindow?.rootViewController?.view.subviews.first)
        let badge = card.subviews[0]
        #expect(DumpScene.overrideNote(along: [card, badge]) == "Note: MyApp.Card overrides hitTest(_:with:); "
            + "UITapGestureRecognizer \"cardTap\"'s delegate implements gestureRecognizer(_:shouldReceive:): that code may "
            + "change this answer, and a scene cannot carry it; this answer is UIKit's default behaviour.")
        // The capture looked and found no override on the badge: no note that it might have one.
        #expect(DumpScene.overrideNote(along: [badge]) == nil)
        #expect(error("views: [{frame: [0, 0, 1, 1], overrides: [draw]}]").contains("expected methods among: hitTest(_:with:)"))
    }

    @Test("capture.views: a file that holds fewer views than its capture wrote was cut short")
    func viewCount() {
        #expect(error("capture: {views: 3}\nviews: [{frame: [0, 0, 1, 1]}]")
            == "c.yaml:1:10: at capture: the capture wrote 3 views but the file holds 1: it was cut short or edited; capture it again")
        #expect(error("capture: {tool: x}\nviews: []").contains("missing key 'views'"))
    }

    @Test("rootView: the controller's own view carries the recognizer; its subviews are the views beside it")
    func rootView() throws {
        let sim = try world("""
            controller: LXFViewController
            rootView: {class: UIView, frame: [0, 0, 390, 844], recognizers: [{type: tap, action: "tapped:", log: root tapped}]}
            views: [{class: YellowView, frame: [70, 250, 250, 250]}]
            """)
        let root = try #require(sim.application.keyWindow?.rootViewController?.view)
        #expect(root.gestureRecognizers?.count == 1 && className(of: root.subviews[0]) == "YellowView")
        #expect(tapLog(sim, at: CGPoint(x: 195, y: 375)).contains("root tapped"))
        #expect(error("rootView: {frame: [0, 0, 1, 1], subviews: [{frame: [0, 0, 1, 1]}]}\nviews: []")
            .contains("a rootView's subviews are the `views:` beside it"))
    }

    @Test("present.navigation: a navigation controller presented, its pop named; one navigation in a scene")
    func presentedNavigation() throws {
        let sim = try world("""
            views: []
            present:
              style: fullScreen
              navigation: {stack: [{title: One, controller: OneViewController, views: [{class: Inner, frame: [0, 200, 390, 100]}]}]}
            """)
        let presented = try #require(sim.application.keyWindow?.rootViewController?.presentedViewController)
        #expect(presented is UINavigationController)
        #expect(error("navigation: {stack: [{title: A}]}\npresent: {navigation: {stack: [{title: B}]}}")
            .contains("at most one navigation controller"))
        #expect(error("views: []\npresent: {controller: X, navigation: {stack: [{title: B}]}}")
            .contains("give either `navigation` or `controller` and `views`, not both"))
    }

    @Test("windowScene: the responder chain passes through UIWindowScene on its way to the application")
    func windowScene() throws {
        let with = tapLog(try world("windowScene: true\nviews: [{frame: [0, 0, 390, 844]}]"), at: CGPoint(x: 100, y: 100))
        let without = tapLog(try world("views: [{frame: [0, 0, 390, 844]}]"), at: CGPoint(x: 100, y: 100))
        #expect(with.contains("-[UIWindowScene touchesBegan:withEvent:]"))
        #expect(!without.contains("-[UIWindowScene touchesBegan:withEvent:]"))
    }

    @Test("a recognizer's class names it in the log; its target and an action's target are stand-ins of those classes")
    func classesAndTargets() throws {
        let sim = try world("""
            controller: FeedViewController
            views:
              - class: Card
                frame: [0, 100, 390, 300]
                recognizers: [{type: tap, class: MyApp.CardTap, action: "open:", target: MyApp.Router, state: possible}]
              - {class: UIButton, frame: [20, 500, 100, 44], actions: [{action: "like:", target: MyApp.LikeModel}]}
            """)
        let card = tapLog(sim, at: CGPoint(x: 200, y: 200))
        #expect(card.contains("# MyApp.CardTap sends open: to MyApp.Router"))
        let button = tapLog(sim, at: CGPoint(x: 50, y: 520))
        #expect(button.contains { $0.hasPrefix("-[UIApplication sendAction:to:from:forEvent:] like: -> MyApp.LikeModel") })
        #expect(error("views: [{frame: [0, 0, 1, 1], recognizers: [{type: tap, state: sleepy}]}]")
            .contains("expected a state among: possible, began"))
    }

    @Test("an action the app added to a scroll view's pan is sent beside UIKit's; a target or log needs an action")
    func actionOnUIKitsPan() throws {
        let sim = try world("""
            views: [{class: UIScrollView, frame: [0, 0, 390, 844], contentSize: [390, 3000], panGestureRecognizer: {action: "scrolled:", log: app saw the pan}}]
            """)
        sim.play(InputRecord(t: 0.1, finger: 0, phase: .down, x: 200, y: 600))
        for step in 1...10 { sim.play(InputRecord(t: 0.1 + Double(step) / 60, finger: 0, phase: .move, x: 200, y: 600 - Double(step) * 30)) }
        sim.play(InputRecord(t: 0.4, finger: 0, phase: .up, x: 200, y: 300))
        sim.advance(by: 1)
        #expect(sim.log.lines.contains("app saw the pan"))
        #expect(error("views: [{class: UIScrollView, frame: [0, 0, 1, 1], panGestureRecognizer: {log: x}}]")
            .contains("give the `action` the app added"))
    }

    @Test("scrollEnabled: false turns the scroll view's pan off")
    func scrollEnabled() throws {
        let sim = try world("views: [{class: UIScrollView, frame: [0, 0, 390, 844], contentSize: [390, 2000], scrollEnabled: false}]")
        let scroll = try #require(sim.application.keyWindow?.rootViewController?.view.subviews.first as? UIScrollView)
        #expect(!scroll.isScrollEnabled && !scroll.panGestureRecognizer.isEnabled)
    }
}

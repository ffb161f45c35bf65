import Diagnosis
import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// An action's `effects` in scene files (docs/scene-files.md): what the app's action method does after its line —
/// end editing, change a property through the what-if registry, make a field first responder, pop, dismiss — in
/// order, for controls' and recognizers' actions; a bad effect stops the read at its place.
@Suite @MainActor
struct ActionEffectKeysTests {
    func lines(_ sim: Simulator) -> [String] { sim.log.records.filter(\.isUserLine).map(\.text) }

    @Test("a button ends editing and hides the banner: the keyboard goes, and a tap where the banner was reaches the view behind")
    func endEditingAndSet() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views:
              - {class: Behind, frame: [0, 100, 390, 100], touchesBeganLog: behind began}
              - {class: Banner, frame: [0, 100, 390, 100], touchesBeganLog: banner began}
              - {class: UITextField, frame: [20, 300, 350, 44], becomesFirstResponder: true}
              - class: SubmitButton
                frame: [20, 400, 350, 50]
                actions: [{action: "submitTapped:", log: submitted, effects: [endEditing, {set: Banner.hidden=true}]}]
            """, id: "e.yaml").build(in: sim)
        sim.advance(by: 1)
        let field = try #require(sim.application.windows[0].rootViewController?.view.subviews[2] as? UITextField)
        #expect(field.isFirstResponder)
        sim.tap(at: CGPoint(x: 100, y: 150)); sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 425)); sim.advance(by: 1)
        #expect(!field.isFirstResponder)
        sim.tap(at: CGPoint(x: 100, y: 150)); sim.advance(by: 1)
        #expect(lines(sim) == ["banner began", "submitted", "behind began"])
    }

    @Test("a recognizer's action disables it, and makes a field first responder; a name gone by then is said in the log")
    func recognizerEffects() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views:
              - class: CardView
                frame: [20, 100, 350, 300]
                recognizers:
                  - {type: tap, name: cardTap, log: card tapped, effects: [{set: cardTap.enabled=false}, {becomeFirstResponder: UITextField}, {set: Gone.alpha=0.5}]}
              - {class: UITextField, frame: [20, 500, 350, 44]}
              - {class: Gone, frame: [0, 0, 10, 10]}
            """, id: "e.yaml").build(in: sim)
        let root = try #require(sim.application.windows[0].rootViewController?.view)
        root.subviews[2].removeFromSuperview()
        sim.tap(at: CGPoint(x: 200, y: 250)); sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 250)); sim.advance(by: 1)
        #expect((root.subviews[1] as? UITextField)?.isFirstResponder == true)
        #expect(lines(sim).first == "card tapped")
        #expect(lines(sim).filter { $0 == "card tapped" }.count == 1)
        #expect(sim.log.records.contains { $0.text.hasPrefix("effect Gone.alpha=0.5 not done: no view or recognizer named 'Gone'") })
    }

    @Test("pop goes back a screen; dismiss closes the presented sheet")
    func popAndDismiss() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            navigation:
              stack:
                - {title: Albums, appearLog: Albums appeared}
                - title: Photos
                  views:
                    - {class: BackButton, frame: [20, 200, 350, 50], actions: [{action: "backTapped:", log: back, effects: [pop]}]}
            """, id: "e.yaml").build(in: sim)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 225)); sim.advance(by: 2)
        #expect(lines(sim) == ["back", "Albums appeared"])
        let navigation = try #require(sim.application.windows[0].rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)

        let sheet = Simulator()
        try SceneFile.example(text: """
            views: [{frame: [0, 0, 390, 844], color: white}]
            present:
              controller: FiltersViewController
              detents: [large]
              views:
                - {class: DoneButton, frame: [20, 100, 350, 50], actions: [{action: "doneTapped:", log: done, effects: [dismiss]}]}
            """, id: "e.yaml").build(in: sheet)
        sheet.advance(by: 1)
        let root = try #require(sheet.application.windows[0].rootViewController)
        #expect(root.presentedViewController != nil)
        let button = try #require(root.presentedViewController?.view.subviews.first)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        sheet.tap(at: center); sheet.advance(by: 2)
        #expect(lines(sheet) == ["done"])
        #expect(root.presentedViewController == nil)
    }

    @Test("push and present: a screen made when the action runs, with its own actions and effects; the swipe back returns")
    func pushAndPresent() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            navigation:
              stack:
                - title: Inbox
                  views:
                    - class: OpenButton
                      frame: [20, 200, 350, 50]
                      actions:
                        - action: "open:"
                          log: open
                          effects:
                            - push:
                                title: Message
                                controller: MessageViewController
                                appearLog: Message appeared
                                views:
                                  - class: ReplyButton
                                    frame: [20, 300, 350, 50]
                                    actions: [{action: "reply:", log: reply, effects: [{present: {controller: ComposeViewController, detents: [large], views: [{class: SendButton, frame: [20, 100, 350, 50], actions: [{action: "send:", log: sent, effects: [dismiss]}]}]}}]}]
            """, id: "e.yaml").build(in: sim)
        sim.advance(by: 1)
        let navigation = try #require(sim.application.windows[0].rootViewController as? UINavigationController)
        sim.tap(at: CGPoint(x: 195, y: 225)); sim.advance(by: 2)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController.map(className(of:)) == "MessageViewController")
        sim.tap(at: CGPoint(x: 195, y: 325)); sim.advance(by: 2)
        let message = try #require(navigation.topViewController)
        let compose = try #require(message.presentedViewController)
        let send = try #require(compose.view.subviews.first)
        sim.tap(at: send.convert(CGPoint(x: send.bounds.midX, y: send.bounds.midY), to: nil)); sim.advance(by: 2)
        #expect(message.presentedViewController == nil)
        #expect(lines(sim) == ["open", "Message appeared", "reply", "sent"])
        // The edge swipe back pops the pushed screen, as UIKit's interactive pop does.
        sim.touchDown(at: CGPoint(x: 5, y: 400))
        for step in 1...12 { sim.advance(by: 0.016); sim.touchMove(to: CGPoint(x: 5 + 25 * Double(step), y: 400)) }
        sim.touchUp(); sim.advance(by: 2)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("selectRow and deselectRow: a button selects a row without the delegate hearing of it; a row not there is said in the log")
    func selectRows() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views:
              - {class: UITableView, frame: [0, 100, 390, 500], rows: [A, B, C], rowSelectedLog: "row {row}"}
              - class: PickButton
                frame: [20, 700, 350, 50]
                actions: [{action: "pick:", log: pick, effects: [{selectRow: {in: UITableView, row: 2}}, {deselectRow: {in: UITableView, row: 0}}, {selectRow: {in: UITableView, row: 9}}]}]
            """, id: "e.yaml").build(in: sim)
        let table = try #require(sim.application.windows[0].rootViewController?.view.subviews.first as? UITableView)
        sim.tap(at: CGPoint(x: 100, y: 122)); sim.advance(by: 1)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        sim.tap(at: CGPoint(x: 195, y: 725)); sim.advance(by: 1)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(lines(sim) == ["row 0", "pick", "effect selectRow not done: no list named 'UITableView' with row 9 in section 0"])
    }

    @Test("bad effects stop the read at their place")
    func errors() {
        func error(_ effects: String) -> String {
            sceneFileError("""
                views:
                  - {class: Banner, frame: [0, 0, 100, 100]}
                  - {class: SubmitButton, frame: [0, 200, 100, 50], actions: [{action: "submit:", effects: \(effects)}]}
                """, id: "e.yaml")
        }
        #expect(error("[explode]").contains("expected endEditing, pop, dismiss, log, or {set: View.property=value}"))
        #expect(error("[log, endEditing, log]").contains("the line is logged once: one `log`"))
        #expect(error("[{set: Banner.wobble=true}]").contains("unknown property 'wobble'"))
        #expect(error("[{set: Banner.hidden=maybe}]") != "no error")
        #expect(error("[{set: Banner.hidden=true, pop: true}]") != "no error")
        #expect(error("[{becomeFirstResponder: Missing}]").contains("no view is named 'Missing'"))
        #expect(error("[{push: {title: A, views: [{frame: [0, 0, 9, 9], recognizers: [{type: tap, requireToFail: B}]}]}}]")
            .contains("a screen an action shows is made when it runs, so they cannot name other recognizers"))
        #expect(error("[{push: {title: A, views: [{class: Later, frame: [0, 0, 9, 9]}]}}, {set: Later.hidden=true}]") == "no error")
        #expect(error("[{present: {style: sideways, views: []}}]") != "no error")
        #expect(error("[{selectRow: {in: Banner}}]").contains("missing key 'row'"))
        #expect(error("[{selectRow: {in: Banner, row: -1}}]").contains("out of range"))
        #expect(error("[endEditing, {set: Banner.hidden=true}, {resignFirstResponder: SubmitButton}, pop, dismiss]") == "no error")
    }
}

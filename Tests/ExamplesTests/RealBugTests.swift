import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// The gallery's real bugs (docs/uikit-rules.md R12): each bug as its report describes it, and its fix.
@Suite("Real bugs: UIKit's containers")
@MainActor
struct RealBugTests {
    @Test("each real bug's default variant shows the report's symptom, its fix the intended behaviour",
          arguments: [
              ("button-added-to-cell", nil, ["row selected: open the contact"]),
              ("button-added-to-cell", "content-view", ["Call tapped"]),
              ("tap-stops-item-selection", nil, ["tap: dismiss the keyboard"]),
              ("tap-stops-item-selection", "cancels-touches-off",
               ["tap: dismiss the keyboard", "didSelectItemAt item 0: open the photo"]),
              ("stack-view-in-control", nil, []),
              ("stack-view-in-control", "stack-not-interactive", ["Add to cart: touchUpInside"]),
              ("zposition-not-hit", nil, ["card touched"]),
              ("zposition-not-hit", "bring-to-front", ["Share: touchUpInside"]),
              ("cell-view-forwards-touches", nil, ["like: touchesBegan", "row 1 selected: open the post"]),
              ("cell-view-forwards-touches", "no-super", ["like: touchesBegan"]),
              ("keyboard-covers-button", nil, []),
              ("keyboard-covers-button", "dismiss-on-tap", ["background tapped: end editing", "Send: touchUpInside"]),
              ("table-under-toolbar", nil, ["row 17 selected"]),
              ("table-under-toolbar", "content-inset", ["row 19 selected"]),
              ("toolbar-subview-behind-items", nil, []),
              ("toolbar-subview-behind-items", "bar-button-item", ["Camera: touchUpInside"]),
              ("custom-slider-in-sheet", nil, ["slider: touchDown", "slider: touchCancel"]),
              ("custom-slider-in-sheet", "should-begin", ["slider: touchDown", "slider: touchUpInside"]),
              ("selected-segment-tap", nil, []),
              ("selected-segment-tap", "momentary", ["feedKindChanged: reload the feed"]),
              ("refresh-on-short-list", nil, []),
              ("refresh-on-short-list", "always-bounce", ["reload: fetch the list"]),
              ("tab-bar-raised-button", nil, []),
              ("tab-bar-raised-button", "point-inside", ["compose: new post"]),
              ("popover-swallows-tap", nil, []),
              ("popover-swallows-tap", "passthrough", ["share: send the page"]),
              ("title-view-button", nil, []),
              ("title-view-button", "intrinsic-size", ["mailboxMenuTapped: show the mailboxes"]),
              ("text-view-in-cell", nil, []),
              ("text-view-in-cell", "not-selectable", ["row selected: open the thread"]),
              ("context-menu-beats-long-press", nil, ["context menu shown"]),
              ("context-menu-beats-long-press", "shorter-press", ["reorder: pick up the note"]),
          ] as [(String, String?, [String])])
    func symptomAndFix(id: String, variant: String?, lines: [String]) {
        #expect(BugScene.lines(BugScene.played(id, variant: variant)) == lines)
    }

    @Test("button-added-to-cell: the Call button lies behind the content view the table made in front of it")
    func contentViewInFront() throws {
        let sim = BugScene.played("button-added-to-cell")
        let cell = try #require(BugScene.view(UITableViewCell.self, in: sim))
        #expect(cell.subviews.last is UITableViewCellContentView)
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> UITableViewCellContentView"))
    }

    @Test("stack-view-in-control: the control hears the touch through the responder chain but does not track it")
    func controlDoesNotTrack() {
        let sim = BugScene.played("stack-view-in-control")
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> UIStackView"))
        #expect(sim.log.lines.contains("-[CardControl touchesBegan:withEvent:]"))
        #expect(!sim.log.lines.contains { $0.contains("beginTrackingWithTouch") })
    }

    @Test("keyboard-covers-button: the tap on Send lands on the keyboard's window, above the app's")
    func keyboardTakesTheTap() {
        let sim = BugScene.played("keyboard-covers-button")
        #expect(sim.application.isKeyboardShown)
        #expect(sim.log.lines.contains("-[UITextEffectsWindow hitTest:withEvent:] -> UIInputSetHostView"))
        let fixed = BugScene.played("keyboard-covers-button", variant: "dismiss-on-tap")
        #expect(!fixed.application.isKeyboardShown)
    }

    @Test("table-under-toolbar: scrolled to the end, the last row is under the bar unless the inset lets it out")
    func lastRowUnderTheBar() throws {
        let sim = BugScene.played("table-under-toolbar")
        let table = try #require(BugScene.view(UITableView.self, in: sim))
        #expect(abs(table.contentOffset.y - (20 * 44 - 744)) < 0.01)  // the end: row 19 at y 800–844, under the bar
        let inset = BugScene.played("table-under-toolbar", variant: "content-inset")
        let insetOffset = try #require(BugScene.view(UITableView.self, in: inset)).contentOffset.y
        #expect(abs(insetOffset - (20 * 44 + 78 - 744)) < 0.01)  // 78 pt further: row 19 at y 722–766
    }

    @Test("drawing-view-in-sheet: the sheet's drag cancels the stroke; refusing it in gestureRecognizerShouldBegin draws")
    func drawingInSheet() {
        let sim = BugScene.played("drawing-view-in-sheet")
        #expect(sim.log.lines.contains("-[SignatureView touchesCancelled:withEvent:]"))
        let fixed = BugScene.played("drawing-view-in-sheet", variant: "should-begin")
        #expect(fixed.log.lines.contains("-[SignatureView touchesEnded:withEvent:]"))
        #expect(fixed.log.lines.contains { $0.hasSuffix("failed: SignatureView.gestureRecognizerShouldBegin said no") })
    }

    @Test("scroll-view-blocks-swipe-back: the pager's pan prevents the edge pan; waiting for it, the swipe goes back")
    func swipeBack() {
        let sim = BugScene.played("scroll-view-blocks-swipe-back")
        #expect(sim.log.lines.contains("# UIScreenEdgePanGestureRecognizer possible → failed: prevented by UIScrollViewPanGestureRecognizer"))
        #expect(!BugScene.lines(sim).contains("Albums appeared"))
        #expect(BugScene.lines(BugScene.played("scroll-view-blocks-swipe-back", variant: "require-to-fail")) == ["Albums appeared"])
    }

    @Test("pages-block-swipe-back: the page view controller's scroll view takes the edge swipe; waiting for it, back")
    func pagesSwipeBack() {
        let sim = BugScene.played("pages-block-swipe-back")
        #expect(sim.log.lines.contains("# UIScreenEdgePanGestureRecognizer possible → failed: prevented by UIScrollViewPanGestureRecognizer"))
        #expect(BugScene.lines(BugScene.played("pages-block-swipe-back", variant: "require-to-fail")) == ["Articles appeared"])
    }

    @Test("content-pop-takes-swipe: on iOS 26 the content pop cancels the message's swipe and pops; turned off, it does not")
    func contentPop() {
        let sim = BugScene.played("content-pop-takes-swipe")
        #expect(sim.application.systemVersion == "26.0")
        #expect(sim.log.lines.contains("-[MessageBubbleView touchesCancelled:withEvent:]"))
        #expect(BugScene.lines(sim) == ["bubble: touchesBegan", "Chats appeared"])
        let fixed = BugScene.played("content-pop-takes-swipe", variant: "content-pop-disabled")
        #expect(fixed.log.lines.contains("-[MessageBubbleView touchesEnded:withEvent:]"))
        #expect(BugScene.lines(fixed) == ["bubble: touchesBegan"])
    }

    @Test("list-in-medium-sheet: the upward swipe grows the sheet to large; with no-expand the list scrolls")
    func listInMediumSheet() throws {
        for (variant, grows) in [(nil, true), ("no-expand", false)] as [(String?, Bool)] {
            let sim = BugScene.played("list-in-medium-sheet", variant: variant)
            let sheet = try #require(sim.application.keyWindow?.rootViewController?.presentedViewController)
            #expect((sheet.sheetPresentationController?.selectedDetentIdentifier == .large) == grows)
            let table = try #require(BugScene.view(UITableView.self, in: sim))
            #expect((table.contentOffset.y > 0) == !grows)
        }
    }
}

import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Everyday bugs: hit-testing")
@MainActor
struct EverydayHitTestBugTests {
    // MARK: image-view-tap

    @Test("image-view-tap: the image view and the label refuse the hit-test; the taps reach the backdrop")
    func imageViewTap() {
        let sim = BugScene.played("image-view-tap")
        #expect(BugScene.lines(sim) == ["backdrop touched", "backdrop touched"])
        #expect(sim.log.lines.contains("# UIImageView is not a hit: isUserInteractionEnabled is false"))
        #expect(sim.log.lines.contains("# UILabel is not a hit: isUserInteractionEnabled is false"))
        #expect(!sim.log.lines.contains { $0.hasPrefix("-[UITapGestureRecognizer touchesBegan") })
    }

    @Test("image-view-tap interaction-enabled: each tap fires its recognizer")
    func imageViewTapEnabled() {
        let sim = BugScene.played("image-view-tap", variant: "interaction-enabled")
        #expect(BugScene.lines(sim) == ["photo tapped: open it", "link tapped: reset the password"])
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> UIImageView"))
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> UILabel"))
    }

    // MARK: pass-through-overlay

    @Test("pass-through-overlay: the clear overlay is the hit view for Like, before and after the tip hides")
    func passThroughOverlay() {
        let sim = BugScene.played("pass-through-overlay")
        #expect(BugScene.lines(sim) == ["overlay touched", "Got it: the tip is hidden", "overlay touched"])
        #expect(sim.log.lines.filter { $0 == "-[UIWindow hitTest:withEvent:] -> OverlayView" }.count == 4)  // down and lift, twice
    }

    @Test("pass-through-overlay pass-through: Like fires, and the tip's button still works")
    func passThroughOverlayFixed() {
        let sim = BugScene.played("pass-through-overlay", variant: "pass-through")
        #expect(BugScene.lines(sim) == ["Like: touchUpInside", "Got it: the tip is hidden", "Like: touchUpInside"])
        #expect(sim.log.lines.contains("-[PassThroughView hitTest:withEvent:] -> nil"))
        #expect(!sim.log.lines.contains { $0.hasSuffix("-> PassThroughView") })
    }

    // MARK: outside-superview

    @Test("outside-superview: the button's part outside the card misses (the card's pointInside says no); inside works")
    func outsideSuperview() {
        let sim = BugScene.played("outside-superview")
        #expect(BugScene.lines(sim) == ["backdrop touched", "close: touchUpInside"])
        let first = sim.log.lines.prefix { $0 != "# input finger 0 up at (356, 289)" }
        #expect(first.contains("-[CardView pointInside:withEvent:] -> NO"))
        #expect(!first.contains("-[UIButton hitTest:withEvent:]"))  // the card's subviews are never asked
    }

    @Test("outside-superview hit-test-override: the whole button takes taps")
    func outsideSuperviewFixed() {
        let sim = BugScene.played("outside-superview", variant: "hit-test-override")
        #expect(BugScene.lines(sim) == ["close: touchUpInside", "close: touchUpInside"])
        #expect(sim.log.lines.contains("-[OverhangingCardView hitTest:withEvent:] -> UIButton"))
    }

    // MARK: animating-sheet

    @Test("animating-sheet: the sliding sheet is no hit, the taps reach the dimming view; after the slide the button works")
    func animatingSheet() {
        let sim = BugScene.played("animating-sheet")
        #expect(BugScene.lines(sim) == ["dimming view touched", "dimming view touched", "Add to cart: touchUpInside"])
        #expect(sim.log.lines.contains("# SheetView is not a hit: animating under UIView.animate without .allowUserInteraction"))
    }

    @Test("animating-sheet allow-user-interaction: hit-tested at the model, the late tap fires the button, the early one lands on the sheet")
    func animatingSheetAllowed() {
        let sim = BugScene.played("animating-sheet", variant: "allow-user-interaction")
        #expect(BugScene.lines(sim) == ["sheet touched", "Add to cart: touchUpInside", "Add to cart: touchUpInside"])
        #expect(BugScene.time(of: "Add to cart: touchUpInside", in: sim).map { $0 < AnimatingSheetScene.duration } == true)
    }

    @Test("animating-sheet: the early tap is on the button as drawn, the late one on the button as drawn and in the model",
          arguments: [nil, "allow-user-interaction"])
    func animatingSheetGeometry(variant: String?) {
        let sim = SeedLog.world("animating-sheet", variant: variant)
        let button = BugScene.view(UIButton.self, in: sim)!
        let window = sim.application.keyWindow!
        /// The button's frame in the window in the model, and as drawn now (the sheet slides; the button does not
        /// move in it).
        func buttonFrames() -> (drawn: CGRect, model: CGRect) {
            let model = button.convert(button.bounds, to: window)
            let sheet = button.superview!.layer
            return (model.offsetBy(dx: 0, dy: sheet.presentation()!.position.y - sheet.position.y), model)
        }
        sim.advance(to: AnimatingSheetScene.earlyTap.t)
        let early = buttonFrames()
        #expect(early.drawn.contains(AnimatingSheetScene.earlyTap.point))
        #expect(!early.model.contains(AnimatingSheetScene.earlyTap.point))
        sim.advance(to: AnimatingSheetScene.lateTap.t)
        let late = buttonFrames()
        #expect(late.drawn.contains(AnimatingSheetScene.lateTap.point))
        #expect(late.model.contains(AnimatingSheetScene.lateTap.point))
    }
}

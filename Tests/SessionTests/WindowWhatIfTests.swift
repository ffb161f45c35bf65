import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// What-if in the window: a flag of the selected view flipped, the session replayed with it, the difference kept.
@Suite("What-if in the window")
@MainActor
struct WindowWhatIfTests {
    /// gesture-vs-touches after a tap on YellowView, its superview's tap recognizer having cancelled it.
    private func tappedYellowView() -> Workbench {
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: "gesture-vs-touches")!, variant: nil,
                                                      device: .standard))
        bench.sim.tap(at: CGPoint(x: 195, y: 375))
        bench.sim.advance(by: 1)
        bench.refresh()
        return bench
    }

    @Test("flipping cancelsTouchesInView on the view holding the recognizer: the new world, the difference, the selection kept")
    func flip() throws {
        let bench = tappedYellowView()
        let names = ViewNames(windows: bench.sim.application.windows)
        bench.select(try #require(names.view(named: "YellowView")))
        bench.perform(.whatIf(.cancelsTouchesInView))
        #expect(bench.inspector.whatIf == nil)
        #expect(bench.inspector.whatIfRefusal?.hasPrefix("YellowView has no cancelsTouchesInView") == true)

        bench.select(try #require(names.view(named: "UIView")))
        let before = bench.sim.now
        bench.perform(.whatIf(.cancelsTouchesInView))
        #expect(bench.inspector.whatIf?.changes == ["LXFTapGestureRecognizer.cancelsTouchesInView=false"])
        let difference = try #require(bench.inspector.whatIf?.difference)
        #expect(difference.changes.contains { $0.category == .touches })
        #expect(bench.session.settings.map(\.description) == ["LXFTapGestureRecognizer.cancelsTouchesInView=false"])
        #expect(bench.sim.now == before, "the changed world is played up to where the old one was")
        #expect(bench.sim.log.lines.contains("-[YellowView touchesEnded:withEvent:]"))
        #expect(bench.inspector.selected.map { ViewNames(windows: bench.sim.application.windows).name(of: $0) } == "UIView")
        #expect(bench.whatIfSummary.first?.detail == "LXFTapGestureRecognizer.cancelsTouchesInView=false")

        // Flipping it back compares against the changed world: the change is undone.
        bench.perform(.whatIf(.cancelsTouchesInView))
        #expect(bench.inspector.whatIf?.settings == ["LXFTapGestureRecognizer.cancelsTouchesInView=false"])
        #expect(bench.inspector.whatIf?.changes == ["LXFTapGestureRecognizer.cancelsTouchesInView=true"])
        #expect(bench.sim.log.lines.contains("-[YellowView touchesCancelled:withEvent:]"))
    }

    @Test("every property --set takes has a key: alpha to 0 and back, a scroll view's canCancelContentTouches, a recognizer's delays and isEnabled")
    func everyProperty() throws {
        let bench = tappedYellowView()
        var names = ViewNames(windows: bench.sim.application.windows)
        bench.select(try #require(names.view(named: "YellowView")))
        bench.perform(.whatIf(.alpha))
        #expect(bench.inspector.whatIf?.changes == ["YellowView.alpha=0"])
        #expect(bench.sim.log.lines.contains("-[YellowView touchesBegan:withEvent:]") == false,
                "a transparent view is skipped by hit-testing")

        names = ViewNames(windows: bench.sim.application.windows)
        bench.select(try #require(names.view(named: "UIView")))
        bench.perform(.focusNextRecognizer)
        #expect(bench.inspector.focusedRecognizer == 0)
        bench.perform(.whatIf(.delaysTouchesBegan))
        #expect(bench.inspector.whatIf?.changes.last == "LXFTapGestureRecognizer.delaysTouchesBegan=true")
        bench.perform(.whatIf(.delaysTouchesEnded))
        #expect(bench.inspector.whatIf?.changes.last == "LXFTapGestureRecognizer.delaysTouchesEnded=false")
        bench.perform(.whatIf(.isEnabled))
        #expect(bench.inspector.whatIf?.changes.last == "LXFTapGestureRecognizer.isEnabled=false",
                "a plain view has no isEnabled: its recognizers' is flipped")
        bench.perform(.focusNextRecognizer)
        #expect(bench.inspector.focusedRecognizer == nil, "past the last recognizer, the keys act on all again")

        let scroll = Workbench(session: ExampleSession(example: Gallery.example(id: "scroll-view-button")!, variant: nil,
                                                       device: .standard))
        scroll.select(try #require(ViewNames(windows: scroll.sim.application.windows).view(named: "UIScrollView")))
        scroll.perform(.whatIf(.canCancelContentTouches))
        #expect(scroll.inspector.whatIf?.changes == ["UIScrollView.canCancelContentTouches=false"])
        scroll.perform(.focusNextRecognizer)
        #expect(scroll.inspector.focusedRecognizer == 0, "a scroll view's own pan recognizer can be chosen")
    }
}

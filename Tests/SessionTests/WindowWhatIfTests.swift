import Dispatcher
import Examples
import Foundation
import Testing
import ViewModel
@testable import Session

/// What-if in the window: a flag of the selected view flipped, the session replayed with it, the difference kept.
@Suite("What-if in the window")
@MainActor
struct WindowWhatIfTests {
    @Test("flipping cancelsTouchesInView on the view holding the recognizer: the new world, the difference, the selection kept")
    func flip() throws {
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: "gesture-vs-touches")!, variant: nil,
                                                      device: .standard))
        bench.sim.tap(at: CGPoint(x: 195, y: 375))
        bench.sim.advance(by: 1)
        bench.refresh()
        let names = ViewNames(windows: bench.sim.application.windows)
        bench.select(try #require(names.view(named: "YellowView")))
        bench.perform(.whatIf(.cancelsTouchesInView))
        #expect(bench.whatIf == nil)
        #expect(bench.whatIfRefusal?.hasPrefix("YellowView has no cancelsTouchesInView") == true)

        bench.select(try #require(names.view(named: "UIView")))
        let before = bench.sim.now
        bench.perform(.whatIf(.cancelsTouchesInView))
        #expect(bench.whatIf?.changes == ["LXFTapGestureRecognizer.cancelsTouchesInView=false"])
        let difference = try #require(bench.whatIf?.difference)
        #expect(difference.changes.contains { $0.category == .touches })
        #expect(bench.session.settings.map(\.description) == ["LXFTapGestureRecognizer.cancelsTouchesInView=false"])
        #expect(bench.sim.now == before, "the changed world is played up to where the old one was")
        #expect(bench.sim.log.lines.contains("-[YellowView touchesEnded:withEvent:]"))
        #expect(bench.selected.map { ViewNames(windows: bench.sim.application.windows).name(of: $0) } == "UIView")
        #expect(bench.whatIfSummary.first?.detail == "LXFTapGestureRecognizer.cancelsTouchesInView=false")

        // Flipping it back compares against the changed world: the change is undone.
        bench.perform(.whatIf(.cancelsTouchesInView))
        #expect(bench.whatIf?.changes == ["LXFTapGestureRecognizer.cancelsTouchesInView=false",
                                          "LXFTapGestureRecognizer.cancelsTouchesInView=true"])
        #expect(bench.sim.log.lines.contains("-[YellowView touchesCancelled:withEvent:]"))
    }
}

import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// Fix in the window: Shift+F on a view that did not get the touch searches, a slice each frame, and lists the
/// fixes with their Swift — the same search `sim-desktop fix --want view:NAME` makes.
@Suite("Fix in the window")
@MainActor
struct WindowFixTests {
    @Test("the stack view's card: the search runs over frames, the window stays live, the fix is listed with its Swift")
    func fixes() throws {
        let example = try #require(Gallery.example(id: "stack-view-in-control"))
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        example.demoInput.forEach(bench.sim.play)
        bench.sim.advance(by: 1)
        bench.refresh()
        bench.perform(.fix)
        #expect(bench.inspector.whatIfRefusal?.hasPrefix("no touch yet") == nil, "a view must be selected first: nothing happens")
        bench.select(ViewNames(windows: bench.sim.application.windows).view(named: "CardControl"))
        bench.perform(.fix)
        #expect(bench.inspector.fixSearch != nil && !bench.isStill)
        #expect(bench.fixSummary.first?.detail.hasPrefix("searching the changes that give CardControl the touch") == true)
        var frames = 0
        while bench.inspector.fixSearch != nil, frames < 1_000 {
            bench.advance(realSeconds: 1.0 / 60)
            frames += 1
        }
        #expect(frames > 1, "the search is spread over frames")
        let report = try #require(bench.inspector.fix)
        #expect(report.fixes.first?.changes == ["UIStackView.isUserInteractionEnabled=false"], "\(report.text)")
        #expect(bench.fixSummary.first?.title == "Fix 1")
        #expect(bench.fixSummary.first?.detail.hasPrefix("uiStackView.isUserInteractionEnabled = false — Now the touch goes to CardControl") == true)
    }
}

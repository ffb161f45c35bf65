import Examples
import Testing
import ViewModel

@testable import Desktop
@testable import Session

/// How the side column words and colours what the read-models found (`OverlayDataTests` checks the data).
@Suite @MainActor
struct OverlaySectionTests {
    @Test("the chain's rows: views solid, the controller, application and app delegate hollow, each with its kind")
    func responderChainRows() throws {
        let example = try #require(Gallery.example(id: "hit-test-order"))
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        bench.sim.tap(at: HitTestOrderScene.pointInE)
        bench.refresh()
        let section = ResponderChainOverlay.section(
            ResponderChainPath(from: try #require(bench.lastTouchDown.last?.pass.hitView)))
        #expect(section.rows.filter(\.hollow).map(\.text) == ["UIViewController", "UIApplication", "AppDelegate"])
        #expect(section.rows.map(\.detail) == [
            "view", "view", "view", "view", "controller", "window", "application", "app delegate",
        ])
    }

    @Test("a failed recognizer is drawn in the colour of a point outside")
    func failedRecognizerColour() {
        #expect(RecognizerOverlay.color(of: .failed) == ChromeStyle.outside)
    }
}

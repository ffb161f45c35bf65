import Diagnosis
import Examples
import Testing
@_spi(Engine) import ViewModel

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
            ResponderChainPath(from: try #require(bench.feeds.lastTouchDown.last?.pass?.hitView)))
        #expect(section.rows.filter(\.hollow).map(\.text) == ["UIViewController", "UIApplication", "AppDelegate"])
        #expect(section.rows.map(\.detail) == [
            "view", "view", "view", "view", "controller", "window", "application", "app delegate",
        ])
    }

    @Test("a failed recognizer is drawn in the colour of a point outside")
    func failedRecognizerColour() {
        #expect(RecognizerStateStyle.color(of: .failed) == ChromeStyle.outside)
    }

    @Test("every overlay has one unit, with its own title, help line and key binding")
    func everyOverlayHasAUnit() {
        for overlay in Overlay.allCases {
            #expect(OverlayUnits.all.filter { $0.overlay == overlay }.count == 1, "\(overlay)")
        }
        #expect(OverlayUnits.all.count == Overlay.allCases.count)
        #expect(Set(OverlayUnits.all.map(\.title)).count == OverlayUnits.all.count)
        let helps = KeyBindings.table.map(\.help)
        for unit in OverlayUnits.all { #expect(helps.contains("show or hide " + unit.helpName)) }
    }

    @Test("one name for one overlay: `--overlays` says its button's word (the former names still read)")
    func overlayNamesAreTheButtons() {
        for unit in OverlayUnits.all {
            #expect(unit.overlay.rawValue == unit.title.lowercased().replacingOccurrences(of: " ", with: "-"), "\(unit.title)")
        }
        #expect(Overlay.parseList("recognizers,gallery") == [.recognizers, .gallery])
        #expect(Overlay.parseList("gestures,examples") == [.recognizers, .gallery])
        #expect(Overlay.parseList("arena") == nil)
    }
}

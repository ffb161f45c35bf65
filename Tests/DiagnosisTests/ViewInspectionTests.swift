import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Diagnosis

/// The inspector's sections for a selected view.
@Suite("View inspection")
@MainActor
struct ViewInspectionTests {
    private func world(_ id: String, tapping point: CGPoint? = nil) -> (Simulator, ViewNames, HitTestPass?) {
        let sim = Simulator()
        Gallery.example(id: id)!.build(in: sim)
        sim.log.removeAll()
        var pass: HitTestPass?
        if let point {
            sim.touchDown(at: point)
            pass = sim.log.hitTestPasses.last
        }
        return (sim, ViewNames(windows: sim.application.windows), pass)
    }

    private func section(_ title: String, of inspection: ViewInspection) -> [String]? {
        inspection.sections.first { $0.title == title }?.lines
    }

    @Test("a plain view: geometry and flags, its visit in the last pass, and its responder chain")
    func plainView() throws {
        let (_, names, pass) = world("hit-test-order", tapping: HitTestOrderScene.pointInE)
        let inspection = ViewInspection(try #require(names.view(named: "FView")), names: names, pass: pass)
        #expect(inspection.sections.first?.title == "FView")
        #expect(inspection.sections.first?.lines.contains("alpha 1, isHidden false, isUserInteractionEnabled true") == true)
        #expect(section("Last hit-test", of: inspection) == ["visit #5: outside: pointInside NO"])
        let chain = try #require(section("Responder chain", of: inspection)?.first)
        #expect(chain.hasPrefix("FView → CView → AView → UIView → "))
        let never = ViewInspection(try #require(names.view(named: "DView")), names: names, pass: pass)
        #expect(section("Last hit-test", of: never) == ["never asked"])
    }

    @Test("a button in a scroll view: the control's actions; the scroll view's touch flags")
    func controlAndScrollView() throws {
        let (_, names, _) = world("scroll-view-button")
        let button = ViewInspection(try #require(names.view(named: "UIButton")), names: names, pass: nil)
        let control = try #require(section("Control", of: button))
        #expect(control.first == "isEnabled true, state normal")
        #expect(control.contains { $0 == "UIControlEventTouchUpInside → buyTouchUpInside: on ScrollViewButtonViewController" }, Comment(rawValue: control.joined(separator: " | ")))
        let scroll = ViewInspection(try #require(names.view(named: "UIScrollView")), names: names, pass: nil)
        #expect(section("Scroll view", of: scroll)?.first == "delaysContentTouches true, canCancelContentTouches true")
        #expect(section("Recognizers", of: scroll)?.contains { $0.hasPrefix("UIScrollViewPanGestureRecognizer: possible; ") } == true)
    }
}

import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// The hierarchy panel's rows: every view in walk order with its depth and name, marked from the last pass.
@Suite("Hierarchy tree")
@MainActor
struct HierarchyTreeTests {
    private func tapped(_ id: String, at point: CGPoint) -> (Simulator, ViewNames, HitTestPass) {
        let sim = Simulator()
        Gallery.example(id: id)!.build(in: sim)
        sim.log.removeAll()
        sim.touchDown(at: point)
        return (sim, ViewNames(windows: sim.application.windows), sim.log.hitTestPasses.last!)
    }

    @Test("hit-test-order tapped at E: every view in walk order, the visited ones numbered with their outcome")
    func marked() {
        let (sim, names, pass) = tapped("hit-test-order", at: HitTestOrderScene.pointInE)
        let tree = HierarchyTree(windows: sim.application.windows, names: names, pass: pass)
        #expect(tree.rows.map(\.name) == names.names)
        #expect(tree.rows.map(\.text) == [
            "▾ UIWindow  #1 inside: pointInside YES",
            "  ▾ UIView  #2 inside: pointInside YES",
            "    ▾ AView  #3 inside: pointInside YES",
            "      ▾ BView",
            "          DView",
            "      ▾ CView  #4 inside: pointInside YES",
            "          EView  #6 the hit view",
            "          FView  #5 outside: pointInside NO",
        ])
    }

    @Test("a collapsed view hides its subviews; a skipped view says why")
    func collapsedAndSkipped() throws {
        let (sim, names, pass) = tapped("image-view-tap", at: CGPoint(x: 195, y: 270))
        let imageView = try #require(names.view(named: "UIImageView"))
        let tree = HierarchyTree(windows: sim.application.windows, names: names, pass: pass,
                                 collapsed: [ObjectIdentifier(imageView)])
        let row = try #require(tree.index(of: imageView).map { tree.rows[$0] })
        #expect(row.isCollapsed && row.text.hasSuffix("▸ UIImageView  #4 skipped: interaction off"))
        #expect(!tree.rows.contains { $0.name == "UILabel#1" }, "the label inside the image view is folded away")
        #expect(HierarchyTree(windows: sim.application.windows, names: names, pass: nil).rows.allSatisfy { $0.visit == nil })
    }
}

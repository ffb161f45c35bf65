import Dispatcher
import Examples
import Foundation
import Testing
import ViewModel
@testable import Scenes

/// `present:` in scene files: a controller the root presents when the window appears, as a sheet with detents,
/// dimming and `isModalInPresentation`, or full screen; bad values stop the read at their place.
@Suite @MainActor
struct PresentSceneTests {
    private func error(_ text: String) -> String {
        do {
            _ = try SceneFile.example(text: text, id: "p.yaml")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("a medium, undimmed sheet: the tap above it reaches the button behind; the sheet can be dragged up to large")
    func mediumSheet() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views:
              - {class: UIButton, frame: [20, 100, 350, 60], actions: [{action: "tapped:", log: behind tapped}]}
            present:
              controller: FiltersViewController
              detents: [medium, large]
              largestUndimmedDetent: medium
              modalInPresentation: true
              views: [{frame: [0, 0, 390, 100], color: systemBlue}]
            """, id: "p.yaml").build(in: sim)
        let root = try #require(sim.application.keyWindow?.rootViewController)
        let sheet = try #require(root.presentedViewController)
        #expect(className(of: sheet) == "FiltersViewController" && sheet.isModalInPresentation)
        #expect(sheet.view.superview?.frame.minY == 422)
        sim.tap(at: CGPoint(x: 195, y: 130))
        sim.advance(by: 1)
        #expect(sim.log.lines.contains("behind tapped"))
    }

    @Test("bad present: an unknown style or detent, a selected detent the sheet lacks, views with present in windows")
    func bad() {
        #expect(error("views: []\npresent: {style: popover}\n").contains("at present.style: expected one of: automatic, formSheet"))
        #expect(error("views: []\npresent: {detents: [small]}\n").contains("expected detents among: large, medium"))
        #expect(error("views: []\npresent: {detents: []}\n").contains("a sheet needs at least one detent"))
        #expect(error("views: []\npresent: {detents: [large], selectedDetent: medium}\n")
            .contains("the selected detent is not among the sheet's detents"))
        #expect(error("present: {}\nwindows: [{views: []}]\n").contains("not both"))
    }

    @Test("presenting twice is UIKit's warning in the log, never a trap")
    func presentTwice() {
        let sim = Simulator()
        let (root, window) = sim.run { () -> (UIViewController, UIWindow) in
            let root = UIViewController()
            let window = UIWindow(frame: sim.screen.bounds)
            window.rootViewController = root
            return (root, window)
        }
        let offscreen = sim.run { UIViewController() }
        sim.run { offscreen.present(UIViewController(), animated: false) }
        #expect(sim.log.lines.contains { $0.contains("Attempt to present UIViewController on UIViewController whose view is not in the window hierarchy.") })
        sim.show(window)
        sim.run {
            root.present(UIViewController(), animated: false)
            root.present(UIAlertController(title: "x", message: nil, preferredStyle: .alert), animated: false)
        }
        #expect(sim.log.lines.contains { $0.contains("Attempt to present UIAlertController on UIViewController which is already presenting UIViewController.") })
    }
}

import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// `present:` in scene files: a controller the root presents when the window appears, as a sheet with detents,
/// dimming and `isModalInPresentation`, or full screen; bad values stop the read at their place.
@Suite @MainActor
struct PresentSceneTests {
    private func error(_ text: String) -> String { sceneFileError(text, id: "p.yaml") }

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
        #expect(error("views: []\npresent: {style: cardSheet}\n").contains("at present.style: expected one of: automatic, formSheet"))
        #expect(error("views: []\npresent: {style: pageSheet, popover: {size: [1, 1]}}\n").contains("`popover:` needs `style: popover`"))
        #expect(error("views: []\npresent: {style: popover, popover: {source: [0, 0, -1, 5]}}\n")
            .contains("a source rectangle's width and height cannot be negative"))
        #expect(error("views: []\npresent: {detents: [small]}\n").contains("expected medium, large or {identifier: NAME, height: POINTS}"))
        #expect(error("views: []\npresent: {detents: []}\n").contains("a sheet has 1 to 20 detents, not 0"))
        #expect(error("views: []\npresent: {detents: [large], selectedDetent: medium}\n")
            .contains("'medium' is not among the sheet's detents: large"))
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

    @Test("custom detents: a height above zero rests there; zero, NaN, negative, a system name or a repeat is refused")
    func customDetents() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views: []
            present: {detents: [{identifier: peek, height: 200}, large], selectedDetent: peek, largestUndimmedDetent: peek}
            """, id: "p.yaml").build(in: sim)
        let sheet = try #require(sim.application.keyWindow?.rootViewController?.presentedViewController)
        #expect(sheet.view.superview?.frame.minY == 644)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier?.rawValue == "peek")
        let bad = "views: []\npresent: {detents: [{identifier: peek, height: HEIGHT}]}\n"
        #expect(error(bad.replacingOccurrences(of: "HEIGHT", with: "0")).contains("p.yaml:2:21: at present.detents[0]: a detent's height is above 0 points"))
        #expect(error(bad.replacingOccurrences(of: "HEIGHT", with: ".nan")).contains("expected a number"))
        #expect(error(bad.replacingOccurrences(of: "HEIGHT", with: "-3")).contains("out of range (0 to 10000)"))
        #expect(error("views: []\npresent: {detents: [{identifier: medium, height: 10}]}\n").contains("a system detent's name"))
        #expect(error("views: []\npresent: {detents: [large, large]}\n").contains("the sheet already has the detent 'large'"))
    }

    @Test("sheet.dismiss: a file's recognizer can wait for the sheet's pan, the pan can be disabled; without a sheet it is an error")
    func sheetDismissRelations() throws {
        let text = """
            views: []
            present:
              dismiss: {enabled: ENABLED}
              views:
                - frame: [0, 0, 390, 500]
                  recognizers: [{type: pan, name: drawing, requireToFail: sheet.dismiss, log: drawing panned}]
            """
        for enabled in [true, false] {
            let sim = Simulator()
            try SceneFile.example(text: text.replacingOccurrences(of: "ENABLED", with: "\(enabled)"), id: "p.yaml").build(in: sim)
            let sheet = try #require(sim.application.keyWindow?.rootViewController?.presentedViewController)
            let drawing = try #require(sheet.view.subviews.first?.gestureRecognizers?.first)
            let pan = try #require((sheet.view.superview as? UIDropShadowView)?.dismissPanGestureRecognizer)
            #expect(pan.isEnabled == enabled)
            #expect(drawing.failureRequirements.contains { $0 === pan })
        }
        #expect(error("views: [{frame: [0, 0, 9, 9], recognizers: [{type: pan, requireToFail: sheet.dismiss}]}]\n")
            .contains("names 'sheet.dismiss', but no recognizer has that name (the scene presents no sheet)"))
        #expect(error("views: []\npresent: {style: fullScreen, dismiss: {enabled: false}}\n").contains("this style shows no sheet"))
    }

    @Test("a zooming scroll view: its pinch has the file's name and relations; zooming keys on a view that cannot zoom are refused")
    func zoomingScrollView() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views:
              - class: UIScrollView
                frame: [0, 100, 390, 400]
                contentSize: [390, 400]
                maximumZoomScale: 3
                pinchGestureRecognizer: {name: photoPinch}
                subviews: [{frame: [0, 0, 390, 400]}]
              - {frame: [0, 600, 390, 100], recognizers: [{type: pinch, requireToFail: photoPinch}]}
            """, id: "p.yaml").build(in: sim)
        let root = try #require(sim.application.keyWindow?.rootViewController)
        let scroll = try #require(root.view.subviews.first as? UIScrollView)
        let pinch = try #require(scroll.pinchGestureRecognizer)
        #expect(pinch.name == "photoPinch" && scroll.maximumZoomScale == 3)
        #expect(root.view.subviews[1].gestureRecognizers?.first?.failureRequirements.contains { $0 === pinch } == true)
        #expect(error("views: [{class: UIScrollView, frame: [0, 0, 9, 9], maximumZoomScale: 2}]\n").contains("zooms its first subview"))
        #expect(error("views: [{class: UIScrollView, frame: [0, 0, 9, 9], pinchGestureRecognizer: {name: p}, subviews: [{frame: [0, 0, 9, 9]}]}]\n").contains("the scroll view has no pinch"))
        #expect(error("views: [{class: UIScrollView, frame: [0, 0, 9, 9], maximumZoomScale: 1000, subviews: [{frame: [0, 0, 9, 9]}]}]\n").contains("out of range"))
        #expect(error("views: [{frame: [0, 0, 9, 9], maximumZoomScale: 2}]\n").contains("maximumZoomScale needs a plain scroll view (UIScrollView): UIView behaves as UIView"))
    }
}

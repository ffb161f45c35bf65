import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Session

/// Where the window writes the views' names on the phone (`ViewNameLabels`), with no fonts: a plate is 8 pixels a
/// character plus 4, and 14 tall; the screen is drawn at one pixel a point from the output's corner.
@Suite @MainActor
struct ViewNameLabelsTests {
    private func plate(_ text: String) -> CGSize { CGSize(width: CGFloat(text.count) * 8 + 4, height: 14) }

    private func labels(_ sim: Simulator, keepingClear clear: [CGRect] = []) -> ViewNameLabels {
        ViewNameLabels(
            windows: sim.application.windows,
            viewport: ScreenViewport(screen: sim.screen.bounds, output: sim.screen.bounds.size),
            plateSize: plate, margin: 2, keepingClear: clear)
    }

    /// A window whose root view holds `frames` as plain views; returns the world and those views.
    private func scene(_ frames: [CGRect]) -> (Simulator, [UIView]) {
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let views = frames.map { UIView(frame: $0) }
        views.forEach(controller.view.addSubview)
        sim.show(window)
        return (sim, views)
    }

    @Test("hit-test-order: each view gets the name `why` uses, inside what is seen of it, no plate on another or on another view")
    func namesInsideTheirViews() throws {
        let sim = Simulator()
        try #require(Gallery.example(id: "hit-test-order")).build(in: sim)
        let labels = labels(sim)
        // BView fills AView's top-left corner, and below AView's name lies DView: BView's name would sit on
        // DView and read as its name, so it is left out.
        #expect(labels.labels.map(\.text) == ViewNames(windows: sim.application.windows).names.filter { $0 != "BView" })
        for label in labels.labels {
            let frame = label.view.convert(label.view.bounds, to: nil)
            #expect(frame.contains(label.plate), "\(label.text) at \(label.plate) is outside \(frame)")
        }
        for (i, a) in labels.labels.enumerated() {
            for b in labels.labels[(i + 1)...] {
                #expect(!a.plate.intersects(b.plate), "\(a.text) and \(b.text) overlap")
            }
        }
    }

    @Test("nested views sharing a corner: the inner name moves down below the outer one")
    func sharedCornerStacks() {
        let (sim, views) = scene([CGRect(x: 0, y: 0, width: 200, height: 200)])
        let labels = labels(sim).labels
        // UIWindow, then the root view (UIView#1), then the subview (UIView#2), each a plate and a margin lower.
        #expect(labels.map(\.text) == ["UIWindow", "UIView#1", "UIView#2"])
        #expect(labels.map(\.plate.minY) == [2, 18, 34])
        #expect(labels.last?.view === views[0])
    }

    @Test("a name pushed down into a view that starts lower (not under its corner) goes on its top edge instead")
    func notOntoAnotherView() {
        // The first view too narrow for its name beside the badge: it goes below.
        let (sim, views) = scene([
            CGRect(x: 100, y: 300, width: 90, height: 100), CGRect(x: 100, y: 320, width: 150, height: 30),
        ])
        let clear = [CGRect(x: 100, y: 300, width: 24, height: 24)]  // a badge at the first view's corner
        let names = labels(sim, keepingClear: clear).labels
        // Below the badge it would sit on the second view: a tab just above its own view's corner.
        #expect(names.first { $0.view === views[0] }?.plate.origin == CGPoint(x: 102, y: 285))
        #expect(names.contains { $0.view === views[1] })
        // Pushed only a little, it stays above the second view, and is drawn.
        let little = labels(sim, keepingClear: [CGRect(x: 100, y: 300, width: 24, height: 3)]).labels
        #expect(little.first { $0.view === views[0] }?.plate.minY == 305)
    }

    @Test("a narrow view gets its name shortened with …; a too small, hidden or clipped-away view gets none")
    func tooSmallHiddenClipped() {
        let (sim, views) = scene([
            CGRect(x: 100, y: 300, width: 50, height: 40),  // 46 px for the name: "UIVi…" (44 px)
            CGRect(x: 200, y: 300, width: 30, height: 40),  // not even three characters and …
            CGRect(x: 250, y: 300, width: 100, height: 10),  // too short for a plate
            CGRect(x: 100, y: 500, width: 100, height: 100),  // hidden
            CGRect(x: 250, y: 500, width: 100, height: 100),  // clips its subview away
        ])
        views[3].isHidden = true
        views[4].clipsToBounds = true
        let outside = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        views[4].addSubview(outside)
        let labels = labels(sim).labels
        let shown = labels.map(\.view)
        #expect(labels.first { $0.view === views[0] }?.text == "UIVi…")
        for view in [views[1], views[2], views[3], outside] {
            #expect(!shown.contains { $0 === view })
        }
        #expect(shown.contains { $0 === views[4] })
    }

    @Test("views scaled up, nested past any number: no name for them, and no trap (attack run 2)")
    func scalesPastAnyNumber() {
        let (sim, views) = scene([CGRect(x: 10, y: 100, width: 300, height: 300)])
        var parent = views[0]
        for _ in 0..<60 {
            let scaled = UIView(frame: CGRect(x: 1, y: 1, width: 300, height: 300))
            scaled.transform = CGAffineTransform(a: 1e6, b: 0, c: 0, d: 1e6, tx: 5, ty: 5)
            parent.addSubview(scaled)
            parent = scaled
        }
        let shown = labels(sim).labels.map(\.view)
        #expect(shown.contains { $0 === views[0] } && !shown.contains { $0 === parent })
    }

    @Test("a badge at a name's corner: the name beside it on the same line, else below it, else a tab above the view")
    func keepsClearOfBadges() {
        let (sim, views) = scene([CGRect(x: 100, y: 300, width: 150, height: 100)])
        let name = { (clear: [CGRect]) in labels(sim, keepingClear: clear).labels.first { $0.view === views[0] }?.plate.origin }
        #expect(name([]) == CGPoint(x: 102, y: 302))
        // Beside the badge, a margin apart: the number and the name read together, as the view's.
        #expect(name([CGRect(x: 100, y: 300, width: 24, height: 24)]) == CGPoint(x: 126, y: 302))
        // Not room beside a wide mark (68 px of name in 150): below it, a margin apart.
        #expect(name([CGRect(x: 100, y: 300, width: 100, height: 24)]) == CGPoint(x: 102, y: 326))
        #expect(name([CGRect(x: 100, y: 300, width: 150, height: 90)]) == CGPoint(x: 102, y: 285))  // no room inside
    }

    @Test("hit-test-order with its badges: every view keeps its name, the badges' places kept clear")
    func namesBesideBadges() throws {
        let sim = Simulator()
        try #require(Gallery.example(id: "hit-test-order")).build(in: sim)
        let names = ViewNames(windows: sim.application.windows)
        // A badge of 24 px at each view's top-left corner, as the hit-test overlay draws one for each visit.
        let badges = names.entries.map(\.view).map { view in
            let corner = view.convert(view.bounds, to: nil).origin
            return CGRect(x: corner.x, y: corner.y, width: 24, height: 24)
        }
        let shown = labels(sim, keepingClear: badges).labels
        #expect(Set(shown.map(\.text)).isSuperset(of: labels(sim).labels.map(\.text)), "no name lost to a badge")
        for label in shown { #expect(!badges.contains { $0.intersects(label.plate) }, "\(label.text)") }
    }

    @Test("at a projector's scale (0.6 px a point, 34 px badges) every visited view keeps its name: a container whose subviews fill it wears it on its top edge")
    func namesAtAProjectorsScale() throws {
        let sim = Simulator()
        try #require(Gallery.example(id: "hit-test-order")).build(in: sim)
        let names = ViewNames(windows: sim.application.windows)
        let scale: CGFloat = 0.6
        let visited = ["UIWindow", "UIView", "AView", "CView", "FView", "EView"]
        // Placed as the hit-test overlay places them: its top-left corner, else another of its own, else near.
        var placement = BadgePlacement(radius: 17, bounds: CGRect(x: 0, y: 0, width: 390 * scale, height: 844 * scale))
        let badges = visited.compactMap { names.view(named: $0) }.map { view in
            let frame = view.convert(view.bounds, to: nil)
            let (x0, y0, x1, y1) = (frame.minX * scale + 20, frame.minY * scale + 20, frame.maxX * scale - 20, frame.maxY * scale - 20)
            let centre = placement.place(near: CGPoint(x: x0, y: y0),
                                         orAt: [CGPoint(x: x1, y: y0), CGPoint(x: x0, y: y1), CGPoint(x: x1, y: y1)])
            return CGRect(x: centre.x - 17, y: centre.y - 17, width: 34, height: 34)
        }
        let shown = ViewNameLabels(
            windows: sim.application.windows,
            viewport: ScreenViewport(screen: sim.screen.bounds,
                                     output: CGSize(width: sim.screen.bounds.width * scale, height: sim.screen.bounds.height * scale)),
            plateSize: { CGSize(width: CGFloat($0.count) * 11 + 8, height: 24) }, margin: 3, keepingClear: badges).labels
        let texts = Set(shown.map(\.text))
        for name in visited { #expect(texts.contains(name), "\(name) lost: \(shown.map(\.text))") }
        for label in shown { #expect(!badges.contains { $0.intersects(label.plate) }, "\(label.text) on a badge") }
        let a = try #require(shown.first { $0.text == "AView" })
        let aTop = try #require(names.view(named: "AView")).convert(CGPoint.zero, to: nil).y * scale
        #expect(a.plate.minY < aTop && a.plate.maxY > aTop, "AView on its top edge: \(a.plate)")
    }
}

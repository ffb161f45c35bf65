import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R14: a page sheet's drag — dismissing past a distance or on a fling, resisting when modal,
/// taking a drawing view's touches unless the view refuses it, taking a scroll view's downward drag only at its
/// top — and detents with their dimming.
@Suite("Sheets: the drag that dismisses, detents and dimming")
@MainActor
struct SheetTests {
    /// A view that logs its touches and, when `refusesSheet`, refuses the sheet's drag.
    final class Canvas: UIView {
        var refusesSheet = false
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("canvas moved") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("canvas cancelled") }
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            !(refusesSheet && gestureRecognizer.view !== self)
        }
    }

    final class Listener: NSObject, UIAdaptivePresentationControllerDelegate {
        var events: [String] = []
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("attempt")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("dismissed") }
    }

    /// A world presenting `sheet` as a page sheet over a root holding a button at the top; `configure` runs before.
    private func world(_ sheet: UIViewController, configure: (UISheetPresentationController) -> Void = { _ in })
        -> (Simulator, UIViewController, () -> Int)
    {
        var taps = 0
        let (sim, window) = makeWorld { view in
            let button = UIButton(frame: CGRect(x: 20, y: 100, width: 350, height: 60))
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            view.addSubview(button)
        }
        sheet.modalPresentationStyle = .pageSheet
        configure(sheet.sheetPresentationController!)
        sim.run { window.rootViewController!.present(sheet, animated: false) }
        sim.log.removeAll()
        return (sim, window.rootViewController!, { taps })
    }

    private func drag(_ sim: Simulator, from start: CGPoint, by offset: CGPoint, steps: Int) {
        sim.touchDown(at: start)
        for step in 1...steps {
            sim.advance(by: 1.0 / 60)
            let f = CGFloat(step) / CGFloat(steps)
            sim.touchMove(to: CGPoint(x: start.x + offset.x * f, y: start.y + offset.y * f))
        }
        sim.advance(by: 1.0 / 60)
        sim.touchUp()
        sim.advance(by: 1)
    }

    @Test("a popover on an iPhone is shown as a page sheet, its drag and all (R14.4)")
    func popoverIsASheet() {
        let (sim, window) = makeWorld { _ in }
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        sim.run { window.rootViewController!.present(popover, animated: false) }
        let container = popover.view.superview
        #expect(container is UIDropShadowView)
        #expect(container!.frame.minY > 0 && container!.frame.height < window.bounds.height)
    }

    @Test("dragged far down the sheet is dismissed; a short slow drag puts it back")
    func dismiss() {
        let sheet = UIViewController()
        let (sim, root, _) = world(sheet)
        drag(sim, from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 80), steps: 40)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.superview?.frame.minY == 57)
        drag(sim, from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 400), steps: 20)
        #expect(root.presentedViewController == nil)
    }

    @Test("isModalInPresentation: the sheet follows a little, is not dismissed, and the delegate hears the attempt")
    func modal() {
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        let listener = Listener()
        let (sim, root, _) = world(sheet) { $0.delegate = listener }
        drag(sim, from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 400), steps: 5)
        #expect(root.presentedViewController === sheet)
        #expect(listener.events == ["attempt"])
    }

    @Test("a drawing view in the sheet is cancelled by the sheet's drag unless it refuses it")
    func canvas() {
        for refuses in [false, true] {
            let sheet = UIViewController()
            let canvas = Canvas(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
            canvas.refusesSheet = refuses
            sheet.view.addSubview(canvas)
            let (sim, root, _) = world(sheet)
            drag(sim, from: CGPoint(x: 100, y: 300), by: CGPoint(x: 40, y: 300), steps: 20)
            let lines = sim.log.records.filter(\.isUserLine).map(\.text)
            #expect(lines.contains("canvas cancelled") == !refuses, "refuses: \(refuses)")
            #expect((root.presentedViewController == nil) == !refuses)
        }
    }

    @Test("a scroll view in the sheet: at its top a downward drag moves the sheet; scrolled, it scrolls")
    func scrollViewHandOff() throws {
        let sheet = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 787))
        scroll.contentSize = CGSize(width: 390, height: 3_000)
        sheet.view.addSubview(scroll)
        let (sim, root, _) = world(sheet)
        scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        drag(sim, from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 300), steps: 20)
        #expect(root.presentedViewController === sheet)
        #expect(scroll.contentOffset.y < 500)
        scroll.setContentOffset(.zero, animated: false)
        drag(sim, from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 400), steps: 20)
        #expect(root.presentedViewController == nil)
    }

    @Test("a medium detent: half the screen; dimmed, taps above it go nowhere; undimmed, they reach the view below")
    func detents() throws {
        for undimmed in [false, true] {
            let sheet = UIViewController()
            let (sim, _, taps) = world(sheet) {
                $0.detents = [.medium(), .large()]
                if undimmed { $0.largestUndimmedDetentIdentifier = .medium }
            }
            #expect(sheet.view.superview?.frame.minY == 422)
            sim.tap(at: CGPoint(x: 195, y: 130))
            sim.advance(by: 1)
            #expect(taps() == (undimmed ? 1 : 0))
            drag(sim, from: CGPoint(x: 195, y: 600), by: CGPoint(x: 0, y: -300), steps: 20)
            #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
            #expect(sheet.view.superview?.frame.minY == 57)
        }
    }

    @Test("a stock UISlider keeps its knob in a sheet: the sheet's drag does not begin while the slider drags it")
    func stockSlider() {
        let sheet = UIViewController()
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 350, height: 40))
        sheet.view.addSubview(slider)
        let (sim, root, _) = world(sheet)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let knob = slider.knobFrame
        let start = CGPoint(x: 20 + knob.midX, y: 57 + 200 + knob.midY)
        drag(sim, from: start, by: CGPoint(x: 60, y: 150), steps: 20)
        #expect(changes > 0)
        #expect(sheet.view.superview?.frame.minY == 57 && root.presentedViewController === sheet)
        #expect(sim.log.lines.contains { $0.hasSuffix("possible → failed: UISlider's default action prevents a superview pan") })
    }

    @Test("at a medium detent an upward scroll grows the sheet first; with prefersScrollingExpands… false it scrolls")
    func scrollingExpands() throws {
        for expands in [true, false] {
            let sheet = UIViewController()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 787))
            scroll.contentSize = CGSize(width: 390, height: 3_000)
            sheet.view.addSubview(scroll)
            let (sim, _, _) = world(sheet) {
                $0.detents = [.medium(), .large()]
                $0.prefersScrollingExpandsWhenScrolledToEdge = expands
            }
            drag(sim, from: CGPoint(x: 195, y: 700), by: CGPoint(x: 0, y: -250), steps: 20)
            #expect((sheet.sheetPresentationController?.selectedDetentIdentifier == .large) == expands, "\(expands)")
            #expect((scroll.contentOffset.y > 0) == !expands, "\(expands)")
        }
    }

    @Test("a custom detent rests at its height; one that resolves to nil, zero or NaN is inactive; one above the large is the large")
    func customDetents() {
        let sheet = UIViewController()
        let (sim, _, _) = world(sheet) {
            $0.detents = [.custom { _ in 200 }, .custom(identifier: .init("none")) { _ in .nan },
                          .custom(identifier: .init("zero")) { _ in 0 }, .large()]
        }
        #expect(sheet.view.superview?.frame.minY == 644)
        let controller = sheet.sheetPresentationController!
        #expect(controller.detents[0].identifier.rawValue == "custom.0")
        drag(sim, from: CGPoint(x: 195, y: 700), by: CGPoint(x: 0, y: -400), steps: 20)
        #expect(controller.selectedDetentIdentifier == .large && sheet.view.superview?.frame.minY == 57)
        let tall = UISheetPresentationController.Detent.custom { $0.maximumDetentValue * 3 }
        #expect(tall.resolvedValue(in: Container(maximumDetentValue: 787)) == 787)
        #expect(UISheetPresentationController.Detent.custom { _ in -5 }.resolvedValue(in: Container(maximumDetentValue: 787)) == nil)
    }

    private final class Container: NSObject, UISheetPresentationControllerDetentResolutionContext {
        let maximumDetentValue: CGFloat
        init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
    }
}

import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// docs/uikit-rules.md R14.5–R14.6: what a sheet's presentation tells its delegate and its controllers when the
/// user swipes it down — asked as the drag begins, told as it passes the smallest detent and when it is gone, the
/// presenting controller told nothing — and a popover kept on an iPhone, dismissed by a touch outside it that goes
/// no further, except on a pass-through view.
@Suite("Presentation callbacks: a sheet swiped down, a popover touched outside")
@MainActor
struct PresentationCallbackTests {
    /// Logs the delegate calls, refuses when told to, and keeps a popover a popover.
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        var refuses = false
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log("shouldDismiss")
            return !refuses
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log("didAttemptToDismiss") }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log("didDismiss") }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    private func lines(_ sim: Simulator) -> [String] { sim.log.records.filter(\.isUserLine).map(\.text) }

    /// A root titled Root presenting Sheet as a page sheet, its presentation's delegate `delegate`.
    private func sheetWorld(_ delegate: Delegate) -> (Simulator, UIViewController, UIViewController) {
        let root = AppearanceLoggingScreen()
        root.title = "Root"
        let (sim, window) = makeWorld(root: root) { _ in }
        let sheet = AppearanceLoggingScreen()
        sheet.title = "Sheet"
        sheet.modalPresentationStyle = .pageSheet
        sheet.presentationController?.delegate = delegate
        sim.run { window.rootViewController!.present(sheet, animated: false) }
        sim.log.removeAll()
        return (sim, root, sheet)
    }

    private func drag(_ sim: Simulator, down distance: CGFloat) {
        sim.touchDown(at: CGPoint(x: 195, y: 300))
        for step in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 195, y: 300 + distance * CGFloat(step) / 20))
        }
        sim.advance(by: 1.0 / 60)
        sim.touchUp()
        sim.advance(by: 1)
    }

    @Test("a sheet swiped away: asked as the drag begins, told it will dismiss as it leaves its detent, then gone; the presenting controller hears nothing")
    func swipedAway() {
        let delegate = Delegate()
        let (sim, root, _) = sheetWorld(delegate)
        drag(sim, down: 400)
        #expect(root.presentedViewController == nil)
        #expect(lines(sim) == ["shouldDismiss", "willDismiss", "Sheet willDisappear", "Sheet didDisappear", "didDismiss"])
    }

    @Test("a drag that lets go: will-dismiss and will-disappear, then the sheet appears again; no did-dismiss")
    func letGo() {
        let delegate = Delegate()
        let (sim, root, sheet) = sheetWorld(delegate)
        drag(sim, down: 80)
        #expect(root.presentedViewController === sheet)
        #expect(lines(sim) == ["shouldDismiss", "willDismiss", "Sheet willDisappear", "Sheet willAppear", "Sheet didAppear"])
    }

    @Test("refused (shouldDismiss false) or modal: the sheet follows only a little and the delegate hears the attempt; a modal sheet's is not asked")
    func refused() {
        let delegate = Delegate()
        delegate.refuses = true
        let (sim, root, sheet) = sheetWorld(delegate)
        drag(sim, down: 400)
        #expect(root.presentedViewController === sheet)
        #expect(lines(sim) == ["shouldDismiss", "didAttemptToDismiss"])
        sim.log.removeAll()
        delegate.refuses = false
        sheet.isModalInPresentation = true
        drag(sim, down: 2_000)
        #expect(root.presentedViewController === sheet && lines(sim) == ["didAttemptToDismiss"])
    }

    @Test("dismiss(animated:) in code tells the delegate nothing")
    func dismissedInCode() {
        let delegate = Delegate()
        let (sim, root, _) = sheetWorld(delegate)
        sim.run { root.dismiss(animated: false) }
        #expect(lines(sim) == ["Sheet willDisappear", "Sheet didDisappear"])
    }

    @Test("a popover its delegate keeps (.none) is a box below its source; a touch outside dismisses it and goes no further; on a pass-through view it goes to that view and the popover stays")
    func popover() throws {
        var taps: [String] = []
        let source = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let other = UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 60))
        let passthrough = UIButton(frame: CGRect(x: 270, y: 100, width: 100, height: 44))
        other.addAction(UIAction { _ in taps.append("other") }, for: .touchUpInside)
        passthrough.addAction(UIAction { _ in taps.append("passthrough") }, for: .touchUpInside)
        let (sim, window) = makeWorld { $0.addSubview(source); $0.addSubview(other); $0.addSubview(passthrough) }
        let delegate = Delegate()
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(menu.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        popover.passthroughViews = [passthrough]
        sim.run { window.rootViewController!.present(menu, animated: false) }
        #expect(className(of: menu.view.superview!) == "_UIPopoverView")
        #expect(menu.view.superview!.frame == CGRect(x: 10, y: 154, width: 200, height: 150), "below its source, within the margin")
        #expect(popover.arrowDirection == .up)
        sim.tap(at: CGPoint(x: 320, y: 122))
        sim.advance(by: 1)
        #expect(taps == ["passthrough"] && window.rootViewController!.presentedViewController === menu)
        sim.log.removeAll()
        sim.tap(at: CGPoint(x: 195, y: 730))
        sim.advance(by: 1)
        #expect(taps == ["passthrough"], "the touch that dismissed it went no further")
        #expect(window.rootViewController!.presentedViewController == nil)
        #expect(lines(sim) == ["shouldDismiss", "willDismiss", "didDismiss"])
        sim.tap(at: CGPoint(x: 195, y: 730))
        #expect(taps == ["passthrough", "other"])
    }
}

import Foundation

/// How a presented controller's view is placed in the window, with the container views iOS 13+ uses:
/// a `UITransitionView` over the window, holding (for a page sheet) a dimming view and a `UIDropShadowView` that
/// holds the view, with the sheet's drag on it.
/// The seeds' device logs (000, 001) show exactly this tree.
@MainActor
enum ModalPresentation {
    /// The gap between the top safe area and a page sheet's top edge *(assumed, as on iPhones with iOS 15+)*.
    static let pageSheetTopGap: CGFloat = 10

    static func isFullScreen(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: true
        case .pageSheet, .formSheet, .popover, .automatic, .none: false
        }
    }

    static func install(_ controller: UIViewController, in window: UIWindow) {
        let transition = UITransitionView(frame: window.bounds)
        window.addSubview(transition)
        let view: UIView = controller.view
        if let alert = controller as? UIAlertController {
            transition.addSubview(UIDimmingView(frame: transition.bounds))
            view.frame = alert.boxFrame(in: transition.bounds)
            transition.addSubview(view)
            controller.viewDidInstall()
            return
        }
        if isFullScreen(controller.modalPresentationStyle) {
            view.frame = transition.bounds
            transition.addSubview(view)
            controller.viewDidInstall()
            return
        }
        if let popover = controller.popoverPresentationController, popover.staysPopover {
            // A popover kept on an iPhone: its box beside the source, over a view that catches touches outside (R14.6).
            transition.passesTouchesThrough = true
            transition.addSubview(_UITouchFallbackView(frame: transition.bounds, popover: popover))
            let box = _UIPopoverView(frame: popover.frame(in: window.bounds))
            box.layer.cornerRadius = 13
            box.clipsToBounds = true
            // UIKit draws a shadow around it; a border keeps a white popover visible on a white screen.
            box.layer.borderWidth = 1
            box.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
            transition.addSubview(box)
            view.frame = box.bounds
            box.addSubview(view)
            controller.viewDidInstall()
            return
        }
        // A sheet rests at its detent, above a dimming view unless it is undimmed there (R14); a popover on an
        // iPhone is one (R14.4), told of its dismissal through the popover's delegate.
        let popover = controller.popoverPresentationController
        popover.map { $0.adaptiveSheet.delegate = $0.delegate }
        let sheetController = controller.sheetPresentationController ?? popover!.adaptiveSheet
        let (detent, top) = sheetController.current(in: window.bounds)
        let sheet = UIDropShadowView(
            frame: CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top))
        sheet.layer.cornerRadius = 10
        transition.addSubview(sheet)
        transition.showDimming(sheetController.dims(at: detent, in: window.bounds), below: sheet)
        view.frame = sheet.bounds
        sheet.addSubview(view)
        _ = SheetDismissal(sheet: sheetController, shadow: sheet)
        controller.viewDidInstall()
    }

    static func remove(_ controller: UIViewController) {
        guard let view = controller.viewIfLoaded else { return }
        var container: UIView = view
        while let parent = container.superview, !(parent is UIWindow) { container = parent }
        if container is UITransitionView { container.removeFromSuperview() } else { view.removeFromSuperview() }
    }
}

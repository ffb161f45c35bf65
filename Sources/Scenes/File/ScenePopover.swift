import Foundation
@_spi(Engine) import ViewModel

/// A scene's popover: its size, the delegate that keeps it a popover on an iPhone (or lets it adapt), its
/// pass-through views, and its source, a rectangle in the window on the presenting controller's view.
@MainActor
final class ScenePopover: NSObject, UIPopoverPresentationControllerDelegate {
    private let given: PopoverDescription
    private unowned let presented: UIViewController

    init(_ presented: UIViewController, _ description: PopoverDescription, passthrough: [UIView]) {
        (self.presented, given) = (presented, description)
        super.init()
        presented.preferredContentSize = description.size
        presented.popoverPresentationController?.delegate = self
        presented.popoverPresentationController?.passthroughViews = passthrough
    }

    /// Anchors the popover on `root`'s view, at the file's rectangle in the window.
    func point(from root: UIViewController) {
        guard let popover = presented.popoverPresentationController else { return }
        popover.sourceView = root.view
        popover.sourceRect = root.view.convert(given.source, from: nil)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        given.keepsPopover ? .none : .automatic
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// The view an inspector selects under the pointer: the deepest one drawn there — interactive or not, as
/// Xcode's view debugger picks — so a label or an image view with interaction off can be selected and asked
/// "why not this one?". Hidden and fully transparent views are not drawn, and a superview that clips to its
/// bounds hides its subviews outside them; otherwise subviews are drawn (and found) outside their superview too.
@MainActor
package enum DeepestView {
    /// `screenPoint` in screen points; `windows` front first (`UIApplication.windowsInHitTestOrder`).
    package static func at(_ screenPoint: CGPoint, windows: [UIWindow]) -> UIView? {
        for window in windows {
            if let found = deepest(in: window, at: screenPoint) { return found }
        }
        return nil
    }

    private static func deepest(in view: UIView, at screenPoint: CGPoint) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        let inside = view.bounds.contains(view.convert(screenPoint, from: nil))
        if view.clipsToBounds, !inside { return nil }
        for subview in view.subviewsInDrawingOrder.reversed() {
            if let found = deepest(in: subview, at: screenPoint) { return found }
        }
        return inside ? view : nil
    }
}

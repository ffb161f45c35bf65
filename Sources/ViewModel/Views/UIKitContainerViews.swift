import Foundation

// UIKit's private container views. They carry UIKit's class names because the seeds' device logs print them
// along hit-tests and responder chains; behaviour is a plain view's.

/// Holds a presented controller's views over the window (iOS 13+). Around a sheet at an undimmed detent it
/// answers no hit, so touches there reach the presenting view (docs/uikit-rules.md R14.3).
public final class UITransitionView: UIView {
    var passesTouchesThrough = false

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }
}

/// The rounded card of a page sheet (iOS 13+).
public final class UIDropShadowView: UIView {}

/// A navigation controller's root view.
public final class UILayoutContainerView: UIView {}

/// Holds the navigation controller's visible child.
public final class UINavigationTransitionView: UIView {}

/// Wraps the root view of the navigation controller's top child.
public final class UIViewControllerWrapperView: UIView {}

/// Dims what is behind a presented alert or action sheet, and takes the touches meant for it.
public final class UIDimmingView: UIView {}

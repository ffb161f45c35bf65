import Foundation

/// Why the default `hitTest(_:with:)` refused a view without asking `point(inside:)`.
public enum HitTestRefusal: Sendable, Equatable {
    case hidden
    case userInteractionDisabled
    case transparent(alpha: CGFloat)
    case disabledControl
    /// It is animating under `UIView.animate` without `.allowUserInteraction` (docs/uikit-rules.md R8.2).
    case animating
    /// It is animating under a `UIViewPropertyAnimator` whose `isUserInteractionEnabled` is false.
    case animatorInteractionDisabled
}

import Foundation

// UIKit's private container views. They carry UIKit's class names because the seeds' device logs print them
// along hit-tests and responder chains; behaviour is a plain view's.

/// Holds a presented controller's views over the window (iOS 13+).
public final class UITransitionView: UIView {}

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

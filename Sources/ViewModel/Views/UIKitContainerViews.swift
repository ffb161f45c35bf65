import Foundation

// UIKit's private container views. They carry UIKit's class names because the seeds' device logs print them
// along hit-tests and responder chains; behaviour is a plain view's.

/// Holds a presented controller's views over the window (iOS 13+). Around a sheet at an undimmed detent it
/// answers no hit, so touches there reach the presenting view (docs/uikit-rules.md R14.3).
@_spi(Engine) public final class UITransitionView: UIView {
    var passesTouchesThrough = false

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }
}

/// The rounded card of a page sheet (iOS 13+); it holds the sheet's drag.
@_spi(Engine) public final class UIDropShadowView: UIView {
    /// The drag's target and delegate, which the recognizer does not keep.
    var dismissal: SheetDismissal?
    /// The sheet's drag (UIKit's `_UISheetInteractionBackgroundDismissRecognizer`), for a scene file's relations.
    public var dismissPanGestureRecognizer: UIPanGestureRecognizer? { dismissal?.pan }

    /// Gives a sheet read from a dump its drag, as UIKit's sheets have (docs/uikit-rules.md R14.2).
    public func addSheetDrag() {
        if dismissal == nil { _ = SheetDismissal(sheet: nil, shadow: self) }
    }
}

/// A navigation controller's root view.
@_spi(Engine) public final class UILayoutContainerView: UIView {
    private var popSwipeAnswer: FixedAnswer?

    /// Gives a navigation controller's view read from a dump the leading-edge swipe UIKit puts on it, which begins
    /// only when a controller can be popped (docs/uikit-rules.md R13.2). With no stack to pop, it only takes the
    /// touch from the views under it, as the device's does.
    public func addPopSwipe(canPop: Bool) {
        guard popSwipeAnswer == nil else { return }
        let answer = FixedAnswer(begins: canPop)
        let swipe = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        swipe.edges = .left
        swipe.delaysTouchesBegan = true
        swipe.delegate = answer
        addGestureRecognizer(swipe)
        popSwipeAnswer = answer
    }
}

/// A delegate that always gives the same answer to `gestureRecognizerShouldBegin`.
@MainActor
final class FixedAnswer: NSObject, UIGestureRecognizerDelegate {
    let begins: Bool
    init(begins: Bool) { self.begins = begins }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
}

/// Holds the navigation controller's visible child.
@_spi(Engine) public final class UINavigationTransitionView: UIView {}

/// Wraps the root view of the navigation controller's top child.
@_spi(Engine) public final class UIViewControllerWrapperView: UIView {}

/// Dims what is behind a presented alert or action sheet, and takes the touches meant for it.
@_spi(Engine) public final class UIDimmingView: UIView {}

/// A popover's box, which holds its controller's view *(assumed: the class of the box on iOS 15–18 is
/// undocumented and unreported; this name is the older releases')*.
@_spi(Engine) public final class _UIPopoverView: UIView {}

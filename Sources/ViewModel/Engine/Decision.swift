import Foundation

/// A decision of the machinery, as data: what it decided, about which objects, so overlays and "why" answers
/// read it without parsing words. The log writes it as the note it always was (`# held: touchesBegan for …`),
/// so logs, seed comparisons and traces read the same.
@MainActor
public enum Decision {
    // MARK: Touches and their views

    /// The touch's view will never hear of it.
    case withheld(finger: Int, because: WithholdingReason)
    /// A phase of the touch (`touchesBegan` or `touchesEnded`) is held for its view, by the recognizers that
    /// delay it (`property`: `delaysTouchesBegan` or `delaysTouchesEnded`); none: the began is held already.
    case held(TraceSelector, view: UIView, finger: Int, by: [UIGestureRecognizer], property: String)
    /// A held phase is delivered: its holders failed or stopped holding.
    case released(TraceSelector, view: UIView, finger: Int)
    /// A recognizer with `cancelsTouchesInView` recognized: the view's touches are cancelled.
    case cancelledViewTouches(by: UIGestureRecognizer, view: UIView, fingers: [Int])
    /// What was held for the view is dropped, never delivered.
    case droppedHeld(view: UIView, finger: Int, because: DropReason)
    /// A view left its window or hid while it tracked a touch: the touch is cancelled.
    case viewLeft(UIView, finger: Int)

    /// A property animator moves the view: hit-testing carries the point into it where it is drawn (R8.5).
    case hitTestedWhereDrawn(UIView)

    // MARK: Recognizers

    /// A recognizer that finished and has not been reset takes no new touch.
    case notReset(UIGestureRecognizer, finger: Int)
    /// `gestureRecognizer(_:shouldReceive:)` said no.
    case delegateRefusedTouch(UIGestureRecognizer, finger: Int)
    /// A subclass set a state UIKit does not allow from the current one; the recognizer fails.
    case illegalTransition(UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
    /// A recognizer that would leave possible waits for one it requires to fail.
    case waits(UIGestureRecognizer, requires: UIGestureRecognizer)
    /// Everything it required has failed: it goes ahead.
    case stopsWaiting(UIGestureRecognizer)

    // MARK: Windows, the first responder, fingers

    /// A window's hit-test answered nil: the touch passes to the windows below.
    case windowPassedTouch(UIWindow)
    case noFirstResponder
    case noWindowToShake
    case noWindowForKey(String)
    /// A key matched a key command along the chain: it is sent as the command's action, not as presses.
    case keyCommand(key: String, responder: UIResponder)
    /// An input for a finger that is already down (down) or not down (move, up, cancel) is ignored.
    case fingerAlreadyDown(Int)
    case fingerNotDown(Int)

    /// Why a touch's view never hears of it.
    public enum WithholdingReason {
        case noView
        /// Another view with `isExclusiveTouch` tracks a touch.
        case exclusiveTouchElsewhere(UIView, finger: Int)
        /// The view has `isExclusiveTouch` and another view tracks a touch.
        case exclusiveTouch(UIView, other: UIView)
        /// The view has `isMultipleTouchEnabled` false and already has a touch.
        case notMultipleTouch(UIView, finger: Int)
    }

    /// Why what was held for a view is dropped.
    public enum DropReason {
        case touchCancelled
        case recognized(UIGestureRecognizer)
    }
}

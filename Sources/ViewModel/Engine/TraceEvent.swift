import Foundation

/// One step of event dispatch, as UIKit's objects report it to the world's dispatch log.
///
/// The objects are held, not named, so a viewer can point at them; the text form names their classes in the
/// seeds' notation (`-[EView touchesBegan:withEvent:]`).
@MainActor
public enum TraceEvent {
    /// `hitTest(_:with:)` was called on the view.
    case hitTest(UIView)
    /// The default `hitTest` refused the view before asking `point(inside:)`.
    case hitTestRefused(UIView, HitTestRefusal)
    /// `point(inside:with:)` was called on the view.
    case pointInside(UIView)
    /// `point(inside:with:)` answered.
    case pointInsideResult(UIView, Bool)
    /// `hitTest(_:with:)` answered.
    case hitTestResult(UIView, UIView?)
    /// A UIKit method was called on an object: a delivery, a call forwarded along `next`, a tracking call.
    case message(AnyObject, TraceSelector, forwardedFrom: AnyObject?)
    /// A forwarded call reached the end of the responder chain and was dropped.
    case chainEnded(TraceSelector, after: AnyObject)
    /// A control sent a control event to its targets.
    case controlEvent(UIControl, UIControl.Event)
    /// An action was sent to a target (nil: a nil-target action that no responder implements); `searched` when
    /// the target was found along the responder chain.
    case action(Selector, target: AnyObject?, sender: AnyObject?, searched: Bool)
    /// A recognizer's state changed, with the reason when the machinery decided it.
    case gestureState(UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
                      reason: GestureStateReason?)
    /// A recognizer sent its action (a nil action: the closure of `init(handler:)`).
    case gestureAction(UIGestureRecognizer, action: Selector?, target: AnyObject?)
    /// A line written by example or user code with `log(_:)`.
    case user(String)
    /// A decision of the machinery, as data (`Decision`).
    case decision(Decision)
    /// A note in words: an error in the app's use of UIKit, or what an animation or hierarchy change did.
    case note(String)
}

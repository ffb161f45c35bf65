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
    case gestureState(UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, reason: String?)
    /// A recognizer sent its action (a nil action: the closure of `init(handler:)`).
    case gestureAction(UIGestureRecognizer, action: Selector?, target: AnyObject?)
    /// A line written by example or user code with `log(_:)`.
    case user(String)
    /// A decision of the machinery, explained in words.
    case note(String)
}

/// The names of the UIKit methods the log reports, in Objective-C selector form.
public enum TraceSelector: String, Sendable, CaseIterable {
    case touchesBegan = "touchesBegan:withEvent:"
    case touchesMoved = "touchesMoved:withEvent:"
    case touchesEnded = "touchesEnded:withEvent:"
    case touchesCancelled = "touchesCancelled:withEvent:"
    case pressesBegan = "pressesBegan:withEvent:"
    case pressesEnded = "pressesEnded:withEvent:"
    case motionBegan = "motionBegan:withEvent:"
    case motionEnded = "motionEnded:withEvent:"
    case motionCancelled = "motionCancelled:withEvent:"
    case beginTracking = "beginTrackingWithTouch:withEvent:"
    case continueTracking = "continueTrackingWithTouch:withEvent:"
    case endTracking = "endTrackingWithTouch:withEvent:"
    case cancelTracking = "cancelTrackingWithEvent:"
    case sendEvent = "sendEvent:"
}

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

/// Where UIKit's objects send their trace; the dispatch log implements it.
@MainActor
public protocol DispatchTracer: AnyObject {
    /// Takes the event (consuming, so its objects are retained once, for the record that keeps them).
    func record(_ event: consuming TraceEvent)
}

/// Reports an error in the app's use of UIKit to its world's log (to standard output outside any world);
/// where UIKit would raise an exception, dispatch goes on.
@MainActor
func reportError(_ message: String, to tracer: (any DispatchTracer)?) {
    if let tracer { tracer.record(.note(message)) } else { print(message) }
}

/// What UIKit's objects ask of the machinery that owns their world.
@_spi(Engine)
@MainActor
public protocol EventEngine: AnyObject {
    /// `UIWindow.sendEvent(_:)`'s default: deliver the event's touches for this window.
    func deliverTouches(of event: UIEvent, in window: UIWindow)
    /// A view is leaving the window or becoming hidden: touches bound to it or its subviews end now.
    func viewWillStopReceivingTouches(_ view: UIView)
    /// Runs `body` after `delay` of virtual time (a control's highlight, a scroll view's deceleration).
    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> Int
    func cancelTimer(_ token: Int)
    /// Virtual seconds since the world was made: what animations read to know what is on screen.
    var now: TimeInterval { get }
    /// Keeps an animation running: calls its `reachEnd()` when virtual time reaches its `endTime` (never while
    /// that is nil). Called again after the end time changed (a property animator paused, continued, reversed).
    func run(_ animation: AnimationGroup)
    /// Forgets an animation that ended or was stopped: no `reachEnd()` call.
    func forget(_ animation: AnimationGroup)
}

/// Writes a line into the dispatch log of the world being dispatched, as the seeds' code writes with `NSLog`.
/// Outside any world (no event being dispatched), it prints to standard output.
@MainActor
public func log(_ message: String) {
    if let tracer = UIApplication.current?.tracer {
        tracer.record(.user(message))
    } else {
        print(message)
    }
}

/// UIKit's class name for an object, as `NSStringFromClass` prints it (without the module).
public func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
}

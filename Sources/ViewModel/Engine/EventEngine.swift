import Foundation

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

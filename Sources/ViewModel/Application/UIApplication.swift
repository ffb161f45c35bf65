import Foundation

/// The app object of one world: its windows, its first responder, its delegate.
///
/// `UIApplication.shared` is the application of the world whose event is being dispatched (a task-local
/// value the host sets), so ported UIKit code works and two worlds never share one.
@MainActor
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The application of the world being dispatched; nil outside any world.
    @_spi(Engine) @TaskLocal public static var current: UIApplication?

    /// The application of the world being dispatched. Calling it outside a world is a programming error.
    public static var shared: UIApplication {
        guard let current else {
            preconditionFailure("UIApplication.shared used outside a world: call it from code a Simulator runs")
        }
        return current
    }

    /// The delegate, held strongly (UIKit's app keeps its delegate alive for the app's life).
    public var delegate: (any UIApplicationDelegate)?
    @_spi(Engine) public let screen: UIScreen
    /// The iOS version the world runs, as `UIDevice.current.systemVersion` reports it.
    @_spi(Engine) public let systemVersion: String
    /// The version a world runs unless its device says otherwise: the last before iOS 26's content pop.
    @_spi(Engine) nonisolated public static let defaultSystemVersion = "18.0"
    public internal(set) var windows: [UIWindow] = []
    /// Counts the changes to the view trees this application shows (views added, removed, reordered; recognizers
    /// added or removed; a window shown): what is named by the trees, such as a view's name, is made again only
    /// when it moves (the engine's caches, `WorldNames`).
    @_spi(Engine) public internal(set) var treeVersion = 0
    @_spi(Engine) public internal(set) var firstResponder: UIResponder?
    /// The keyboard's window, once a text field or view has shown it.
    var keyboardWindow: UITextEffectsWindow?
    public internal(set) var applicationState: State = .active

    public enum State: Int, Sendable { case active, inactive, background }

    /// Where UIKit's objects report each dispatch step; the world's dispatch log.
    /// (Unowned: the host owns both and clears them when it goes.)
    @_spi(Engine) public unowned(unsafe) var tracer: (any DispatchTracer)?
    /// The machinery that delivers touches in this world.
    @_spi(Engine) public unowned(unsafe) var engine: (any EventEngine)?

    @_spi(Engine)
    public init(screen: UIScreen, systemVersion: String = UIApplication.defaultSystemVersion) {
        self.screen = screen
        self.systemVersion = systemVersion
        super.init()
    }

    isolated deinit {
        for window in windows { window.shownBy = nil }
    }

    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The visible windows in the order they are asked for hits: highest level first, and among equal
    /// levels the one shown last first.
    @_spi(Engine) public var windowsInHitTestOrder: [UIWindow] {
        windows.enumerated()
            .filter { !$0.element.isHidden }
            .sorted { ($0.element.windowLevel, $0.offset) > ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// Makes the window visible and key in this world.
    @_spi(Engine) public func show(_ window: UIWindow) {
        treeVersion &+= 1
        window.shownBy = self
        windows.removeAll { $0 === window }
        windows.append(window)
        let wasHidden = window.isHidden
        window.isHidden = false
        makeKey(window)
        window.forEachInTree { if $0.needsDisplay { window.enqueueDisplay(of: $0) } }
        if wasHidden { window.rootViewController?.beginAppearanceTransition() }
    }

    func makeKey(_ window: UIWindow) {
        for other in windows where other !== window && other.isKeyWindow {
            other.isKeyWindow = false
            other.resignKey()
        }
        if !window.isKeyWindow {
            window.isKeyWindow = true
            window.becomeKey()
        }
    }

    /// The delegate, when it is a responder that is not a view, a controller or the application itself.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    /// Sends a touch event to the windows of its touches, each once, in the order of their first touch.
    open func sendEvent(_ event: UIEvent) {
        var seen: [UIWindow] = []
        for touch in event.orderedTouches {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
            event.tracer?.record(.message(window, .sendEvent, forwardedFrom: self))
            window.sendEvent(event)
        }
    }

    /// Sends `action` to `target`, or, for a nil target, to the first responder along the chain from the
    /// first responder (from the sender when there is none) that implements it. False when nobody does.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: AnyObject?
        if let target {
            receiver = target as AnyObject
        } else {
            let start = firstResponder ?? (sender as? UIResponder)
            receiver = start?.target(forAction: action, withSender: sender) as AnyObject?
        }
        let performs = (receiver as? UIResponder)?.canPerformAction(action, withSender: sender) ?? true
        guard let receiver, performs, let method = (receiver as? ActionTarget)?.actionMethod(for: action) else {
            tracer?.record(.action(action, target: nil, sender: sender as AnyObject?, searched: target == nil))
            return false
        }
        tracer?.record(.action(method.selector, target: receiver, sender: sender as AnyObject?, searched: target == nil))
        method.call(sender: sender, event: event, on: receiver, reportingTo: tracer)
        return true
    }
}

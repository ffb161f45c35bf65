import Foundation

/// An object that can respond to and handle events, linked to the next one by `next`.
///
/// The default `touches…`, `presses…` and `motion…` methods pass the call to `next`; an override that does not
/// call `super` ends the chain there. Each step is written to the world's dispatch log.
@MainActor
open class UIResponder: NSObject, ActionTarget {
    public override init() { super.init() }

    /// The class (and address) a description of an app printed for this responder, when it was built from one —
    /// a `recursiveDescription` dump's view, a scene file's view or controller: log lines then show that class,
    /// not the Swift class that gives it its behaviour. Set once, before the responder is shown, and never
    /// changed — so reading it from `className(of:)`, which any thread may call, is safe. Nil for code's own.
    @_spi(Engine) nonisolated(unsafe) public var printedIdentity: PrintedIdentity?

    /// The next responder in the chain; nil ends it.
    open var next: UIResponder? { nil }

    // MARK: Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesBegan, event) { $0.touchesBegan(touches, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesMoved, event) { $0.touchesMoved(touches, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesEnded, event) { $0.touchesEnded(touches, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touchesCancelled, event) { $0.touchesCancelled(touches, with: event) }
    }

    // MARK: Presses and motion

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.pressesBegan, event) { $0.pressesBegan(presses, with: event) }
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.pressesEnded, event) { $0.pressesEnded(presses, with: event) }
    }

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motionBegan, event) { $0.motionBegan(motion, with: event) }
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motionEnded, event) { $0.motionEnded(motion, with: event) }
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motionCancelled, event) { $0.motionCancelled(motion, with: event) }
    }

    /// Passes a call to `next`, logging the hop, or logs that the chain ended here.
    private func forward(_ selector: TraceSelector, _ event: UIEvent?, _ call: (UIResponder) -> Void) {
        let tracer = event?.tracer
        guard let next else {
            tracer?.record(.chainEnded(selector, after: self))
            return
        }
        tracer?.record(.message(next, selector, forwardedFrom: self))
        call(next)
    }

    /// The keyboard shortcuts this responder offers; pressing one sends its action here (docs/uikit-rules.md R9.3).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// The application at the end of this responder's chain, if it is in a world.
    @_spi(Engine) public var application: UIApplication? {
        var responder: UIResponder? = self
        while let current = responder {
            if let app = current as? UIApplication { return app }
            responder = current.next
        }
        return nil
    }

    open var isFirstResponder: Bool { application?.firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let app = application else { return false }
        if app.firstResponder === self { return true }
        if let current = app.firstResponder, !current.resignFirstResponder() { return false }
        app.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let app = application, app.firstResponder === self { app.firstResponder = nil }
        return true
    }

    // MARK: Actions

    /// The action method that answers `selector`; none by default. **Adaptation** (docs/porting.md): `@Actions`
    /// on a subclass writes this, where iOS finds an `@objc` method through the Objective-C runtime.
    open func actionMethod(for selector: Selector) -> ActionMethod? { nil }

    /// Whether this responder performs `action`: by default, whether it has a method for it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionMethod(for: action) != nil
    }

    /// The responder that answers `action`: this one if it can perform it, else the first one along `next`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }
}

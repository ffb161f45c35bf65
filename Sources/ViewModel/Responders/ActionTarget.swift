/// An object whose methods can be reached by a selector: a target of target-action, or a responder that a
/// nil-targeted action finds along the chain.
///
/// Every `UIResponder` is one; `@Actions` on a class makes the methods of its body answer their selectors, and
/// makes a class that is not a responder an `ActionTarget`.
@MainActor
public protocol ActionTarget: AnyObject {
    /// The method that answers `selector`, or nil when this object has none.
    func actionMethod(for selector: Selector) -> ActionMethod?
}

/// One action method of one object, found by its selector, ready to be called with a sender and an event.
@MainActor
public struct ActionMethod {
    /// The method's Objective-C name (`buttonTapped:`), as the log prints it.
    public let selector: Selector
    /// The method's Swift name (`buttonTapped(_:)`), for messages.
    public let swiftName: String
    private let body: (_ sender: Any?, _ event: UIEvent?) -> ActionCall.Outcome

    public init(
        _ selector: Selector, swiftName: String,
        body: @escaping (_ sender: Any?, _ event: UIEvent?) -> ActionCall.Outcome
    ) {
        self.selector = selector
        self.swiftName = swiftName
        self.body = body
    }

    /// Calls the method; `.senderMismatch` when its parameter cannot take `sender` (it is not called then).
    @discardableResult
    public func call(sender: Any?, event: UIEvent?) -> ActionCall.Outcome { body(sender, event) }

    /// Calls the method of `target`; a sender its parameter cannot take is reported to `tracer`, naming the
    /// method, and the method is not called (on a device the app would crash or misread its argument).
    func call(sender: Any?, event: UIEvent?, on target: AnyObject, reportingTo tracer: (any DispatchTracer)?) {
        guard case .senderMismatch(let expected) = call(sender: sender, event: event) else { return }
        let given = sender.map { String(describing: type(of: $0)) } ?? "nil"
        let message = "error: \(className(of: target)).\(swiftName) takes \(expected), but the sender is \(given): "
            + "it was not called"
        reportError(message, to: tracer)
    }
}

/// Calls an action method with what UIKit passes: nothing, the sender, or the sender and the event — each only
/// if the method's parameter can take it.
@MainActor
public enum ActionCall {
    public enum Outcome: Equatable {
        case called
        /// The method's parameter is of this type, and the sender (or the event) is not.
        case senderMismatch(expected: String)
    }

    public static func pass<Result>(_ sender: Any?, _ event: UIEvent?, to method: () -> Result) -> Outcome {
        _ = method()
        return .called
    }

    public static func pass<Sender, Result>(_ sender: Any?, _ event: UIEvent?, to method: (Sender) -> Result) -> Outcome {
        guard let sender = sender as? Sender else { return .senderMismatch(expected: "\(Sender.self)") }
        _ = method(sender)
        return .called
    }

    public static func pass<Sender, Event, Result>(
        _ sender: Any?, _ event: UIEvent?, to method: (Sender, Event) -> Result
    ) -> Outcome {
        guard let sender = sender as? Sender else { return .senderMismatch(expected: "\(Sender.self)") }
        guard let event = event as? Event else { return .senderMismatch(expected: "\(Event.self)") }
        _ = method(sender, event)
        return .called
    }
}

/// Makes the action methods of a class reachable by their selectors, as `@objc` does on Apple's platforms: every
/// instance method of the class's body that takes no parameter, the sender, or the sender and the event answers
/// its Objective-C selector (`buttonTapped(_:)` → `buttonTapped:`, `tapped(sender:)` → `tappedWithSender:`).
/// One annotation per class; subclasses inherit their superclass's actions and add their own with their own
/// `@Actions`. Methods in extensions are not seen.
@attached(member, conformances: ActionTarget, names: named(actionMethod))
@attached(extension, conformances: ActionTarget)
public macro Actions() = #externalMacro(module: "ViewModelMacros", type: "ActionsMacro")

/// The selector of a method, as `#selector` names it on Apple's platforms: `#action(buttonTapped(_:))` is
/// `"buttonTapped:"`, checked by the compiler. `#action(handleTap)` without labels works as `#selector` does.
@freestanding(expression)
public macro action<Method>(_ method: Method) -> Selector =
    #externalMacro(module: "ViewModelMacros", type: "ActionSelectorMacro")

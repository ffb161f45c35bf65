/// UIKit's class name for an object, as `NSStringFromClass` prints it (without the module); for a view built from a
/// description of a real app's views, the class that description printed (`UIResponder.printedIdentity`).
///
/// `_typeName` rather than `String(describing:)`: the same name for a class, without the dynamic casts that
/// `describing` makes to look for a custom description — which made a verified replay spend 14 % of its time here.
/// The one cast left, to `UIResponder`, is a class cast: a walk up the superclass chain.
public func className(of object: AnyObject) -> String {
    if let responder = object as? UIResponder, let printed = responder.printedIdentity { return printed.className }
    if let recognizer = object as? UIGestureRecognizer, let printed = recognizer.printedIdentity { return printed.className }
    return _typeName(type(of: object), qualified: false)
}

/// How a description of a real app's views (UIKit's `recursiveDescription`) names a view: its class — often one
/// the simulator does not have, such as an app's own class or a private `_UI…` one — and its address, which tells
/// apart the views of one class.
public struct PrintedIdentity: Hashable, Sendable {
    public let className: String
    /// As printed, e.g. `0x7fe43c880a90`; nil when the description gave none.
    public let address: String?
    /// What the description found the class overriding, or a recognizer's delegate implementing, that can change
    /// UIKit's answer (`hitTest(_:with:)`, `gestureRecognizerShouldBegin(_:)`…); nil when it could not tell, as a
    /// dump never can. A capture taken through the Objective-C runtime tells; `why` names them.
    public let overrides: [String]?

    /// The methods `overrides` may name: a view's that change hit-testing or delivery, and a recognizer delegate's.
    public static let overridableMethods = [
        "hitTest(_:with:)", "point(inside:with:)", "touchesBegan(_:with:)", "touchesMoved(_:with:)",
        "touchesEnded(_:with:)", "touchesCancelled(_:with:)", "gestureRecognizerShouldBegin(_:)",
    ]
    public static let delegateMethods = [
        "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldReceive:)",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", "gestureRecognizer(_:shouldRequireFailureOf:)",
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
    ]

    public init(className: String, address: String?, overrides: [String]? = nil) {
        self.className = className
        self.address = address
        self.overrides = overrides
    }

    /// `Class 0xADDRESS`, or the class alone: how `why` names the view.
    public var name: String { address.map { "\(className) \($0)" } ?? className }
}

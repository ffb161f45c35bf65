/// UIKit's class name for an object, as `NSStringFromClass` prints it (without the module).
///
/// `_typeName` rather than `String(describing:)`: the same name for a class, without the dynamic casts that
/// `describing` makes to look for a custom description — which made a verified replay spend 14 % of its time here.
public func className(of object: AnyObject) -> String {
    _typeName(type(of: object), qualified: false)
}

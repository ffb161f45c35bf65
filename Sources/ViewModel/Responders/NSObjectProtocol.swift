/// What UIKit's classes inherit from NSObject and ported code relies on: `isKind(of:)` and `isMember(of:)`.
/// Equality and hashing by identity, NSObject's defaults, are each root class's own `Hashable` conformance
/// (`UIResponder`, `UIGestureRecognizer`, `UIEvent`, `UITouch`, `CALayer`, …), so `if recognizer == doubleTap`
/// compiles unchanged.
public protocol NSObjectProtocol: AnyObject {}

extension NSObjectProtocol {
    /// Whether the object is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether the object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }
}

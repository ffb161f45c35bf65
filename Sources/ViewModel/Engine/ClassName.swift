import Foundation

/// UIKit's class name for an object, as `NSStringFromClass` prints it (without the module).
public func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
}

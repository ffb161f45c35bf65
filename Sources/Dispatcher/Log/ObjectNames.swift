import Foundation
@_spi(Engine) import ViewModel

/// The one naming of a world's objects that every reader uses — traces, `diff`, `why`, the window, lint, the web
/// page — so a name read in one place can be typed in another (docs/architecture.md, "Names").
///
/// The rule: a view read from a dump is named as the dump printed it (`UIButton 0x7fe43c880a90`). Any other
/// object present when the naming starts is its class when no other object of its kind shares the class
/// (`EView`), else `Class#n`, n counting those from 1 in the walk order: the windows in the order they were shown,
/// each view before its subviews, subviews back to front; views and gesture recognizers are counted apart, a
/// view's recognizers in the order they were added. An object that appears later (a cell dequeued, a presented
/// controller, an application) is `Class#n` with the next number for its class.
@MainActor
public struct ObjectNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var counts: [String: Int] = [:]
    /// Every object named, held so that a freed object's address, reused by a new one, never gets its name.
    private var named: [AnyObject] = []

    /// No object named yet: each is named as it first appears.
    public init() {}

    /// The objects of `windows` named as the rule says.
    public init(windows: [UIWindow]) {
        var views: [UIView] = []
        for window in windows { window.forEachInTree { views.append($0) } }
        let recognizers = views.flatMap { $0.gestureRecognizers ?? [] }
        for group in [views as [AnyObject], recognizers as [AnyObject]] {
            for (object, name) in zip(group, Self.instanceNames(of: group)) { remember(object, as: name) }
            for object in group { counts[Self.baseName(of: object), default: 0] += 1 }
        }
    }

    /// The object's name, naming it now if it is new.
    public mutating func name(of object: AnyObject) -> String {
        if let known = names[ObjectIdentifier(object)] { return known }
        let base = Self.baseName(of: object)
        let number = counts[base, default: 0] + 1
        counts[base] = number
        let made = "\(base)#\(number)"
        remember(object, as: made)
        return made
    }

    private mutating func remember(_ object: AnyObject, as name: String) {
        names[ObjectIdentifier(object)] = name
        named.append(object)
    }

    /// Names for objects in a given order: the class, or `Class#n` when several share it, n counting those from 1
    /// in that order.
    public static func instanceNames(of objects: [AnyObject]) -> [String] {
        var perClass: [String: Int] = [:]
        for object in objects { perClass[baseName(of: object), default: 0] += 1 }
        var seen: [String: Int] = [:]
        return objects.map { object in
            let base = baseName(of: object)
            guard perClass[base, default: 0] > 1 else { return base }
            let number = seen[base, default: 0] + 1
            seen[base] = number
            return "\(base)#\(number)"
        }
    }

    /// The class, or a dump's printed identity, which already tells the view apart.
    private static func baseName(of object: AnyObject) -> String {
        (object as? UIResponder)?.printedIdentity?.name ?? className(of: object)
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// The one naming of a world's objects that every reader uses — traces, `diff`, `why`, the window, lint, the web
/// page — so a name read in one place can be typed in another (docs/architecture.md, "Names").
///
/// The rule: a view read from a dump is named as the dump printed it (`UIButton 0x7fe43c880a90`); a gesture
/// recognizer given a `name` is called by it when no other recognizer has that name and it is no class's name
/// (`single`, `UINavigationController.edgeSwipe`). Any other object present when the naming starts is its class
/// when no other object of its kind shares the class (`EView`), else `Class#n`, n counting those from 1 in the
/// walk order: the windows in the order they were shown, each view before its subviews, subviews back to front;
/// views and gesture recognizers are counted apart, a view's recognizers in the order they were added. An object
/// that appears later (a cell dequeued, a presented controller, an application) is its given name when that is
/// still free, else `Class#n` with the next number for its class.
///
/// Traces of format version 2 were recorded before given names won; they are read with `givenNamesWin` false.
@MainActor
public struct ObjectNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var counts: [String: Int] = [:]
    /// Whether a recognizer's given name is its name (not for traces of format version 2).
    private var givenNamesWin = true
    private var used: Set<String> = []
    /// Every object named, held so that a freed object's address, reused by a new one, never gets its name.
    private var named: [AnyObject] = []

    /// No object named yet: each is named as it first appears.
    public init() {}

    /// The objects of `windows` named as the rule says (`givenNamesWin` false: as version-2 traces named them).
    public init(windows: [UIWindow], givenNamesWin: Bool = true) {
        self.givenNamesWin = givenNamesWin
        var views: [UIView] = []
        for window in windows { window.forEachInTree { views.append($0) } }
        let recognizers = views.flatMap { $0.gestureRecognizers ?? [] }
        for group in [views as [AnyObject], recognizers as [AnyObject]] {
            for (object, name) in zip(group, Self.instanceNames(of: group, givenNamesWin: givenNamesWin)) {
                remember(object, as: name)
                let base = Self.baseName(of: object)
                if name == base || name.hasPrefix(base + "#") { counts[base, default: 0] += 1 }
            }
        }
    }

    /// The object's name, naming it now if it is new.
    public mutating func name(of object: AnyObject) -> String {
        if let known = names[ObjectIdentifier(object)] { return known }
        if givenNamesWin, let given = Self.givenName(of: object), !used.contains(given) {
            remember(object, as: given)
            return given
        }
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
        used.insert(name)
    }

    /// Names for objects in a given order: a recognizer's given name when it is the only one with it and no
    /// object's class is called so (unless `givenNamesWin` is false); else the class, or `Class#n` when several
    /// share it, n counting those from 1 in that order.
    public static func instanceNames(of objects: [AnyObject], givenNamesWin: Bool = true) -> [String] {
        let bases = objects.map(baseName(of:))
        var givenCounts: [String: Int] = [:]
        let given = objects.map { givenNamesWin ? givenName(of: $0) : nil }
        for name in given.compactMap({ $0 }) { givenCounts[name, default: 0] += 1 }
        let classNames = Set(bases)
        let wins = given.map { name in name.flatMap { givenCounts[$0] == 1 && !classNames.contains($0) ? $0 : nil } }
        var perClass: [String: Int] = [:]
        for (base, win) in zip(bases, wins) where win == nil { perClass[base, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return zip(bases, wins).map { base, win in
            if let win { return win }
            guard perClass[base, default: 0] > 1 else { return base }
            let number = seen[base, default: 0] + 1
            seen[base] = number
            return "\(base)#\(number)"
        }
    }

    /// A recognizer's given `name`, when it could be a name: not empty, no `#` (which `Class#n` names use).
    private static func givenName(of object: AnyObject) -> String? {
        guard let name = (object as? UIGestureRecognizer)?.name, !name.isEmpty, !name.contains("#") else { return nil }
        return name
    }

    /// The class, or a dump's printed identity, which already tells the view apart.
    private static func baseName(of object: AnyObject) -> String {
        (object as? UIResponder)?.printedIdentity?.name ?? className(of: object)
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// What a recognizer's delegate answers, as data: the cases an app's `UIGestureRecognizerDelegate` methods write,
/// which a scene file's recognizer keys (`shouldReceive`, `shouldBegin`, `simultaneousWith`,
/// `shouldRequireFailureOf`, `shouldBeRequiredToFailBy`) and the what-if changes give. Views are named as `why`
/// names them (`ViewNames`), and found when the question is asked, so a name means the view it names then.
package struct DelegateAnswers: Equatable {
    /// Which way a pan must be moving for `gestureRecognizerShouldBegin(_:)` to say yes, read from its velocity
    /// as apps read it (`abs(v.x) > abs(v.y)` is horizontal).
    package enum Direction: String, CaseIterable, Sendable {
        case horizontal, vertical, left, right, up, down

        func admits(_ v: CGPoint) -> Bool {
            let mostlyAcross = abs(v.x) > abs(v.y)
            switch self {
            case .horizontal: return mostlyAcross
            case .vertical: return !mostlyAcross
            case .left: return mostlyAcross && v.x < 0
            case .right: return mostlyAcross && v.x > 0
            case .up: return !mostlyAcross && v.y < 0
            case .down: return !mostlyAcross && v.y > 0
            }
        }
    }

    // gestureRecognizer(_:shouldReceive:): no for a touch on a control, in one of these views (the view or a
    // subview), or on a view of one of these classes (or a subclass, or a view in one).
    package var refusesControls = false
    package var refusedViews: [String] = []
    package var refusedClasses: [String] = []
    // gestureRecognizerShouldBegin(_:): yes only when the pan moves one of these ways; no when the touch is in
    // one of these views (`point(inside:)` at the recognizer's location).
    package var beginDirections: [Direction] = []
    package var beginRefusedIn: [String] = []

    package init() {}

    package var refusesTouches: Bool { refusesControls || !refusedViews.isEmpty || !refusedClasses.isEmpty }
    package var refusesBegins: Bool { !beginDirections.isEmpty || !beginRefusedIn.isEmpty }

    /// `gestureRecognizer(_:shouldReceive:)`'s rule in words: "refuses touches on a UIControl and in List".
    package var receiveWords: String? {
        let parts = (refusesControls ? ["on a UIControl"] : []) + refusedViews.map { "in \($0)" }
            + refusedClasses.map { "on a \($0)" }
        return parts.isEmpty ? nil : "refuses touches " + Self.list(parts)
    }

    /// `gestureRecognizerShouldBegin(_:)`'s rule in words: "begins only moving horizontally; not in Slider".
    package var beginWords: String? {
        var parts: [String] = []
        if !beginDirections.isEmpty { parts.append("begins only moving " + Self.list(beginDirections.map(\.adverb), or: true)) }
        if !beginRefusedIn.isEmpty { parts.append("does not begin in " + Self.list(beginRefusedIn, or: true)) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    private static func list(_ parts: [String], or: Bool = false) -> String {
        parts.count < 2 ? parts.joined() : parts.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + parts.last!
    }

    /// Whether `view`, or a view it is in, is of class `name`: the class its logs print, or one of its classes.
    @MainActor
    static func isKind(_ view: UIView, of name: String) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if className(of: candidate) == name { return true }
            var type: AnyClass? = Swift.type(of: candidate)
            while let cls = type {
                if _typeName(cls, qualified: false) == name { return true }
                type = _getSuperclass(cls)
            }
            current = candidate.superview
        }
        return false
    }
}

extension DelegateAnswers.Direction {
    var adverb: String {
        switch self {
        case .horizontal: "horizontally"
        case .vertical: "vertically"
        default: rawValue
        }
    }
}

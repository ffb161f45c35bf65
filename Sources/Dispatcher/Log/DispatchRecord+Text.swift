import Foundation
@_spi(Engine) import ViewModel

/// The text form of records, in the notation of the seeds' device logs: UIKit calls as Objective-C messages
/// (`-[EView touchesBegan:withEvent:]`), answers after `->`, the machinery's own explanations after `# `, and
/// lines written by example code as they are.
extension DispatchRecord {
    static func text(of kind: Kind) -> String {
        switch kind {
        case .input(let input):
            switch input.device {
            case .touch: return "# input finger \(input.finger) \(input.phase.rawValue) at \(format(input.point))"
            case .shake: return "# input shake \(input.phase.rawValue)"
            case .key(let name): return "# input key \(name) \(input.phase.rawValue)"
            }
        case .trace(let event):
            return text(of: event)
        }
    }

    private static func text(of event: TraceEvent) -> String {
        switch event {
        case .hitTest(let view):
            return message(view, "hitTest:withEvent:")
        case .hitTestRefused(let view, let reason):
            return "# \(className(of: view)) is not a hit: \(describe(reason))"
        case .pointInside(let view):
            return message(view, "pointInside:withEvent:")
        case .pointInsideResult(let view, let inside):
            return message(view, "pointInside:withEvent:") + (inside ? " -> YES" : " -> NO")
        case .hitTestResult(let view, let result):
            return message(view, "hitTest:withEvent:") + " -> " + (result.map(className(of:)) ?? "nil")
        case .message(let receiver, let selector, _):
            return message(receiver, selector.rawValue)
        case .chainEnded(let selector, let last):
            return "# \(selector.rawValue) left the responder chain after \(className(of: last)) and was dropped"
        case .controlEvent(let control, let controlEvent):
            return "# \(className(of: control)) sends \(controlEvent.logName)"
        case .action(let action, let target, _, let searched):
            let receiver = target.map(className(of:))
                ?? (searched ? "nobody: no responder implements it" : "nothing: the target does not implement it")
            let how = searched && target != nil ? " (nil target: found along the responder chain)" : ""
            return "-[UIApplication sendAction:to:from:forEvent:] \(action) -> \(receiver)" + how
        case .gestureState(let recognizer, let from, let to, let reason):
            // A recognizer's own rule is left out of the line, as UIKit's log has no word for it (`why` says it).
            if case .ownRule? = reason { return "# \(describe(recognizer)) \(from.logName) → \(to.logName)" }
            return "# \(describe(recognizer)) \(from.logName) → \(to.logName)" + (reason.map { ": " + describe($0, of: recognizer) } ?? "")
        case .gestureAction(let recognizer, let action, let target):
            guard let action, let target else { return "# \(describe(recognizer)) calls its handler" }
            return "# \(describe(recognizer)) sends \(action) to \(className(of: target))"
        case .user(let line):
            return line
        case .note(let note):
            return "# " + note
        case .decision(let decision):
            return "# " + describe(decision)
        }
    }

    /// A recognizer's class, and its `name` when it has one (two taps of one class are told apart).
    public static func describe(_ recognizer: UIGestureRecognizer) -> String {
        recognizer.name.map { "\(className(of: recognizer)) \"\($0)\"" } ?? className(of: recognizer)
    }

    private static func message(_ receiver: AnyObject, _ selector: String) -> String {
        "-[\(className(of: receiver)) \(selector)]"
    }

    /// Why the default `hitTest` refused a view, as the log words it (`UILabel is not a hit: …`).
    public static func describe(_ reason: HitTestRefusal) -> String {
        switch reason {
        case .hidden: "isHidden"
        case .userInteractionDisabled: "isUserInteractionEnabled is false"
        case .transparent(let alpha): "alpha \(alpha) < \(HitTesting.minimumAlpha)"
        case .disabledControl: "isEnabled is false"
        case .animating: "animating under UIView.animate without .allowUserInteraction"
        case .animatorInteractionDisabled: "animating under a UIViewPropertyAnimator whose isUserInteractionEnabled is false"
        }
    }

    /// A point as the log writes it: `(12, 300)`, or two decimals, `(12.50, 3.25)`.
    public static func format(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            // Only a whole number that fits an Int becomes one (a huge or infinite value would trap).
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
        }
        return "(\(number(point.x)), \(number(point.y)))"
    }
}

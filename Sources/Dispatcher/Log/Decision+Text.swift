import Foundation
@_spi(Engine) import ViewModel

extension DispatchRecord {
    /// A decision as the log words it (after `# `): the notes the seed comparisons and traces have always had.
    static func describe(_ decision: Decision) -> String {
        switch decision {
        case .withheld(let finger, let reason):
            return "touch \(finger) withheld from its view: " + describe(reason)
        case .held(let phase, let view, let finger, let holders, let property):
            let by = holders.map { "\(describe($0)) \(property)" }.joined(separator: ", ")
            return "held: \(name(of: phase)) for \(className(of: view)), touch \(finger) (\(by.isEmpty ? "its began is held" : by))"
        case .released(let phase, let view, let finger):
            return "released: \(name(of: phase)) for \(className(of: view)), touch \(finger)"
        case .cancelledViewTouches(let recognizer, let view, let fingers):
            let list = fingers.map(String.init).sorted().joined(separator: ", ")
            return "\(describe(recognizer)) recognized: \(className(of: view))'s touches (\(list)) are cancelled (cancelsTouchesInView)"
        case .droppedHeld(let view, let finger, let reason):
            let why = switch reason {
            case .touchCancelled: "the touch was cancelled"
            case .recognized(let recognizer): "\(describe(recognizer)) recognized"
            }
            return "dropped: the touches held for \(className(of: view)), touch \(finger) (\(why))"
        case .viewLeft(let view, let finger):
            return "\(className(of: view)) left its window or hid: touch \(finger) is cancelled"
        case .hitTestedWhereDrawn(let view):
            return "the point goes into \(UIView.describe(view)) where it is drawn: a UIViewPropertyAnimator moves it"
        case .notReset(let recognizer, let finger):
            return "\(describe(recognizer)) ignores touch \(finger): it has not been reset"
        case .delegateRefusedTouch(let recognizer, let finger):
            return "\(describe(recognizer)) does not receive touch \(finger): its delegate said no"
        case .illegalTransition(let recognizer, let from, let to):
            return "error: \(describe(recognizer)) made an illegal transition \(from.logName) → \(to.logName); it fails"
        case .waits(let recognizer, let required):
            return "\(describe(recognizer)) waits: it requires \(describe(required)) to fail"
        case .stopsWaiting(let recognizer):
            return "\(describe(recognizer)) stops waiting: what it required has failed"
        case .windowPassedTouch(let window):
            return "\(className(of: window)) answered nil: the touch passes to the windows below"
        case .noFirstResponder:
            return "no first responder: the key window gets the event"
        case .noWindowToShake:
            return "no window to shake"
        case .noWindowForKey(let name):
            return "no window for key \(name)"
        case .keyCommand(let name, let responder):
            return "key \(name) matches a key command of \(className(of: responder))"
        case .fingerAlreadyDown(let finger):
            return "ignored: finger \(finger) is already down"
        case .fingerNotDown(let finger):
            return "ignored: finger \(finger) is not down"
        }
    }

    /// Why a touch was withheld from its view, as the log words it; `name` names the views (their classes in the
    /// log, the names a reader was given in a "why" answer).
    public static func describe(_ reason: Decision.WithholdingReason, naming name: (UIView) -> String = className(of:))
        -> String
    {
        switch reason {
        case .noView:
            "it hit no view"
        case .exclusiveTouchElsewhere(let owner, let finger):
            "\(name(owner)) has isExclusiveTouch and tracks touch \(finger)"
        case .exclusiveTouch(let view, let other):
            "\(name(view)) has isExclusiveTouch and \(name(other)) tracks a touch"
        case .notMultipleTouch(let view, let finger):
            "\(name(view)) has isMultipleTouchEnabled false and already has touch \(finger)"
        }
    }

    /// Why the machinery moved `recognizer` to its state, as the log words it after the transition.
    public static func describe(_ reason: GestureStateReason, of recognizer: UIGestureRecognizer) -> String {
        switch reason {
        case .illegalTransition: "illegal transition"
        case .disabledOrRemoved: "disabled or removed"
        case .delegateRefusedBegin: "its delegate's gestureRecognizerShouldBegin said no"
        case .viewRefusedBegin(let view): "\(className(of: view)).gestureRecognizerShouldBegin said no"
        case .controlDefaultAction(let control):
            "\(className(of: control))'s default action prevents a superview \(kind(of: recognizer))"
        case .preventedBy(let winner, let first): "prevented by \(describe(winner))" + (first ? ", which recognized first" : "")
        case .requiredRecognized(let required): "required \(describe(required)) to fail, but it recognized"
        case .ownRule(let rule): rule.words
        }
    }

    /// A recognizer's kind in a word, for the reasons that name it.
    private static func kind(of recognizer: UIGestureRecognizer) -> String {
        switch recognizer {
        case is UITapGestureRecognizer: "tap"
        case is UISwipeGestureRecognizer: "swipe"
        case is UIPanGestureRecognizer: "pan"
        case is UILongPressGestureRecognizer: "long press"
        default: "gesture"
        }
    }

    /// `touchesBegan` for `touchesBegan:withEvent:`.
    private static func name(of phase: TraceSelector) -> Substring {
        phase.rawValue.prefix { $0 != ":" }
    }
}

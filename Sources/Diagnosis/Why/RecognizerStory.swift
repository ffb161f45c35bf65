import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// "Why did (or didn't) this recognizer recognize?", read from one gesture's records: its timeline — the touches
/// it saw, each state it moved to with the reason, waiting for another to fail, a delegate's refusal, the view
/// touches it held or cancelled, its action — and one sentence naming the object and the rule that decided.
///
/// Read from the typed records (`TraceEvent`, `Decision`, `GestureStateReason`), not from their words.
@MainActor
package struct RecognizerStory {
    /// One moment of the timeline: when, and what happened, in words.
    package struct Moment: Encodable, Sendable, Equatable {
        package let t: Double
        package let what: String
    }

    package let recognizer: UIGestureRecognizer
    /// The moments in order; a run of the same moment (a pan's changes, its action sent each time) is one, with
    /// its count.
    package private(set) var timeline: [Moment] = []
    private var runs: [(t: Double, what: String, count: Int)] = []
    /// The sentence, and the name of the object whose answer decided (nil: none did, nothing happened).
    package private(set) var sentence = ""
    package private(set) var decidedBy: String?
    /// The last state the records moved it to (possible when they moved it nowhere).
    package private(set) var outcome: UIGestureRecognizer.State = .possible

    /// `records`: the gesture's, from its first down on; `hit`: the view hit-testing gave the first touch to.
    package init(of recognizer: UIGestureRecognizer, records: [DispatchRecord], hit: UIView?, names: RecognizerNames) {
        self.recognizer = recognizer
        let name = names.name(ofAny:)
        let me = name(recognizer)
        let answers = (recognizer.delegate as? AnsweringDelegate)?.answers
        var final: (state: UIGestureRecognizer.State, reason: GestureStateReason?)?
        var sawTouches = false, waitingFor: UIGestureRecognizer?, refused = false, notReset = false
        var cancelled: [UIView] = [], fired = false, lastPhase: TraceSelector?
        for record in records {
            guard case .trace(let event) = record.kind else { continue }
            let t = record.time
            switch event {
            case .message(let receiver as UIGestureRecognizer, let selector, _) where receiver === recognizer:
                sawTouches = true
                // One line per run of a phase: a drag's many moves are one moment.
                if selector != lastPhase { note(t, "gets \(selector.rawValue)") }
                lastPhase = selector
            case .gestureState(let subject, let from, let to, let reason) where subject === recognizer:
                final = (to, reason)
                let why = reason.map { ": " + Self.words(for: $0, answers: answers, name: name) } ?? ""
                note(t, "\(from.logName) → \(to.logName)\(why)")
            case .gestureState(let other, _, .failed, let reason?) where other !== recognizer:
                switch reason {
                case .preventedBy(let winner, _) where winner === recognizer:
                    note(t, "prevents \(name(other)) (it recognized first)")
                case .requiredRecognized(let required) where required === recognizer:
                    note(t, "fails \(name(other)), which required it to fail")
                default: break
                }
            case .gestureAction(let subject, _, _) where subject === recognizer:
                fired = true
                note(t, "sends its action", joining: true)
            case .decision(let decision):
                switch decision {
                case .waits(let subject, let required) where subject === recognizer:
                    waitingFor = required
                    note(t, "waits for \(name(required)) to fail (require(toFail:))")
                case .stopsWaiting(let subject) where subject === recognizer:
                    waitingFor = nil
                    note(t, "stops waiting: what it required failed")
                case .delegateRefusedTouch(let subject, let finger) where subject === recognizer:
                    refused = true
                    note(t, "its delegate's gestureRecognizer(_:shouldReceive:) refuses finger \(finger)"
                         + (answers?.receiveWords.map { ": it \($0)" } ?? ""))
                case .notReset(let subject, let finger) where subject === recognizer:
                    notReset = true
                    note(t, "not reset since its last gesture: finger \(finger) is not its")
                case .cancelledViewTouches(let subject, let view, _) where subject === recognizer:
                    cancelled.append(view)
                    note(t, "cancels \(name(view))'s touches (cancelsTouchesInView)")
                case .held(let phase, let view, _, let holders, let property) where holders.contains(where: { $0 === recognizer }):
                    note(t, "holds \(name(view))'s \(phase.rawValue) (\(property))")
                default: break
                }
            default:
                break
            }
        }
        outcome = final?.state ?? .possible
        (sentence, decidedBy) = Self.verdict(
            me: me, recognizer: recognizer, final: final, sawTouches: sawTouches, waitingFor: waitingFor,
            refused: refused, notReset: notReset, cancelled: cancelled, fired: fired, hit: hit, name: name)
    }

    /// Adds a moment, or counts it into the run it repeats (`joining`: said with the moment before, as an action
    /// sent with each change of a pan: "changed and sends its action (×12)").
    private mutating func note(_ t: Double, _ what: String, joining: Bool = false) {
        var (t, what) = (t, what)
        // Only onto a state's move, once: "began → changed and sends its action", then "sends its action (×15)".
        if joining, let last = runs.last, last.count == 1, last.what.contains("→"), !last.what.hasSuffix(" and " + what) {
            runs.removeLast()
            (t, what) = (last.t, last.what + " and " + what)
        }
        if let last = runs.last, last.what == what {
            runs[runs.count - 1].count += 1
        } else {
            runs.append((t, what, 1))
        }
        timeline = runs.map { Moment(t: $0.t, what: $0.count > 1 ? "\($0.what) (×\($0.count))" : $0.what) }
    }

    /// A state reason in `why`'s words, naming objects as the tree does.
    /// `answers`: what its delegate's answers are, when they were given as data (a scene's keys, a what-if).
    static func words(for reason: GestureStateReason, answers: DelegateAnswers? = nil, name: (AnyObject) -> String) -> String {
        switch reason {
        case .preventedBy(let winner, let first): "prevented by \(name(winner))" + (first ? ", which recognized first" : "")
        case .requiredRecognized(let required): "it requires \(name(required)) to fail (require(toFail:)), and \(name(required)) recognized"
        case .delegateRefusedBegin:
            answers?.beginWords.map { "its delegate \($0), and said no (gestureRecognizerShouldBegin(_:))" }
                ?? "its delegate's gestureRecognizerShouldBegin(_:) returned false"
        case .viewRefusedBegin(let view): "\(name(view)).gestureRecognizerShouldBegin(_:) returned false"
        case .controlDefaultAction(let control): "\(name(control)), a control on the touch's way, keeps its default action from a superview's recognizer"
        case .disabledOrRemoved: "it was disabled or removed while following the touch"
        case .illegalTransition: "its code asked for a transition UIKit does not allow"
        case .ownRule(let rule): rule.words
        }
    }

    // One sentence for the outcome, and whose answer decided it.
    private static func verdict(
        me: String, recognizer: UIGestureRecognizer, final: (state: UIGestureRecognizer.State, reason: GestureStateReason?)?,
        sawTouches: Bool, waitingFor: UIGestureRecognizer?, refused: Bool, notReset: Bool, cancelled: [UIView],
        fired: Bool, hit: UIView?, name: (AnyObject) -> String
    ) -> (String, String?) {
        let answers = (recognizer.delegate as? AnsweringDelegate)?.answers
        if let final {
            let because = final.reason.map { words(for: $0, answers: answers, name: name) }
            switch final.state {
            case .ended, .began, .changed:
                let began = final.state == .ended ? "recognized" : "began"
                let cancels = cancelled.isEmpty ? ""
                    : ", and cancelled \(cancelled.map(name).joined(separator: ", "))'s touches (cancelsTouchesInView)"
                let action = fired ? " and sent its action" : ""
                return ("\(me) \(began)\(action): its touches made its gesture, and no other recognizer or delegate stopped it\(cancels)", me)
            case .failed:
                switch final.reason {
                case .preventedBy(let winner, _)?:
                    return ("\(me) failed: \(name(winner)) recognized first on the same touches and prevented it (both may recognize only if a delegate's gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) says yes)", name(winner))
                case .requiredRecognized(let required)?:
                    return ("\(me) failed: \(because!)", name(required))
                case .viewRefusedBegin(let view)?:
                    return ("\(me) failed: \(because!)", name(view))
                case .controlDefaultAction(let control)?:
                    return ("\(me) failed: \(because!) (UIControl's gestureRecognizerShouldBegin(_:))", name(control))
                case .some:
                    return ("\(me) failed: \(because!)", me)
                case nil:
                    return ("\(me) failed: its own code set state = .failed (a subclass's rule touchsim cannot name)", me)
                }
            case .cancelled:
                return ("\(me) was cancelled: \(because ?? "its touches were cancelled while it was recognizing")", me)
            case .possible:
                break
            }
        }
        if let waitingFor {
            return ("\(me) is still waiting: it requires \(name(waitingFor)) to fail (require(toFail:)), and \(name(waitingFor)) has not", name(waitingFor))
        }
        if refused {
            let rule = answers?.receiveWords.map { "its delegate \($0) (gestureRecognizer(_:shouldReceive:))" }
            return ("\(me) never followed the touch: " + (rule ?? "its delegate's gestureRecognizer(_:shouldReceive:) returned false"), me)
        }
        if notReset { return ("\(me) never followed the touch: it had not been reset from its last gesture", me) }
        if !recognizer.isEnabled { return ("\(me) saw no touch: it is disabled (isEnabled = false)", me) }
        if sawTouches {
            return ("\(me) saw the touches and is still possible: its gesture is not complete (a finger may still be down)", me)
        }
        guard let hit else { return ("\(me) saw no touch: hit-testing found no view for it", nil) }
        guard let view = recognizer.view else { return ("\(me) saw no touch: it is on no view", me) }
        if !hit.isDescendant(of: view) {
            return ("\(me) saw no touch: a recognizer sees only touches hit-testing gives to its view or a view inside it, and the touch went to \(name(hit)), outside \(name(view))", name(hit))
        }
        return ("\(me) saw no touch, though the touch went to \(name(hit)) inside its view \(name(view))", me)
    }
}

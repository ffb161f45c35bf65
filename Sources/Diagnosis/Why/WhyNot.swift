import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// Finds why a view did or did not get a tap, from the tap's log: the first rule that kept the touch from it,
/// or how it got it. Hit-testing first, as UIKit decides it — the view's own answer if it was asked, else the
/// answer above it that meant it never was — then what the machinery did with the touch of the view it chose
/// (withheld, held, dropped, cancelled by a recognizer), read from the typed decisions, never from words.
@MainActor
enum WhyNot {
    static func reason(for view: UIView, in answer: TouchAnswer) -> TouchVerdict.Reason {
        let history = answer.history(of: view)
        if view === answer.hit { return touchViewReason(history, in: answer) }
        if let hit = answer.hit, history.events.contains(where: Self.isForwardedBegan) {
            let cancel = answer.history(of: hit).events.lazy.compactMap(Self.canceller).first
            return .forwarded(from: hit, cancelledBy: history.received(.touchesCancelled) ? cancel : nil)
        }
        let visits = answer.pass.visits
        if let index = visits.lastIndex(where: { $0.view === view }) { return askedReason(index, in: answer) }
        return neverAskedReason(view, in: answer)
    }

    // MARK: The hit view

    /// What became of the hit view's touch: the first decision that kept `touchesBegan` from it, else how it came.
    private static func touchViewReason(_ history: ViewTouchHistory, in answer: TouchAnswer) -> TouchVerdict.Reason {
        var holders: (recognizers: [UIGestureRecognizer], property: String)?
        var released: TimeInterval?
        var began = false
        for event in history.events {
            switch event {
            case .withheld(let reason):
                return .withheld(reason)
            case .held(.touchesBegan, let recognizers, let property) where !began:
                holders = (recognizers, property)
            case .released(.touchesBegan, let time):
                released = time
            case .dropped(let reason) where !began:
                return .dropped(holders: holders?.recognizers ?? [], property: holders?.property ?? "delaysTouchesBegan",
                                because: reason, rule: ownRule(of: reason, in: answer.records))
            case .delivered(.touchesBegan, nil, _):
                began = true
            case .cancelled(let recognizer):
                return .cancelled(by: recognizer)
            case .left:
                return .left
            default:
                break
            }
        }
        if began, let holders, let released, released > answer.downTime {
            return .late(by: released - answer.downTime, holders: holders.recognizers, property: holders.property)
        }
        if began { return .chosen }
        if let holders { return .stillHeld(holders: holders.recognizers, property: holders.property) }
        return .unexplained
    }

    /// The own rule a dropping recognizer recognized by, from its state record.
    private static func ownRule(of reason: Decision.DropReason, in records: [DispatchRecord]) -> String? {
        guard case .recognized(let recognizer) = reason else { return nil }
        for record in records {
            if case .trace(.gestureState(let changed, .possible, _, .ownRule(let rule)?)) = record.kind, changed === recognizer {
                return rule.words
            }
        }
        return nil
    }

    private static func isForwardedBegan(_ event: ViewTouchHistory.Event) -> Bool {
        if case .delivered(.touchesBegan, _?, _) = event { return true }
        return false
    }

    private static func canceller(_ event: ViewTouchHistory.Event) -> UIGestureRecognizer? {
        if case .cancelled(let recognizer) = event { return recognizer }
        return nil
    }

    // MARK: Asked, and did not answer itself

    private static func askedReason(_ index: Int, in answer: TouchAnswer) -> TouchVerdict.Reason {
        let visits = answer.pass.visits
        let visit = visits[index]
        let view = visit.view
        let point = visit.point
        switch visit.outcome {
        case .skipped(let refusal):
            return .skipped(refusal)
        case .outside:
            return visit.answer.map { .overridden(returned: $0) } ?? .saidNo(at: point)
        case .declined:
            return .declined(insideAt: visit.saidInside == true ? point : nil)
        case .inside, .hit:
            guard let returned = visit.answer else { return .unexplained }
            if returned !== view, !returned.isDescendant(of: view) { return .overridden(returned: returned) }
            // Up the callers: the first whose answer is not the one that came up to it replaced it.
            var current = index
            while let caller = visits[current].askedBy {
                if visits[caller].answer !== visits[current].answer {
                    return .replaced(by: visits[caller].view, hit: visits[caller].answer, answered: returned)
                }
                current = caller
            }
            guard let hit = answer.hit, returned !== view else { return .unexplained }
            return .deeper(hit: hit, stoppedAt: chainStop(before: view, from: hit, in: answer) ?? taker(before: view, from: hit, in: answer))
        case .asking:
            return .unexplained
        }
    }

    /// The last responder of the hit view's chain that got `touchesBegan`, when the chain holds `view` but the
    /// call stopped before it: the responder that did not pass it on.
    private static func chainStop(before view: UIView, from hit: UIView, in answer: TouchAnswer) -> AnyObject? {
        guard ResponderChainPath(from: hit).links.contains(where: { $0.responder === view }) else { return nil }
        var last: AnyObject?
        for record in answer.records {
            guard case .trace(.message(let receiver, .touchesBegan, let from)) = record.kind else { continue }
            if from == nil, receiver === hit, last == nil {
                last = receiver
            } else if let previous = last, let from, from === previous {
                last = receiver
            }
        }
        return last
    }

    /// The recognizer that took the hit view's touch — dropped or cancelled it as it recognized — when the chain
    /// holds `view`, so that touch would have climbed to it (a cell under a text view's text tap).
    private static func taker(before view: UIView, from hit: UIView, in answer: TouchAnswer) -> AnyObject? {
        guard ResponderChainPath(from: hit).links.contains(where: { $0.responder === view }) else { return nil }
        switch touchViewReason(answer.history(of: hit), in: answer) {
        case .dropped(_, _, .recognized(let recognizer), _), .cancelled(let recognizer): return recognizer
        default: return nil
        }
    }

    // MARK: Never asked

    /// Why hit-testing never reached the view: the nearest ancestor it asked, and that ancestor's answer; or, when
    /// it asked none, the view's window.
    private static func neverAskedReason(_ view: UIView, in answer: TouchAnswer) -> TouchVerdict.Reason {
        let visits = answer.pass.visits
        var branch = view
        while let ancestor = branch.superview {
            if let index = visits.lastIndex(where: { $0.view === ancestor }) {
                return ancestorReason(index, branch: branch, in: answer)
            }
            branch = ancestor
        }
        guard let window = branch as? UIWindow else { return .unexplained }
        if !answer.question.windowsAsked.contains(where: { $0 === window }) { return .windowHidden(window) }
        if let taker = visits.first(where: { $0.askedBy == nil && $0.answer != nil })?.view as? UIWindow {
            return .windowAbove(taker)
        }
        return .unexplained
    }

    /// Why the visited ancestor at `index` did not ask `branch`, its subview on the way down to the view.
    private static func ancestorReason(_ index: Int, branch: UIView, in answer: TouchAnswer) -> TouchVerdict.Reason {
        let visit = answer.pass.visits[index]
        let ancestor = visit.view
        switch visit.outcome {
        case .skipped(let refusal):
            return .ancestorSkipped(ancestor, refusal)
        case .outside where visit.answer == nil:
            return .ancestorSaidNo(ancestor, at: visit.point)
        case .outside, .declined:
            return .ancestorAnsweredWithoutAsking(ancestor, answered: visit.answer)
        case .inside, .hit:
            // The subview it asked that answered: asked front to back, it ends the asking.
            if let sibling = answer.pass.visits.last(where: { $0.askedBy == index && $0.answer != nil })?.view {
                let subviews = ancestor.subviews
                let inFront = (subviews.firstIndex { $0 === sibling }).flatMap { front in
                    subviews.firstIndex { $0 === branch }.map { front > $0 }
                } ?? false
                return .answeredFirst(sibling: sibling, branch: branch, inFront: inFront)
            }
            return .ancestorAnsweredWithoutAsking(ancestor, answered: visit.answer)
        case .asking:
            return .unexplained
        }
    }
}

import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

extension TouchVerdict {
    /// The verdict in one sentence, naming the deciding view and the rule, in UIKit's words: "BView was never
    /// asked: CView, in front of it, answered first". Points are in the named view's own coordinates.
    package var sentence: String {
        let me = name(view)
        switch reason {
        case .chosen:
            return "\(me) got the touch: hit-test chose it"
        case .late(let delay, let holders, let property):
            return "\(me) got the touch, but its touchesBegan came \(String(format: "%.2f", delay)) s late: "
                + "\(list(holders)) held it (\(rule(property, holders)))"
        case .forwarded(let hit, let canceller):
            return "\(me) got touchesBegan through the responder chain from \(name(hit)), the hit view"
                + (canceller.map { ", until \(describe($0)) recognized and cancelled the touch (cancelsTouchesInView)" } ?? "")
                + (isUntrackedByControl ? "; a control tracks only touches hit-testing gave to it, so it sends no action for this one" : "")
        case .skipped(let refusal):
            return "\(me) was skipped: \(DispatchRecord.describe(refusal))"
        case .saidNo(let point):
            return "\(me) was asked, but its point(inside:) said NO\(at(point)) in its own coordinates" + code(view)
        case .declined(let point?):
            return "\(me)'s point(inside:) said YES\(at(point)), but its overriding hitTest returned nil" + code(view)
        case .declined(nil):
            return "\(me)'s overriding hitTest returned nil without asking its point(inside:)" + code(view)
        case .overridden(let other):
            return "\(me)'s overriding hitTest returned \(name(other)), which is not inside it"
        case .deeper(let hit, let stopper):
            let chosen = hit.superview === view ? "its subview \(name(hit))" : "\(name(hit)), deeper inside it"
            return "\(me) contains the point, but hit-test went on into its subviews and chose \(chosen)"
                + (stopper.map { stopper in
                    stopper is UIGestureRecognizer
                        ? "; the touch would have climbed to it from \(name(hit)) up the responder chain, but \(name(stopper)) "
                            + "recognized and took it (cancelsTouchesInView)"
                        : "; \(name(stopper)) did not pass touchesBegan up the responder chain to it"
                } ?? "")
        case .replaced(let ancestor, let hit, let answered):
            return "\(me)'s hitTest returned \(answered === view ? "itself" : name(answered)), but "
                + "\(name(ancestor))'s overriding hitTest returned \(hit.map(name) ?? "nil") instead" + code(ancestor)
        case .ancestorSkipped(let ancestor, let refusal):
            return "\(me) was never asked: \(relation(ancestor)) \(name(ancestor)) was skipped "
                + "(\(DispatchRecord.describe(refusal)))"
        case .ancestorSaidNo(let ancestor, let point):
            return "\(me) was never asked: \(relation(ancestor)) \(name(ancestor)) said NO to point(inside:)\(at(point))"
                + code(ancestor)
        case .ancestorAnsweredWithoutAsking(let ancestor, let answered):
            return "\(me) was never asked: \(relation(ancestor)) \(name(ancestor))'s overriding hitTest returned "
                + "\(answered.map { $0 === ancestor ? "itself" : name($0) } ?? "nil") without asking it" + code(ancestor)
        case .answeredFirst(let sibling, let branch, let inFront):
            let order = inFront ? "in front of" : "asked before"
            let whom = branch === view ? "it" : "\(relation(branch)) \(name(branch))"
            return "\(me) was never asked: \(name(sibling)), \(order) \(whom), answered first"
                + (sibling.subviews.contains { $0 is _UITouchFallbackView }
                    ? ": a popover is up, and a touch outside it dismisses it and goes no further (unless it lands on "
                        + "one of the popover's passthroughViews)" : "")
                + (branch.layer.zPosition > sibling.layer.zPosition
                    ? "; \(branch === view ? "it" : name(branch)) is drawn above it by its layer's zPosition "
                        + "\(LintFinding.format(branch.layer.zPosition)), which hit-testing ignores" : "")
        case .windowAbove(let window):
            let which = window is UITextEffectsWindow ? "the keyboard's window" : "the window"
            return "\(me) was never asked: \(which) \(name(window)), asked before \(view is UIWindow ? "it" : "its window"), "
                + "took the touch"
        case .windowHidden(let window):
            return window === view ? "\(me) was never asked: it is hidden, and hit-testing asks visible windows only"
                : "\(me) was never asked: its window \(name(window)) is hidden"
        case .withheld(let withholding):
            return "\(me) was hit, but the touch was withheld from it: "
                + DispatchRecord.describe(withholding, naming: names.name(of:))
        case .cancelled(let recognizer):
            return "\(me) was hit, but \(describe(recognizer)) recognized and cancelled its touch (cancelsTouchesInView)"
        case .dropped(let holders, let property, let because, let ownRule):
            let when = switch because {
            case .recognized(let recognizer): "\(describe(recognizer)) recognized" + (ownRule.map { " (\($0))" } ?? "")
            case .touchCancelled: "the touch was cancelled"
            }
            return "\(me) was hit, but \(list(holders)) held its touchesBegan (\(rule(property, holders))) and it was "
                + "dropped when \(when)"
        case .stillHeld(let holders, let property):
            return "\(me) was hit, but \(list(holders)) still \(holders.count == 1 ? "holds" : "hold") its touchesBegan "
                + "(\(rule(property, holders)))"
        case .left:
            return "\(me) was hit, but it (or a superview) left its window or hid, and its touch was cancelled"
        case .unexplained:
            return "\(me) did not get the touch, and the log does not say why"
        }
    }

    private func name(_ object: AnyObject) -> String {
        (object as? UIView).map(names.name(of:)) ?? className(of: object)
    }

    /// "its superview" for the view's superview, "its ancestor" further up.
    private func relation(_ ancestor: UIView) -> String {
        view.superview === ancestor ? "its superview" : "its ancestor"
    }

    private func at(_ point: CGPoint?) -> String {
        point.map { " at " + DispatchRecord.format($0) } ?? ""
    }

    /// "UIView#2's UITapGestureRecognizer": the recognizer with the view it is attached to ("its own" for the
    /// view asked about).
    private func describe(_ recognizer: UIGestureRecognizer) -> String {
        let owner = recognizer.view.map { $0 === view ? "its own " : name($0) + "'s " }
        return (owner ?? "") + DispatchRecord.describe(recognizer)
    }

    /// The property that made recognizers hold a phase; for a scroll view's own delaying recognizer (private in
    /// UIKit), the scroll view's property a developer sets instead.
    private func rule(_ property: String, _ holders: [UIGestureRecognizer]) -> String {
        let scrollViews = !holders.isEmpty && holders.allSatisfy { $0 is UIScrollViewDelayedTouchesBeganGestureRecognizer }
        return scrollViews ? "\(property): the scroll view's delaysContentTouches" : property
    }

    private func list(_ recognizers: [UIGestureRecognizer]) -> String {
        recognizers.isEmpty ? "recognizers" : recognizers.map(describe).joined(separator: " and ")
    }

    /// The override that decided, when a scene or a what-if gave it as data (`UIView.hitAreaAnswer`): the code a
    /// developer writes for it, so the sentence shows it as code.
    private func code(_ view: UIView) -> String {
        view.hitAreaAnswer.map { "; \(name(view))'s class overrides it: \($0.swift)" } ?? ""
    }
}

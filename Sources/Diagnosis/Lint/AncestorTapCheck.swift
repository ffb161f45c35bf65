import Foundation
@_spi(Engine) import ViewModel

/// The rule `cancelled-by-ancestor-tap` (warning): a control under a superview's tap recognizer whose
/// `cancelsTouchesInView` is true. UIKit lets a control with a default action — a button's tap, a switch's
/// flip, a slider's knob — beat a superview's tap (its `gestureRecognizerShouldBegin` says no), so `UIButton`
/// and the others are safe; a custom `UIControl` has none, and the tap recognizes and cancels its touch.
///
/// Rather than copy that rule, the check asks the engine: for each control with such an ancestor, it taps the
/// control once in a fresh world and reports only when `why` says an ancestor's recognizer cancelled (or
/// dropped) its touch — delegates, `shouldReceive` and every exemption included.
@MainActor
enum AncestorTapCheck: LintCheck {
    nonisolated static let rules = [LintRule.cancelledByAncestorTap]

    static func findings(in context: LintContext) -> [LintFinding] {
        context.checked.compactMap { view in
            guard view is UIControl, hasCancellingAncestorTap(view),
                  let point = context.coverage(of: view)?.reachedPoint(in: context.sim),
                  let verdict = context.questions.verdict(for: context.name(view), at: point),
                  let recognizer = ancestorRecognizer(in: verdict), let owner = recognizer.view
            else { return nil }
            let ownerName = verdict.names.name(of: owner)
            let message = "\(ownerName)'s \(className(of: recognizer)) recognizes a tap on it and cancels its touch "
                + "(cancelsTouchesInView): it has no default action that UIKit lets beat a superview's tap."
            return context.finding(.cancelledByAncestorTap, view, message,
                                   LintFinding.Evidence(at: point, views: [ownerName], why: verdict.sentence))
        }
    }

    /// Whether an ancestor has an enabled tap recognizer that cancels the touches of the views under it.
    private static func hasCancellingAncestorTap(_ view: UIView) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if (ancestor.gestureRecognizers ?? []).contains(where: { $0 is UITapGestureRecognizer && $0.isEnabled
                && $0.cancelsTouchesInView })
            {
                return true
            }
            current = ancestor.superview
        }
        return false
    }

    /// The recognizer of an ancestor that cancelled the view's touch, or dropped it on recognizing.
    private static func ancestorRecognizer(in verdict: TouchVerdict) -> UIGestureRecognizer? {
        let recognizer: UIGestureRecognizer
        switch verdict.reason {
        case .cancelled(let by): recognizer = by
        case .dropped(_, _, .recognized(let by), _): recognizer = by
        default: return nil
        }
        guard let owner = recognizer.view, owner !== verdict.view, verdict.view.isDescendant(of: owner) else { return nil }
        return recognizer
    }
}

extension LintRule {
    package static let cancelledByAncestorTap = LintRule(
        rawValue: "cancelled-by-ancestor-tap", level: .warning,
        explanation: "A superview's tap recognizer (cancelsTouchesInView) recognizes a tap on the control and cancels its "
            + "touch: the control has no default action that UIKit lets beat a superview's tap.")
}

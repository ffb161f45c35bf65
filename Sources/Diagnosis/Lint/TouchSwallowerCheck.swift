import Foundation
@_spi(Engine) import ViewModel

/// The rule `touch-swallower` (warning): a view that shows nothing — a clear (or no) background, or an alpha
/// near 0 — with no recognizer and no control behaviour, yet is the hit view over part of a control or a view
/// with a recognizer. A clear background plays no part in hit-testing (only alpha below 0.01, `isHidden` and
/// `isUserInteractionEnabled` false do), so an empty overlay or container in front takes the touches of what
/// shows through it. Found from the checked views' blocked samples: whoever took them.
@MainActor
enum TouchSwallowerCheck: LintCheck {
    nonisolated static let rules = [LintRule.touchSwallower]

    static func findings(in context: LintContext) -> [LintFinding] {
        var swallowers: [(view: UIView, covered: [UIView], at: CGPoint)] = []
        for view in context.checked {
            guard let coverage = context.coverage(of: view) else { continue }
            for (point, taker) in coverage.blocked {
                guard let taker, !view.isDescendant(of: taker), showsNothing(taker) else { continue }
                if let index = swallowers.firstIndex(where: { $0.view === taker }) {
                    if !swallowers[index].covered.contains(where: { $0 === view }) { swallowers[index].covered.append(view) }
                } else {
                    swallowers.append((taker, [view], ViewCoverage.whole(point, in: context.sim) { $0 === taker }))
                }
            }
        }
        return swallowers.map { swallower, covered, point in
            let names = covered.map(context.name)
            let look = swallower.alpha < LintThresholds.invisibleAlpha
                ? "its alpha is \(String(format: "%g", swallower.alpha))" : "its background is clear"
            let message = "It shows nothing (\(look)) and has no recognizer, but it is the hit view over "
                + "\(names.joined(separator: ", ")) and swallows touches meant for \(covered.count == 1 ? "it" : "them")."
            return context.finding(.touchSwallower, swallower, message,
                                   LintFinding.Evidence(takenBy: context.name(swallower), at: point, views: names))
        }
    }

    /// Whether the view draws nothing a person could mean to tap and does nothing with a touch of its own. A bar's
    /// content view is part of the bar, which draws behind it: a person sees the bar, not an empty overlay.
    static func showsNothing(_ view: UIView) -> Bool {
        guard !(view is UIControl), !(view is UILabel), !(view is UIImageView),
              !(view.superview is UIToolbar || view.superview is UINavigationBar),
              (view.gestureRecognizers ?? []).isEmpty
        else { return false }
        let background = view.backgroundColor?.cgColor.alpha ?? 0
        return background < HitTesting.minimumAlpha || view.alpha < LintThresholds.invisibleAlpha
    }
}

extension LintRule {
    package static let touchSwallower = LintRule(
        rawValue: "touch-swallower", level: .warning,
        explanation: "A view that shows nothing (clear background or alpha near 0), with no recognizer and no control "
            + "behaviour, is the hit view over another view's touchable area.")
}

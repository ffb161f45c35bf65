import Foundation
@_spi(Engine) import ViewModel

/// The rule `zero-size-ancestor` (error): a container with zero width or height that does not clip still draws
/// its subviews, but its `point(inside:)` is false everywhere, so hit-testing never asks them — a layout that
/// forgot the container's size (no constraints, a frame never set, a cell whose height came out 0). Found from the
/// unreachable views' verdicts: `why` says an ancestor said NO to `point(inside:)`, and that ancestor has no size.
/// One that clips hides them as well: a checked view that nothing of is drawn, under a clipping ancestor of no
/// size, is reported too — it can be neither seen nor touched.
@MainActor
enum ZeroSizeAncestorCheck: LintCheck {
    nonisolated static let rules = [LintRule.zeroSizeAncestor]

    /// From what `ReachabilityCheck` left in the context: the ancestors that said NO.
    static func findings(in context: LintContext) -> [LintFinding] {
        var hidden: [(ancestor: UIView, views: [UIView], at: CGPoint?)] = []
        for (view, _) in context.notes.ancestorsSayingNo {
            // The ancestor `why` named said NO at one point; one of no size, nearer, says NO at every point.
            guard let ancestor = ancestorWithoutSize(of: view, clipping: false) else { continue }
            let at = context.coverage(of: view)?.mainTaker(in: context.sim)?.point
            if let index = hidden.firstIndex(where: { $0.ancestor === ancestor }) {
                hidden[index].views.append(view)
            } else {
                hidden.append((ancestor, [view], at))
            }
        }
        for view in context.checked where context.coverage(of: view) == nil && ViewCoverage.isShown(view, in: context.sim) {
            guard let ancestor = ancestorWithoutSize(of: view, clipping: true) else { continue }
            if let index = hidden.firstIndex(where: { $0.ancestor === ancestor }) {
                hidden[index].views.append(view)
            } else {
                hidden.append((ancestor, [view], nil))
            }
        }
        return hidden.map { ancestor, views, at in
            let size = "\(LintFinding.format(ancestor.bounds.width)) × \(LintFinding.format(ancestor.bounds.height)) pt"
            let names = views.map(context.name).joined(separator: ", ")
            let message = ancestor.clipsToBounds
                ? "It is \(size) and clips to its bounds, so \(names) inside it is neither drawn nor reached by any touch."
                : "It is \(size) and does not clip, so its subviews are drawn, but its point(inside:) fails "
                    + "everywhere and hit-testing never reaches \(names)."
            return context.finding(.zeroSizeAncestor, ancestor, message,
                                   LintFinding.Evidence(at: at, views: views.map(context.name)))
        }
    }

    /// The nearest ancestor of `view` that has no width or height and clips (or does not) as `clipping` says.
    private static func ancestorWithoutSize(of view: UIView, clipping: Bool) -> UIView? {
        var current = view.superview
        while let ancestor = current {
            if ancestor.clipsToBounds == clipping, ancestor.bounds.width == 0 || ancestor.bounds.height == 0 { return ancestor }
            current = ancestor.superview
        }
        return nil
    }
}

extension LintRule {
    package static let zeroSizeAncestor = LintRule(
        rawValue: "zero-size-ancestor", level: .error,
        explanation: "An ancestor with zero width or height draws its subviews (or, if it clips, hides them), but its "
            + "point(inside:) fails everywhere, so hit-testing never reaches them.")
}

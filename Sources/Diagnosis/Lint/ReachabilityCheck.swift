import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The rules `unreachable` (error) and `partly-covered` (warning): how much of each checked view's visible
/// area no touch reaches, the view that takes those touches instead, and — asked of `why` at one of those
/// points — the rule that sent them there (an ancestor with interaction off, a superview's bounds, a view in
/// front, an animation …).
@MainActor
enum ReachabilityCheck: LintCheck {
    nonisolated static let rules = [LintRule.unreachable, LintRule.partlyCovered]

    /// Leaves in the context the unreachable views whose `why` is an ancestor's NO to `point(inside:)`, with that
    /// ancestor's name, for the zero-size-ancestor check. Names, not the verdicts: a verdict holds its question's
    /// whole world, and keeping one a finding would keep every world the lint built.
    static func findings(in context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for view in context.checked {
            guard let coverage = context.coverage(of: view) else {
                if let finding = Self.zeroSize(view, in: context) { findings.append(finding) }
                continue
            }
            guard let (taker, point) = coverage.mainTaker(in: context.sim) else { continue }
            let percent = coverage.unreachablePercent
            let unreachable = coverage.reachedCount == 0
            guard unreachable || Double(percent) >= LintThresholds.partlyCoveredPercent else { continue }
            let verdict = context.questions.verdict(for: context.name(view), at: point)
            let why = verdict.flatMap { $0.gotTouch && !$0.isUntrackedByControl ? nil : $0.sentence }
            if unreachable, let verdict, case .ancestorSaidNo(let ancestor, _) = verdict.reason {
                context.notes.ancestorsSayingNo.append((view, verdict.names.name(of: ancestor)))
            }
            let evidence = LintFinding.Evidence(unreachablePercent: percent, takenBy: taker.map(context.name),
                                                at: point, why: why)
            let because = why.map { " (\($0))" } ?? ""
            findings.append(unreachable
                ? context.finding(.unreachable, view, "No touch reaches it\(because).", evidence)
                : context.finding(.partlyCovered, view, "\(percent)% of it is unreachable\(because).", evidence))
        }
        return findings
    }

    /// A shown view with no width or no height has no area to sample, and no point is inside it: no touch reaches
    /// it or its subviews (a cell or its content view left at zero height). Said with the view that takes a touch
    /// at its place, and why.
    private static func zeroSize(_ view: UIView, in context: LintContext) -> LintFinding? {
        let bounds = view.bounds
        guard ViewCoverage.isShown(view, in: context.sim), bounds.width <= 0 || bounds.height <= 0 else { return nil }
        let point = CGPoint(x: bounds.midX, y: bounds.midY).applying(view.toScreenTransform)
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let taker = HitAreaSampler.hitView(at: point, in: context.sim)
        let why = context.questions.verdict(for: context.name(view), at: point).flatMap { $0.gotTouch ? nil : $0.sentence }
        let size = "\(LintFinding.format(bounds.width)) × \(LintFinding.format(bounds.height)) pt"
        return context.finding(.unreachable, view, "It is \(size): no point is inside it, so no touch reaches it"
            + (why.map { " (\($0))" } ?? "") + ".",
            LintFinding.Evidence(unreachablePercent: 100, takenBy: taker.map(context.name), at: point, why: why))
    }
}

extension LintRule {
    package static let unreachable = LintRule(
        rawValue: "unreachable", level: .error,
        explanation: "A control or a view with a gesture recognizer is on screen, but no touch on it reaches it or its subviews.")
    package static let partlyCovered = LintRule(
        rawValue: "partly-covered", level: .warning,
        explanation: "Part of the view (\(Int(LintThresholds.partlyCoveredPercent))% or more) is unreachable: a view in front, "
            + "or a superview's bounds, takes the touch there.")
}

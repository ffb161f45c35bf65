import Dispatcher
import Foundation
import ViewModel

/// The rules `unreachable` (error) and `partly-covered` (warning): how much of each checked view's visible
/// area no touch reaches, the view that takes those touches instead, and — asked of `why` at one of those
/// points — the rule that sent them there (an ancestor with interaction off, a superview's bounds, a view in
/// front, an animation …).
@MainActor
struct ReachabilityCheck {
    private(set) var findings: [LintFinding] = []
    /// The unreachable views whose `why` is an ancestor's NO to `point(inside:)`, with that ancestor's name (for
    /// the zero-size-ancestor check). Names, not the verdicts: a verdict holds its question's whole world, and
    /// keeping one a finding would keep every world the lint built.
    private(set) var ancestorsSayingNo: [(view: UIView, ancestor: String)] = []

    init(_ context: LintContext) {
        for view in context.checked {
            guard let coverage = context.coverage(of: view), let (taker, point) = coverage.mainTaker(in: context.sim) else { continue }
            let percent = coverage.unreachablePercent
            let unreachable = coverage.reachedCount == 0
            guard unreachable || Double(percent) >= LintThresholds.partlyCoveredPercent else { continue }
            let verdict = context.questions.verdict(for: context.name(view), at: point)
            let why = verdict.flatMap { $0.gotTouch ? nil : $0.sentence }
            if unreachable, let verdict, case .ancestorSaidNo(let ancestor, _) = verdict.reason {
                ancestorsSayingNo.append((view, verdict.names.name(of: ancestor)))
            }
            let evidence = LintFinding.Evidence(unreachablePercent: percent, takenBy: taker.map(context.name),
                                                at: point, why: why)
            let because = why.map { " (\($0))" } ?? ""
            findings.append(unreachable
                ? context.finding(.unreachable, view, "No touch reaches it\(because).", evidence)
                : context.finding(.partlyCovered, view, "\(percent)% of it is unreachable\(because).", evidence))
        }
    }
}

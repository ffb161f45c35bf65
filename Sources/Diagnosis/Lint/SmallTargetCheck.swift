import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The rule `small-target` (warning): the area where touches reach a view, measured by sampling around it — so
/// an enlarged `point(inside:)` counts, and a part covered or cut off does not — is narrower or shorter than
/// 44 pt.
@MainActor
enum SmallTargetCheck: LintCheck {
    nonisolated static let rules = [LintRule.smallTarget]

    /// How far around the bounds to sample: a reachable area reaching further is 44 pt across in any case.
    static let reach = LintThresholds.minimumTarget / 2
    /// The most samples per view; the grid is 2 pt or finer for any view up to about 50 × 50 pt.
    static let sampleBudget: CGFloat = 2_500

    static func isSystemSized(_ view: UIView) -> Bool {
        view is UISwitch || view is UIStepper || view is UISegmentedControl || view is UIPageControl
    }

    static func findings(in context: LintContext) -> [LintFinding] {
        context.checked.compactMap { view in
            // UIKit sizes these controls itself (a switch 51 × 31 pt, a stepper 94 × 32, a segmented control 32
            // tall, a page control 26): a finding no app could act on.
            guard !Self.isSystemSized(view), let coverage = context.coverage(of: view), coverage.reachedCount > 0
            else { return nil }
            let bounds = view.bounds
            let minimum = LintThresholds.minimumTarget
            // A view 44 pt both ways that loses no touch is big enough without measuring.
            if bounds.width >= minimum, bounds.height >= minimum, coverage.blocked.isEmpty { return nil }
            let size = reachableSize(of: view, in: context.sim, budget: context.samples(sampleBudget))
            guard size.width < minimum || size.height < minimum else { return nil }
            let message = "Its touch area is \(LintFinding.format(size.width)) × \(LintFinding.format(size.height)) pt, "
                + "under the \(Int(minimum)) × \(Int(minimum)) pt minimum of Apple's Human Interface Guidelines."
            return context.finding(.smallTarget, view, message,
                                   LintFinding.Evidence(at: coverage.reachedPoint(in: context.sim), size: size))
        }
    }

    /// The width and height of the box around every point that reaches the view (the view or a subview is the
    /// hit): sampled on a grid over its bounds grown by `reach`, then each side of the box found to a hundredth
    /// of the grid's step by bisecting between its outermost hit sample and the miss beyond it.
    static func reachableSize(of view: UIView, in sim: Simulator, budget: CGFloat = sampleBudget) -> CGSize {
        let region = view.bounds.insetBy(dx: -reach, dy: -reach)
        guard let (step, rows, columns) = HitAreaGrid.layout(of: region, finest: ViewCoverage.finestStep,
                                                            budget: budget)
        else { return .zero }
        let toScreen = view.toScreenTransform
        return HitAreaSampler.quietly(in: sim) {
            @MainActor func reaches(_ point: CGPoint) -> Bool {
                guard let hit = HitAreaSampler.hitView(at: point.applying(toScreen), in: sim) else { return false }
                return hit === view || hit.isDescendant(of: view)
            }
            let grid = HitAreaGrid(origin: region.origin, step: step, rows: rows, columns: columns, hit: reaches)
            let cells = (0..<grid.rows).flatMap { row in
                (0..<grid.columns).filter { grid.hits(row: row, column: $0) }.map { (row: row, column: $0) }
            }
            guard let top = cells.first, let bottom = cells.last,
                  let left = cells.min(by: { $0.column < $1.column }), let right = cells.max(by: { $0.column < $1.column })
            else { return .zero }
            func centre(_ row: Int, _ column: Int) -> CGPoint {
                CGPoint(x: region.minX + (CGFloat(column) + 0.5) * step, y: region.minY + (CGFloat(row) + 0.5) * step)
            }
            /// The edge between a hit point and a miss point, by bisection.
            @MainActor func edge(from hit: CGPoint, toward miss: CGPoint) -> CGPoint {
                var (inside, outside) = (hit, miss)
                for _ in 0..<7 {
                    let middle = CGPoint(x: (inside.x + outside.x) / 2, y: (inside.y + outside.y) / 2)
                    if reaches(middle) { inside = middle } else { outside = middle }
                }
                return CGPoint(x: (inside.x + outside.x) / 2, y: (inside.y + outside.y) / 2)
            }
            let minX = edge(from: centre(left.row, left.column), toward: centre(left.row, left.column - 1)).x
            let maxX = edge(from: centre(right.row, right.column), toward: centre(right.row, right.column + 1)).x
            let minY = edge(from: centre(top.row, top.column), toward: centre(top.row - 1, top.column)).y
            let maxY = edge(from: centre(bottom.row, bottom.column), toward: centre(bottom.row + 1, bottom.column)).y
            return CGSize(width: Self.tenth(maxX - minX), height: Self.tenth(maxY - minY))
        }
    }

    private static func tenth(_ value: CGFloat) -> CGFloat { (value * 10).rounded() / 10 }
}

extension LintRule {
    package static let smallTarget = LintRule(
        rawValue: "small-target", level: .warning,
        explanation: "The area that takes its touches is under \(Int(LintThresholds.minimumTarget)) × "
            + "\(Int(LintThresholds.minimumTarget)) pt (Apple's Human Interface Guidelines), as sampled: an "
            + "enlarged point(inside:) counts.")
}

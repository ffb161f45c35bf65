import Dispatcher
import ExampleKit
import Foundation
@_spi(Engine) import ViewModel

/// `sim-desktop lint`'s engine: checks every control and every view with a gesture recognizer in a world (all
/// its windows) for the everyday touch bugs — views no touch reaches, views partly covered, small targets,
/// controls a superview's tap cancels, invisible views that swallow touches, zero-size ancestors — and returns
/// the findings in a fixed order.
///
/// Where a touch goes is never worked out here: each view's visible area is sampled by hit-testing the windows
/// (`ViewCoverage`, through `HitAreaSampler`), and the reason for a sample is `why`'s (`WhyNot`), asked by a tap
/// in a fresh world (`LintQuestions`). Every such view is checked; the work stays bounded: `ViewCoverage.sampleBudget`
/// samples each (fewer on a screen of thousands of views: `LintContext.sampleScale`), and one question per finding
/// while `LintQuestions`' budget lasts.
@MainActor
package struct TouchLint {
    private let makeWorld: @MainActor () -> Simulator

    /// `makeWorld` builds the world to check; it is called again for each question, and must build the same world.
    package init(makeWorld: @escaping @MainActor () -> Simulator) {
        self.makeWorld = makeWorld
    }

    /// Checks `example` (in `variant`) as it is once built, before any input.
    package init(example: Example, variant: String?) {
        self.init {
            example.world(variant: variant)
        }
    }

    package func run() -> LintReport {
        let sim = makeWorld()
        let context = LintContext(sim: sim, makeWorld: makeWorld)
        let findings = LintChecks.all.flatMap { $0.findings(in: context) }
        return LintReport(findings: findings.sorted(by: <), checked: context.checked.count,
                          questions: (context.questions.asked, context.questions.unasked, context.names.entries.count))
    }
}

/// What every check reads: the world, its views' names and order, the views to check and their sampled areas.
@MainActor
struct LintContext {
    let sim: Simulator
    let names: ViewNames
    let questions: LintQuestions
    /// The views to check, in walk order.
    let checked: [UIView]
    /// The sampled area of each checked view that is visible.
    let coverage: [ObjectIdentifier: ViewCoverage]
    /// What a check leaves for those after it.
    let notes = LintNotes()
    /// How much of each sampling budget this world gets (1 for an everyday screen), and the least a grid takes.
    private let sampleScale: CGFloat
    static let sampleWork: CGFloat = 40_000_000
    static let fewestSamples: CGFloat = 16
    private let order: [ObjectIdentifier: Int]

    init(sim: Simulator, makeWorld: @escaping @MainActor () -> Simulator) {
        self.sim = sim
        names = ViewNames(windows: sim.application.windows)
        questions = LintQuestions(viewCount: names.entries.count, makeWorld: makeWorld)
        let views = names.entries.map(\.view)
        order = Dictionary(views.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first })
        checked = views.filter(Self.isTouchable)
        // A sample hit-tests the windows, which costs up to a visit per view: on a screen of thousands of views the
        // grids are coarser, so that sampling stays within `sampleWork` visits (an everyday screen keeps the finest).
        sampleScale = min(1, Self.sampleWork / (CGFloat(max(1, checked.count * views.count)) * ViewCoverage.sampleBudget))
        var coverage: [ObjectIdentifier: ViewCoverage] = [:]
        for view in checked {
            coverage[ObjectIdentifier(view)] = ViewCoverage(
                of: view, in: sim, budget: Self.samples(ViewCoverage.sampleBudget, scale: sampleScale))
        }
        self.coverage = coverage
    }

    /// A grid's sampling budget in this world: `budget` scaled by `sampleScale`, never under `fewestSamples`.
    func samples(_ budget: CGFloat) -> CGFloat { Self.samples(budget, scale: sampleScale) }

    private static func samples(_ budget: CGFloat, scale: CGFloat) -> CGFloat { max(fewestSamples, budget * scale) }

    /// A control, or a view with a gesture recognizer: a view meant to take touches. A control that has its own
    /// interaction switched off and nothing listening to it (no action, no recognizer) is not: the app turned it
    /// off on purpose — UIKit's private button inside a bar button item is one, which a dump shows so.
    static func isTouchable(_ view: UIView) -> Bool {
        if !(view.gestureRecognizers ?? []).isEmpty { return true }
        guard let control = view as? UIControl else { return false }
        return control.isUserInteractionEnabled || !control.registeredActions.isEmpty
    }

    func name(_ view: UIView) -> String { names.name(of: view) }
    func order(of view: UIView) -> Int { order[ObjectIdentifier(view)] ?? Int.max }
    func coverage(of view: UIView) -> ViewCoverage? { coverage[ObjectIdentifier(view)] }

    /// A finding about `view`.
    func finding(_ rule: LintRule, _ view: UIView, _ message: String, _ evidence: LintFinding.Evidence) -> LintFinding {
        LintFinding(rule, view: name(view), order: order(of: view), message: message, evidence: evidence)
    }
}

/// What one check learns that a later one reads (checks run in `LintChecks.all`'s order).
@MainActor
final class LintNotes {
    /// The unreachable views whose `why` is an ancestor's NO to `point(inside:)`, with that ancestor's name.
    var ancestorsSayingNo: [(view: UIView, ancestor: String)] = []
}

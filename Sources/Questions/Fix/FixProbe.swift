import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
@_spi(Engine) import ViewModel

/// What a change does besides the fix: the scene's demo and a grid of taps across the screen, played with and
/// without it; each outcome that differs is a side effect, and fewer is better — except a probe that now meets
/// the goal too (another tap on the photo now opens it), counted apart as the fix working, and a probe whose touch
/// goes where it went and does all it did and more (another item selected by its own tap): nothing is lost there.
@MainActor
struct FixProbe {
    /// One probe's outcome: where its touches went and what the app's code saw (actions sent, its own lines).
    struct Outcome: Equatable {
        let hits: [String]
        let effects: [String]
        /// Whether the probe meets the goal.
        let meetsGoal: Bool
    }

    let example: Example
    let variant: String?
    let settings: [ViewSetting]
    let goal: FixGoal
    /// The grid's columns and rows.
    static let columns = 4, rows = 8

    /// The demo's outcome, then each grid tap's, with `changes` made; nil when they cannot be made.
    func outcomes(with changes: [ViewSetting]) -> [Outcome]? {
        guard let demo = world(changes) else { return nil }
        var outcomes = [outcome(of: demo) { example.demoInput.forEach(demo.sim.play) }]
        guard let grid = world(changes) else { return nil }
        let screen = grid.sim.screen.bounds
        for (index, point) in Self.points(in: screen).enumerated() {
            let t = Double(index) * 1.5 + 0.5
            outcomes.append(outcome(of: grid) {
                grid.sim.play(InputRecord(t: t, phase: .down, x: point.x, y: point.y))
                grid.sim.play(InputRecord(t: t + 0.05, phase: .up, x: point.x, y: point.y))
                grid.sim.advance(to: t + 1.4)
            })
        }
        return outcomes
    }

    /// The grid's points, row by row.
    static func points(in screen: CGRect) -> [CGPoint] {
        (0..<rows).flatMap { row in
            (0..<columns).map { column in
                CGPoint(x: (screen.width * (CGFloat(column) + 0.5) / CGFloat(columns)).rounded(),
                        y: (screen.height * (CGFloat(row) + 0.5) / CGFloat(rows)).rounded())
            }
        }
    }

    /// The side effects of `changed` against `base`, in words, probe by probe, and how many probes meet the goal
    /// now that did not.
    static func differences(_ base: [Outcome], _ changed: [Outcome], screen: CGRect) -> (effects: [String], alsoMet: Int) {
        let points = Self.points(in: screen)
        let alsoMet = zip(base, changed).count { !$0.meetsGoal && $1.meetsGoal }
        let effects = zip(base, changed).enumerated().compactMap { index, pair -> String? in
            guard pair.0 != pair.1, !(pair.1.meetsGoal && !pair.0.meetsGoal), !onlyAdds(pair.0, pair.1) else { return nil }
            let what = index == 0 ? "the scene's demo" : "a tap at (\(Int(points[index - 1].x)), \(Int(points[index - 1].y)))"
            return "\(what): \(words(pair.1)) (was \(words(pair.0)))"
        }
        return (effects, alsoMet)
    }

    /// Whether `after` hits what `before` hit and does what it did, in order, with more besides.
    private static func onlyAdds(_ before: Outcome, _ after: Outcome) -> Bool {
        guard before.hits == after.hits else { return false }
        var rest = after.effects[...]
        for effect in before.effects {
            guard let index = rest.firstIndex(of: effect) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
    }

    private static func words(_ outcome: Outcome) -> String {
        let hit = outcome.hits.isEmpty ? "hits nothing" : "hits " + outcome.hits.joined(separator: ", ")
        return outcome.effects.isEmpty ? hit : hit + "; " + outcome.effects.joined(separator: ", ")
    }

    private func world(_ changes: [ViewSetting]) -> ExampleSession? {
        let session = ExampleSession(example: example, variant: variant, device: .standard)
        do { try session.apply(settings + changes) } catch { return nil }
        return session
    }

    /// What `play` did in `session`: the views its touch-downs hit and what the app's code saw.
    private func outcome(of session: ExampleSession, _ play: () -> Void) -> Outcome {
        let (start, passes) = (session.sim.log.records.count, session.sim.log.hitTestPasses.count)
        let progress = try? FixProgress(goal, names: ViewNames(windows: session.sim.application.windows))
        play()
        session.sim.advance(by: 0)
        let names = ViewNames(windows: session.sim.application.windows)
        let met = progress.map {
            $0.reached(in: session.sim.log.records[start...], passes: Array(session.sim.log.hitTestPasses[passes...])) == $0.stages
        } ?? false
        let hits = session.sim.log.hitTestPasses[passes...].map { $0.hitView.map(names.name(of:)) ?? "nothing" }
        var effects: [String] = []
        for record in session.sim.log.records[start...] {
            guard case .trace(let event) = record.kind else { continue }
            switch event {
            case .action(let selector, let target, _, _) where target != nil: effects.append("sends " + selector.name)
            case .gestureAction(_, let selector, _): effects.append("sends " + (selector?.name ?? "its handler"))
            case .user(let line): effects.append("logs \"\(line)\"")
            default: break
            }
        }
        return Outcome(hits: hits, effects: effects, meetsGoal: met)
    }
}

import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// `why`'s answer for one point of a lint finding, asked in a world of its own.
///
/// `WhyNot` reads the reason from a real tap's dispatch log; a tap changes the world it lands in (actions run,
/// views move or hide), and the lint's world must stay as it was for the samples that follow. So each question
/// builds a fresh world — the same scene, built the same way, so the views have the same names — taps there
/// and throws it away.
///
/// A question costs a world, so their number is bounded by the world's size: at most `viewBudget` views are
/// built for questions in all (every question on an everyday screen; a few dozen on one of 10,000 views). The
/// findings past the budget keep their evidence point without `why`'s sentence, and the report says so.
@MainActor
package final class LintQuestions {
    /// Builds the world as the lint saw it.
    let makeWorld: @MainActor () -> Simulator
    /// Virtual seconds after the tap: enough for a tap recognizer (and one waiting for a double tap to fail).
    static let settle: TimeInterval = 0.5
    /// The views all questions may build together, and the fewest questions asked however large the world.
    nonisolated package static let viewBudget = 500_000
    nonisolated static let minimumQuestions = 8

    /// How many questions may be asked, how many were, and how many were not for want of budget.
    private let limit: Int
    package private(set) var asked = 0
    package private(set) var unasked = 0

    /// Questions about a world of `viewCount` views, built by `makeWorld`.
    package init(viewCount: Int, makeWorld: @escaping @MainActor () -> Simulator) {
        self.makeWorld = makeWorld
        limit = max(Self.minimumQuestions, Self.viewBudget / max(1, viewCount))
    }

    /// The verdict for the view called `name` after a tap at `point` (screen points); nil when the fresh world
    /// has no such view, or the budget is spent.
    package func verdict(for name: String, at point: CGPoint) -> TouchVerdict? {
        guard let (sim, question) = freshQuestion(at: point), let view = question.names.view(named: name) else { return nil }
        return question.ask(in: sim, settle: Self.settle).verdict(for: view)
    }

    /// With a finger held still at `point` for `seconds`, whether the long press at `index` among the recognizers
    /// of the view called `name` fails, prevented by a context menu's press; the name of the view holding that
    /// menu, else nil (and nil when the budget is spent).
    package func contextMenuPreventing(_ index: Int, of name: String, heldAt point: CGPoint, for seconds: TimeInterval) -> String? {
        guard let (sim, question) = freshQuestion(at: point),
              let recognizers = question.names.view(named: name)?.gestureRecognizers, recognizers.indices.contains(index)
        else { return nil }
        let press = recognizers[index]
        let answer = question.ask(in: sim, playing: .drag(from: point, to: point, seconds: seconds), settle: Self.settle)
        for record in answer.records {
            guard case .trace(.gestureState(let subject, _, .failed, .preventedBy(let winner, _)?)) = record.kind,
                  subject === press, winner is _UIContextMenuDriver, let menuView = winner.view
            else { continue }
            return question.names.name(of: menuView)
        }
        return nil
    }

    /// A fresh world and a question at `point` in it, counted against the budget; nil when it is spent.
    private func freshQuestion(at point: CGPoint) -> (Simulator, TouchQuestion)? {
        guard asked < limit else {
            unasked += 1
            return nil
        }
        asked += 1
        let sim = makeWorld()
        sim.log.removeAll(keepingCapacity: true)
        return (sim, TouchQuestion(in: sim, at: point))
    }
}

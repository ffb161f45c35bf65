import Dispatcher
import Foundation
import ViewModel

/// `why`'s answer for one point of a lint finding, asked in a world of its own.
///
/// `WhyNot` reads the reason from a real tap's dispatch log; a tap changes the world it lands in (actions run,
/// views move or hide), and the lint's world must stay as it was for the samples that follow. So each question
/// builds a fresh world — the same scene, built the same way, so the views have the same names — taps there
/// and throws it away.
@MainActor
package struct LintQuestions {
    /// Builds the world as the lint saw it.
    let makeWorld: @MainActor () -> Simulator
    /// Virtual seconds after the tap: enough for a tap recognizer (and one waiting for a double tap to fail).
    static let settle: TimeInterval = 0.5

    package init(makeWorld: @escaping @MainActor () -> Simulator) {
        self.makeWorld = makeWorld
    }

    /// The verdict for the view called `name` after a tap at `point` (screen points); nil when the fresh world
    /// has no such view.
    package func verdict(for name: String, at point: CGPoint) -> TouchVerdict? {
        let sim = makeWorld()
        sim.log.removeAll(keepingCapacity: true)
        let question = TouchQuestion(in: sim, at: point)
        guard let view = question.names.view(named: name) else { return nil }
        return question.ask(in: sim, settle: Self.settle).verdict(for: view)
    }
}

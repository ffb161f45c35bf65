import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The window's "why not this view?" and "why this recognizer?": for the selected view, or one of its recognizers,
/// and the last touch-down the log shows (up to the step cursor), the same sentence `sim-desktop why --view` or
/// `--recognizer` prints, read from the session's own log.
@MainActor
package enum SelectedViewWhy {
    /// The verdict's sentence; nil before any touch-down; a note while the pass is being stepped through.
    package static func sentence(for view: UIView, in sim: Simulator, revealed: Int) -> String? {
        guard let answer = lastAnswer(in: sim, revealed: revealed) else { return nil }
        // Stepping through a pass: its end (and so any verdict) is still hidden.
        guard answer.pass.isFinished else { return "hit-testing has not answered yet: step on to see where the touch goes" }
        return answer.verdict(for: view).sentence
    }

    /// What `why --recognizer` says of `recognizer` for the last touch the log shows (up to the step cursor), as
    /// the records revealed so far tell it; nil before any touch-down.
    package static func story(of recognizer: UIGestureRecognizer, in sim: Simulator, revealed: Int) -> RecognizerStory? {
        guard let answer = lastAnswer(in: sim, revealed: revealed) else { return nil }
        let names = RecognizerNames(views: answer.question.names)
        return RecognizerStory(of: recognizer, records: answer.records, hit: answer.hit, names: names)
    }

    /// The last touch-down's answer, read from the first `revealed` records.
    private static func lastAnswer(in sim: Simulator, revealed: Int) -> TouchAnswer? {
        let records = sim.log.records
        let end = min(revealed, records.count)
        guard let down = (0..<end).last(where: { LastTouchDown.isTouchDown(records[$0]) }),
              case .input(let input) = records[down].kind
        else { return nil }
        // The names as the views stand now (a still scene: as they stood when the finger went down).
        let question = TouchQuestion(in: sim, at: CGPoint(x: input.x, y: input.y))
        return TouchAnswer(question: question, finger: input.finger, records: Array(records[down..<end]),
                           passes: sim.log.hitTestPasses)
    }
}

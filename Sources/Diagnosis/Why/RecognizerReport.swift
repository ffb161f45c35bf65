import Dispatcher
import Foundation
import ViewModel

/// The gesture recognizers of the last touch as the dispatch log tells them: each recognizer the touch was
/// delivered to (`touchesBegan` on the recognizer) or that changed state since, with its latest state and the
/// machinery's reason for it.
///
/// Built record by record like `HitTestPass`, so while stepping it shows the states as of the step.
@MainActor
package struct RecognizerReport {
    package struct Row {
        package let recognizer: UIGestureRecognizer
        package var state: UIGestureRecognizer.State = .possible
        /// Why it reached its state, when the machinery said.
        package var reason: String?
        /// Whether it has sent its action.
        package var hasFired = false
    }

    package private(set) var rows: [Row] = []

    package mutating func read(_ record: DispatchRecord) {
        guard case .trace(let event) = record.kind else { return }
        switch event {
        case .message(let receiver as UIGestureRecognizer, .touchesBegan, _):
            _ = row(for: receiver)
        case .gestureState(let recognizer, _, let state, let reason):
            let index = row(for: recognizer)
            rows[index].state = state
            rows[index].reason = reason.map { DispatchRecord.describe($0, of: recognizer) }
        case .gestureAction(let recognizer, _, _):
            rows[row(for: recognizer)].hasFired = true
        default:
            break
        }
    }

    private mutating func row(for recognizer: UIGestureRecognizer) -> Int {
        if let index = rows.firstIndex(where: { $0.recognizer === recognizer }) { return index }
        rows.append(Row(recognizer: recognizer))
        return rows.count - 1
    }
}

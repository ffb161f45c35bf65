import Dispatcher
import Foundation
import ViewModel

/// One hit-test pass as the dispatch log tells it: every view `hitTest(_:with:)` visited, in visit order, with
/// what became of it, and the view the pass found.
///
/// Built by reading the pass's records one at a time (`read(_:at:)`), so a pass read only up to a step shows
/// the visits so far, the last one still being asked.
@MainActor
package struct HitTestPass {
    package enum Outcome: Equatable {
        /// `hitTest` was called; `point(inside:)` has not answered yet.
        case asking
        /// The default `hitTest` refused the view before asking `point(inside:)`.
        case skipped(HitTestRefusal)
        /// `point(inside:)` answered NO.
        case outside
        /// `point(inside:)` answered YES (or an overriding `hitTest` answered a view without asking it).
        case inside
        /// The point was inside, but an overriding `hitTest` answered nil.
        case declined
        /// The view the pass found.
        case hit
    }

    package struct Visit {
        /// 1 for the first view visited.
        package let number: Int
        package let view: UIView
        package var outcome: Outcome
        /// The index of its `hitTest` record in the log.
        package let recordIndex: Int
        /// What its `point(inside:)` answered; nil when it was not asked (refused first, or an overriding
        /// `hitTest` answered without asking). With `answer`, it tells a default `hitTest` from an override.
        package var saidInside: Bool?
        /// The view its `hitTest` returned, once it has (nil: none, or not yet).
        package var answer: UIView?
        /// The index in `visits` of the visit whose `hitTest` asked this one (its superview's, as a rule); nil
        /// for a window, which the machinery asks. Siblings share it, so it tells who answered before whom.
        package let askedBy: Int?
    }

    package private(set) var visits: [Visit] = []
    /// The view the pass found, once it is over (nil when it found none).
    package private(set) var hitView: UIView?
    package private(set) var isFinished = false
    /// The visits whose `hitTest` call has not answered yet, innermost last.
    private var open: [Int] = []

    /// Reads the next record of the log after the touch-down input.
    package mutating func read(_ record: DispatchRecord, at index: Int) {
        guard !isFinished else { return }
        guard case .trace(let event) = record.kind else {
            // The next input (the finger's lift) means the windows are done: when none took the point, the lift's
            // own pass must not be read as more of this one.
            if open.isEmpty, !visits.isEmpty { finish(hit: nil) }
            return
        }
        switch event {
        case .hitTest(let view):
            visits.append(Visit(number: visits.count + 1, view: view, outcome: .asking, recordIndex: index,
                                askedBy: open.last))
            open.append(visits.count - 1)
        case .hitTestRefused(let view, let reason):
            update(view) { $0.outcome = .skipped(reason) }
        case .pointInsideResult(let view, let inside):
            update(view) { visit in
                visit.outcome = inside ? .inside : .outside
                visit.saidInside = inside
            }
        case .hitTestResult(let view, let result):
            update(view) { visit in
                if visit.outcome == .asking { visit.outcome = result == nil ? .declined : .inside }
                if visit.outcome == .inside, result == nil { visit.outcome = .declined }
                visit.answer = result
            }
            if let last = open.last, visits[last].view === view { open.removeLast() }
            if open.isEmpty, let result { finish(hit: result) }
        case .pointInside, .note, .decision:
            break
        default:
            // Anything else outside a `hitTest` call means the windows are done: the pass found no view.
            if open.isEmpty, !visits.isEmpty { finish(hit: nil) }
        }
    }

    /// The visit being asked now (the last one read), while the pass is not over.
    package var current: Visit? { isFinished ? nil : visits.last }

    private mutating func update(_ view: UIView, _ change: (inout Visit) -> Void) {
        guard let index = open.last(where: { visits[$0].view === view }) else { return }
        change(&visits[index])
    }

    private mutating func finish(hit: UIView?) {
        isFinished = true
        hitView = hit
        open.removeAll()
        if let hit, let index = visits.lastIndex(where: { $0.view === hit && $0.outcome == .inside }) {
            visits[index].outcome = .hit
        }
    }
}

extension HitTestPass.Outcome {
    /// How the visit list says it, e.g. "outside: pointInside NO".
    /// The outcome in one word, as `why --json` and the web page name it.
    package var word: String {
        switch self {
        case .asking: "asking"
        case .skipped: "skipped"
        case .outside: "outside"
        case .inside: "inside"
        case .declined: "declined"
        case .hit: "hit"
        }
    }

    package var explanation: String {
        switch self {
        case .asking: "being asked"
        case .skipped(let refusal): "skipped: " + Self.describe(refusal)
        case .outside: "outside: pointInside NO"
        case .inside: "inside: pointInside YES"
        case .declined: "hitTest answered nil"
        case .hit: "the hit view"
        }
    }

    private static func describe(_ refusal: HitTestRefusal) -> String {
        switch refusal {
        case .hidden: "hidden"
        case .userInteractionDisabled: "interaction off"
        case .transparent(let alpha): "alpha " + String(format: "%.2f", alpha)
        case .disabledControl: "disabled control"
        default: "animating"
        }
    }
}

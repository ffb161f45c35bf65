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
    }

    package private(set) var visits: [Visit] = []
    /// The view the pass found, once it is over (nil when it found none).
    package private(set) var hitView: UIView?
    package private(set) var isFinished = false
    /// The visits whose `hitTest` call has not answered yet, innermost last.
    private var open: [Int] = []

    /// Reads the next record of the log after the touch-down input.
    package mutating func read(_ record: DispatchRecord, at index: Int) {
        guard !isFinished, case .trace(let event) = record.kind else { return }
        switch event {
        case .hitTest(let view):
            open.append(visits.count)
            visits.append(Visit(number: visits.count + 1, view: view, outcome: .asking, recordIndex: index))
        case .hitTestRefused(let view, let reason):
            update(view) { $0 = .skipped(reason) }
        case .pointInsideResult(let view, let inside):
            update(view) { $0 = inside ? .inside : .outside }
        case .hitTestResult(let view, let result):
            update(view) { outcome in
                if outcome == .asking { outcome = result == nil ? .declined : .inside }
                if outcome == .inside, result == nil { outcome = .declined }
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

    private mutating func update(_ view: UIView, _ change: (inout Outcome) -> Void) {
        guard let index = open.last(where: { visits[$0].view === view }) else { return }
        change(&visits[index].outcome)
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

import Foundation
@_spi(Engine) import ViewModel

/// One touch-down's hit-test pass, recorded as the engine runs it (as Flutter keeps a `HitTestResult`): every
/// view `hitTest(_:with:)` visited, in visit order, with the point it was asked about in its own coordinates, its
/// answer and what decided it, and the view the pass found. The log keeps one per touch-down
/// (`DispatchLog.hitTestPasses`), so whoever shows or explains a touch reads this value, never the log's text.
///
/// Each visit also keeps the sequence numbers of the records that changed it, so a viewer stepping through the
/// log can see the pass as it stood at any record (`asOf(sequence:)`).
@MainActor
public struct HitTestPass {
    public enum Outcome: Equatable {
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

    public struct Visit {
        /// 1 for the first view visited.
        public let number: Int
        public let view: UIView
        /// The touch's point in the view's own coordinates, as `point(inside:)` is asked about it (through what is
        /// drawn for a view a property animator hit-tests there); nil for a view in no window.
        public let point: CGPoint?
        public internal(set) var outcome: Outcome
        /// The sequence number of its `hitTest` record in the log.
        public let sequence: Int
        /// What its `point(inside:)` answered; nil when it was not asked (refused first, or an overriding
        /// `hitTest` answered without asking). With `answer`, it tells a default `hitTest` from an override.
        public internal(set) var saidInside: Bool?
        /// The view its `hitTest` returned, once it has (nil: none, or not yet).
        public internal(set) var answer: UIView?
        /// The index in `visits` of the visit whose `hitTest` asked this one (its superview's, as a rule); nil
        /// for a window, which the machinery asks. Siblings share it, so it tells who answered before whom.
        public let askedBy: Int?
        /// When it was refused or `point(inside:)` answered, and the outcome then; when its `hitTest` answered.
        /// Kept so the pass can be seen as it stood at any record (`asOf`), with no copy of the records.
        fileprivate var decided: (sequence: Int, outcome: Outcome)?
        fileprivate var returnedAt: Int?
    }

    /// The finger that went down, where on the screen, and the sequence number of its input record.
    public let finger: Int
    public let screenPoint: CGPoint
    public let touchDownSequence: Int
    public private(set) var visits: [Visit] = []
    /// The view the pass found, once it is over (nil when it found none).
    public private(set) var hitView: UIView?
    public private(set) var isFinished = false
    /// The visits whose `hitTest` call has not answered yet, innermost last.
    private var open: [Int] = []
    /// The sequence number of the record at which the pass was over.
    private var finishedAt: Int?

    public init(finger: Int, screenPoint: CGPoint, touchDownSequence: Int) {
        (self.finger, self.screenPoint, self.touchDownSequence) = (finger, screenPoint, touchDownSequence)
    }

    /// The visit being asked now (the last one), while the pass is not over.
    public var current: Visit? { isFinished ? nil : visits.last }

    /// The pass as it stood when the log held the records before `sequence`.
    public func asOf(sequence: Int) -> HitTestPass {
        if let finishedAt, finishedAt < sequence { return self }
        var pass = HitTestPass(finger: finger, screenPoint: screenPoint, touchDownSequence: touchDownSequence)
        for var visit in visits where visit.sequence < sequence {
            if let returnedAt = visit.returnedAt, returnedAt < sequence {
                if visit.outcome == .hit { visit.outcome = .inside }  // it becomes the hit view as the pass ends
            } else {
                visit.answer = nil
                visit.returnedAt = nil
                if let decided = visit.decided, decided.sequence < sequence {
                    visit.outcome = decided.outcome
                } else {
                    (visit.outcome, visit.saidInside, visit.decided) = (.asking, nil, nil)
                }
                pass.open.append(pass.visits.count)
            }
            pass.visits.append(visit)
        }
        return pass
    }

    /// Takes a record the engine writes while the pass runs.
    mutating func note(_ event: borrowing TraceEvent, sequence: Int) {
        guard !isFinished else { return }
        switch event {
        case .hitTest(let view):
            visits.append(Visit(number: visits.count + 1, view: view, point: point(of: view, askedBy: open.last),
                                outcome: .asking, sequence: sequence, askedBy: open.last))
            open.append(visits.count - 1)
        case .hitTestRefused(let view, let reason):
            update(view) { visit in
                visit.outcome = .skipped(reason)
                visit.decided = (sequence, visit.outcome)
            }
        case .pointInsideResult(let view, let inside):
            update(view) { visit in
                visit.outcome = inside ? .inside : .outside
                visit.saidInside = inside
                visit.decided = (sequence, visit.outcome)
            }
        case .hitTestResult(let view, let result):
            update(view) { visit in
                if visit.outcome == .asking { visit.outcome = result == nil ? .declined : .inside }
                if visit.outcome == .inside, result == nil { visit.outcome = .declined }
                visit.answer = result
                visit.returnedAt = sequence
            }
            if let last = open.last, visits[last].view === view { open.removeLast() }
            if open.isEmpty, let result { finish(hit: result, at: sequence) }
        default:
            break
        }
    }

    /// Ends a pass no window answered, at the record that follows it.
    mutating func finishWithoutView(sequence: Int) {
        guard !isFinished else { return }
        finish(hit: nil, at: sequence)
    }

    private mutating func update(_ view: UIView, _ change: (inout Visit) -> Void) {
        guard let index = open.last(where: { visits[$0].view === view }) else { return }
        change(&visits[index])
    }

    private mutating func finish(hit: UIView?, at sequence: Int) {
        isFinished = true
        finishedAt = sequence
        hitView = hit
        open.removeAll()
        if let hit, let index = visits.lastIndex(where: { $0.view === hit && $0.outcome == .inside }) {
            visits[index].outcome = .hit
        }
    }

    /// The touch's point in `view`'s coordinates, read while the pass runs (the tree as hit-testing finds it): from
    /// the point its asker had, as the default `hitTest` carries it to a subview, in one step; from the window
    /// when another view asked it (an override). An overriding `hitTest` that hands its subviews another point
    /// (rare) is not followed.
    private func point(of view: UIView, askedBy asker: Int?) -> CGPoint? {
        if let asker, let point = visits[asker].point, view.superview === visits[asker].view {
            return view.hitTestPoint(fromSuperview: point, with: nil)
        }
        guard let window = view.window else { return nil }
        let inWindow = window.convertFromSuperview(screenPoint)
        return view === window ? inWindow : view.touchLocation(fromWindow: inWindow, window: window)
    }
}

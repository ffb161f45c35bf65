import Foundation

/// Recognizes a drag: begins when the touches' centroid has moved `GestureNumbers.panHysteresis` points, then
/// reports translation and smoothed velocity. Translation counts from where the touch first went down, so a
/// view moved by `initialCenter + translation` stays under the finger (Apple, "Handling pan gestures": "the
/// distance traveled from the touch's original location"). Adding or lifting a finger re-bases the centroid,
/// so translation does not jump.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches: Int = Int.max

    /// Translation and velocity in window coordinates.
    private var translationInWindow = CGPoint.zero
    private var velocityInWindow = CGPoint.zero
    private var lastCentroid: CGPoint?
    private var lastTime: TimeInterval = 0
    private var movedBeforeBegan = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint { vector(translationInWindow, to: view) }

    /// Re-bases the translation; as Apple documents, it also resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        velocityInWindow = .zero
        guard let view, let window = view.window else { return translationInWindow = translation }
        let origin = view.convert(CGPoint.zero, to: window)
        let end = view.convert(translation, to: window)
        translationInWindow = CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    open func velocity(in view: UIView?) -> CGPoint { vector(velocityInWindow, to: view) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        rebase(time: event.timestamp)
        if state == .possible, activeTouches.count > maximumNumberOfTouches {
            fail(because: Self.fingers(activeTouches.count, .over, maximumNumberOfTouches, property: "maximumNumberOfTouches"))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let last = lastCentroid else { return rebase(time: event.timestamp) }
        let centroid = currentCentroid
        let delta = CGPoint(x: centroid.x - last.x, y: centroid.y - last.y)
        let dt = event.timestamp - lastTime
        if dt > 0 {
            let weight = GestureNumbers.panVelocityWeight
            velocityInWindow = CGPoint(
                x: weight * delta.x / dt + (1 - weight) * velocityInWindow.x,
                y: weight * delta.y / dt + (1 - weight) * velocityInWindow.y)
        }
        lastCentroid = centroid
        lastTime = event.timestamp
        switch state {
        case .possible:
            movedBeforeBegan = CGPoint(x: movedBeforeBegan.x + delta.x, y: movedBeforeBegan.y + delta.y)
            let enough = hypot(movedBeforeBegan.x, movedBeforeBegan.y) >= GestureNumbers.panHysteresis
            guard enough, activeTouches.count >= minimumNumberOfTouches else { break }
            switch start(afterMoving: movedBeforeBegan) {
            case .begin:
                translationInWindow = movedBeforeBegan
                state = .began
            case .fail(let rule):
                fail(because: rule)
            case .wait(let reason):
                waitingReason = reason ?? waitingReason
            }
        case .began, .changed:
            translationInWindow = CGPoint(x: translationInWindow.x + delta.x, y: translationInWindow.y + delta.y)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = activeTouches.filter { !touches.contains($0) }
        guard remaining.isEmpty else { return rebase(excluding: touches, time: event.timestamp) }
        finishContinuousGesture(cancelled: false, unmade: endedUnmade())
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true, unmade: GestureRule(""))
    }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        velocityInWindow = .zero
        lastCentroid = nil
        movedBeforeBegan = .zero
        waitingReason = nil
    }

    /// What the pan does once it has moved far enough: begin, wait for more movement, or fail. A plain pan
    /// begins; a scroll view's pan also asks its axes and its content.
    /// Whether a pan that has moved enough begins, waits, or fails (by the rule named).
    /// `wait`'s reason, when it has moved far enough and waits on something else (a scroll view's content that
    /// may not be cancelled): a lift then fails it by that, not by too little movement.
    enum Start { case begin, wait(String?), fail(String) }

    func start(afterMoving movement: CGPoint) -> Start { .begin }

    private var waitingReason: String?

    private var activeTouches: [UITouch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    private var currentCentroid: CGPoint { centroid(of: activeTouches) }

    private func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return lastCentroid ?? .zero }
        let points = touches.map { $0.location(in: nil) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    private func rebase(excluding lifted: Set<UITouch> = [], time: TimeInterval) {
        lastCentroid = centroid(of: activeTouches.filter { !lifted.contains($0) })
        lastTime = time
    }

    private func vector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return vector }
        let origin = view.convert(CGPoint.zero, from: window)
        let end = view.convert(vector, from: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}

extension UIPanGestureRecognizer {
    /// Why the touches' end fails it before it began: it waited, too little movement, or too few fingers.
    fileprivate func endedUnmade() -> GestureRule {
        if let waitingReason { return GestureRule("the touches ended while it waited: \(waitingReason)") }
        let moved = Double(hypot(movedBeforeBegan.x, movedBeforeBegan.y))
        let needed = GestureNumbers.panHysteresis
        guard moved < needed else {
            return GestureRule("the touches ended with fewer fingers down than its minimumNumberOfTouches (\(minimumNumberOfTouches))")
        }
        return GestureRule(
            "the touches ended having moved \(GestureRule.text(moved, .centroidFromDown)), short of the \(GestureRule.text(needed, .centroidFromDown)) a pan needs to begin",
            .init(.centroidFromDown, moved, .under, needed, assumed: true))
    }
}

import Foundation

/// Recognizes a press held still for `minimumPressDuration`; continuous: began when the timer fires, changed on
/// moves, ended at lift.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = GestureNumbers.longPressMinimumDuration
    open var allowableMovement: CGFloat = GestureNumbers.longPressAllowableMovement
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var starts: [UITouch: CGPoint] = [:]
    private var timer: Int?
    /// When its fingers were all down and the press began to count.
    private var pressStart: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[touch] = touch.location(in: nil) }
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            return fail(because: Self.fingers(trackedTouches.count, .over, numberOfTouchesRequired))
        }
        if trackedTouches.count == numberOfTouchesRequired {
            pressStart = event.timestamp
            cancelTimer(timer)
            timer = scheduleTimer(after: minimumPressDuration) { [unowned self] in
                if state == .possible { state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                if let start = starts[touch], distance(touch.location(in: nil), start) > allowableMovement {
                    let moved = Double(distance(touch.location(in: nil), start))
                    return fail(because: GestureRule(
                        "the finger moved \(GestureRule.text(moved, .distanceFromDown)), farther than its allowableMovement (\(GestureRule.text(allowableMovement, .distanceFromDown))), before minimumPressDuration (\(GestureRule.text(minimumPressDuration, .timeSinceDown)))",
                        .init(.distanceFromDown, moved, .over, allowableMovement, assumed: false)))
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false, unmade: liftedEarly(at: event.timestamp))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true, unmade: GestureRule(""))
    }

    open override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
        starts = [:]
        pressStart = nil
    }

    /// Why a lift before it began fails it: too soon, or before its fingers were all down.
    private func liftedEarly(at time: TimeInterval) -> GestureRule {
        guard let pressStart else {
            return GestureRule("the fingers lifted before its numberOfTouchesRequired (\(numberOfTouchesRequired)) were down together")
        }
        let held = time - pressStart
        return GestureRule(
            "the finger lifted after \(GestureRule.text(held, .timeSinceDown)), before its minimumPressDuration (\(GestureRule.text(minimumPressDuration, .timeSinceDown)))",
            .init(.timeSinceDown, held, .under, minimumPressDuration, assumed: false))
    }
}

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

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[touch] = touch.location(in: nil) }
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            return fail(because: "more fingers came down than its numberOfTouchesRequired (\(numberOfTouchesRequired))")
        }
        if trackedTouches.count == numberOfTouchesRequired {
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
                    return fail(because: "the finger moved more than its allowableMovement (\(allowableMovement) pt) before minimumPressDuration (\(minimumPressDuration) s)")
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false, unmade: "the finger lifted before its minimumPressDuration (\(minimumPressDuration) s)")
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true, unmade: "")
    }

    open override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
        starts = [:]
    }
}

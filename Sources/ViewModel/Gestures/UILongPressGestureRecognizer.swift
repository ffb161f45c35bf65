import Foundation

/// Recognizes a press held still for `minimumPressDuration`; continuous: began when the timer fires, changed on
/// moves, ended at lift.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration = GestureNumbers.longPressMinimumDuration
    open var allowableMovement = GestureNumbers.longPressAllowableMovement
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var starts: [UITouch: CGPoint] = [:]
    private var timer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[touch] = touch.location(in: nil) }
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired { return state = .failed }
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
                    return state = .failed
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
        starts = [:]
    }
}

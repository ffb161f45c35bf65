import Foundation

/// Recognizes two fingers moving apart or together; `scale` is 1.0 when they land and changes continuously.
/// Setting `scale` re-bases it: later changes are relative to the value set, so the common `scale = 1` after
/// applying it to a transform scales by each step's change (Apple, "Handling pinch gestures").
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, TwoFingerGesture {
    open var scale: CGFloat {
        get { followed.value }
        set { followed.set(newValue) }
    }
    open var velocity: CGFloat { followed.velocity }
    /// The scale: the value set, times the fingers' distance ratio since.
    private var followed = FollowedValue(resting: 1) { set, then, now in then > 0 ? set * now / then : set }
    var initialMeasure: CGFloat?

    // UIKit's hierarchy puts both two-finger recognizers right under UIGestureRecognizer: each forwards to the
    // code they share (`TwoFingerGesture`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersBegan() }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersMoved(with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersCancelled() }

    func measure(_ a: CGPoint, _ b: CGPoint) -> CGFloat { distance(a, b) }
    var hysteresis: CGFloat { GestureNumbers.pinchHysteresis }

    func update(initial: CGFloat, current: CGFloat, time: TimeInterval) {
        followed.update(reading: initial > 0 ? current / initial : 1, time: time)
    }

    open override func reset() {
        super.reset()
        initialMeasure = nil
        followed.reset()
    }
}

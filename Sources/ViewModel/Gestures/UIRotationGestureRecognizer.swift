import Foundation

/// Recognizes two fingers turning; `rotation` is in radians from where they landed, continuous. Setting it
/// re-bases it, as `scale` for a pinch: the common `rotation = 0` after applying it turns by each step's change.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, TwoFingerGesture {
    open var rotation: CGFloat {
        get { followed.value }
        set { followed.set(newValue) }
    }
    open var velocity: CGFloat { followed.velocity }
    /// The rotation: the value set, plus the fingers' turn since.
    private var followed = FollowedValue(resting: 0) { set, then, now in set + (now - then) }
    var initialMeasure: CGFloat?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersBegan() }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersMoved(with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { twoFingersCancelled() }

    func measure(_ a: CGPoint, _ b: CGPoint) -> CGFloat { atan2(b.y - a.y, b.x - a.x) }
    var hysteresis: CGFloat { GestureNumbers.rotationHysteresis }

    /// The turn since landing, the shorter way round.
    func update(initial: CGFloat, current: CGFloat, time: TimeInterval) {
        var turn = current - initial
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        followed.update(reading: turn, time: time)
    }

    open override func reset() {
        super.reset()
        initialMeasure = nil
        followed.reset()
    }
}

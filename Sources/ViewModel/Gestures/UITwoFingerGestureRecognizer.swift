import Foundation

/// What pinch and rotation share: two touches, a measure between them taken when the second lands, and a
/// continuous recognizer that begins once the measure has changed enough.
@MainActor
open class UITwoFingerGestureRecognizer: UIGestureRecognizer {
    /// The measure between the two touches (distance or angle), in window space.
    func measure(_ a: CGPoint, _ b: CGPoint) -> CGFloat { 0 }
    /// How far the measure must change before the gesture begins.
    var hysteresis: CGFloat { 0 }
    /// The measure changed from `initial` to `current` at `time`.
    func update(initial: CGFloat, current: CGFloat, time: TimeInterval) {}

    private var initial: CGFloat?

    private var pair: (CGPoint, CGPoint)? {
        let active = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard active.count == 2 else { return nil }
        return (active[0].location(in: nil), active[1].location(in: nil))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > 2 { return fail(because: "a third finger came down") }
        if let pair { initial = measure(pair.0, pair.1) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let initial, let pair else { return }
        let current = measure(pair.0, pair.1)
        switch state {
        case .possible:
            if abs(current - initial) > hysteresis {
                update(initial: initial, current: current, time: event.timestamp)
                state = .began
            }
        case .began, .changed:
            update(initial: initial, current: current, time: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, !trackedTouches.allSatisfy({ touches.contains($0) }) { return }
        finishContinuousGesture(cancelled: false, unmade: "the fingers lifted before two of them moved enough to begin")
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true, unmade: "")
    }

    open override func reset() {
        super.reset()
        initial = nil
    }
}

/// Recognizes two fingers moving apart or together; `scale` is 1.0 when they land and changes continuously.
/// Setting `scale` re-bases it: later changes are relative to the value set, so the common `scale = 1` after
/// applying it to a transform scales by each step's change (Apple, "Handling pinch gestures").
@MainActor
open class UIPinchGestureRecognizer: UITwoFingerGestureRecognizer {
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            anchor = (lastRatio, newValue)
        }
    }
    public private(set) var velocity: CGFloat = 0
    private var currentScale: CGFloat = 1
    /// The fingers' distance over their landing distance at the last update.
    private var lastRatio: CGFloat = 1
    /// The ratio and the scale when `scale` was last set: scale = set value × ratio change since then.
    private var anchor: (ratio: CGFloat, scale: CGFloat) = (1, 1)
    private var lastTime: TimeInterval?

    override func measure(_ a: CGPoint, _ b: CGPoint) -> CGFloat { distance(a, b) }
    override var hysteresis: CGFloat { GestureNumbers.pinchHysteresis }

    override func update(initial: CGFloat, current: CGFloat, time: TimeInterval) {
        lastRatio = initial > 0 ? current / initial : 1
        let newScale = anchor.ratio > 0 ? anchor.scale * lastRatio / anchor.ratio : anchor.scale
        if let lastTime, time > lastTime { velocity = (newScale - currentScale) / (time - lastTime) }
        currentScale = newScale
        lastTime = time
    }

    open override func reset() {
        super.reset()
        (currentScale, lastRatio, anchor) = (1, 1, (1, 1))
        velocity = 0
        lastTime = nil
    }
}

/// Recognizes two fingers turning; `rotation` is in radians from where they landed, continuous. Setting it
/// re-bases it, as `scale` for a pinch: the common `rotation = 0` after applying it turns by each step's change.
@MainActor
open class UIRotationGestureRecognizer: UITwoFingerGestureRecognizer {
    open var rotation: CGFloat {
        get { currentRotation }
        set {
            currentRotation = newValue
            anchor = (lastTurn, newValue)
        }
    }
    public private(set) var velocity: CGFloat = 0
    private var currentRotation: CGFloat = 0
    /// The fingers' turn since landing at the last update.
    private var lastTurn: CGFloat = 0
    /// The turn and the rotation when `rotation` was last set.
    private var anchor: (turn: CGFloat, rotation: CGFloat) = (0, 0)
    private var lastTime: TimeInterval?

    override func measure(_ a: CGPoint, _ b: CGPoint) -> CGFloat { atan2(b.y - a.y, b.x - a.x) }
    override var hysteresis: CGFloat { GestureNumbers.rotationHysteresis }

    override func update(initial: CGFloat, current: CGFloat, time: TimeInterval) {
        var turn = current - initial
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        lastTurn = turn
        let newRotation = anchor.rotation + (turn - anchor.turn)
        if let lastTime, time > lastTime { velocity = (newRotation - currentRotation) / (time - lastTime) }
        currentRotation = newRotation
        lastTime = time
    }

    open override func reset() {
        super.reset()
        (currentRotation, lastTurn, anchor) = (0, 0, (0, 0))
        velocity = 0
        lastTime = nil
    }
}

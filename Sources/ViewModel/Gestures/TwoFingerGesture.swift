import Foundation

/// What pinch and rotation share: two touches, a measure between them taken when the second lands, and a
/// continuous gesture that begins once the measure has changed enough. (UIKit's two recognizers subclass
/// `UIGestureRecognizer` directly; this is touchsim's shared code, not a class of UIKit's.)
@MainActor
protocol TwoFingerGesture: UIGestureRecognizer {
    /// The measure between the two touches (distance or angle), in window space.
    func measure(_ a: CGPoint, _ b: CGPoint) -> CGFloat
    /// How far the measure must change before the gesture begins.
    var hysteresis: CGFloat { get }
    /// The measure changed from `initial` to `current` at `time`.
    func update(initial: CGFloat, current: CGFloat, time: TimeInterval)
    /// The measure when the second finger landed.
    var initialMeasure: CGFloat? { get set }
}

extension TwoFingerGesture {
    private var pair: (CGPoint, CGPoint)? {
        let active = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard active.count == 2 else { return nil }
        return (active[0].location(in: nil), active[1].location(in: nil))
    }

    func twoFingersBegan() {
        guard state == .possible else { return }
        if trackedTouches.count > 2 { return fail(because: Self.fingers(trackedTouches.count, .over, 2, property: "two fingers")) }
        if let pair { initialMeasure = measure(pair.0, pair.1) }
    }

    func twoFingersMoved(with event: UIEvent) {
        guard let initial = initialMeasure, let pair else { return }
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

    func twoFingersEnded(_ touches: Set<UITouch>) {
        if state == .possible, !trackedTouches.allSatisfy({ touches.contains($0) }) { return }
        finishContinuousGesture(cancelled: false, unmade: GestureRule("the fingers lifted before two of them moved enough to begin"))
    }

    func twoFingersCancelled() { finishContinuousGesture(cancelled: true, unmade: GestureRule("")) }
}


/// What pinch's `scale` and rotation's `rotation` share: a value that follows the fingers' reading (their distance
/// ratio, their turn) from where they landed, which app code may set mid-gesture — later changes then count from
/// the value set (the common `scale = 1` after applying a step) — and its velocity per second.
struct FollowedValue {
    /// The value and the reading when the fingers land: 1 for a scale, 0 for a rotation.
    private let resting: CGFloat
    /// The value now, from the value last set, the reading then and the reading now.
    private let follow: (_ set: CGFloat, _ readingThen: CGFloat, _ readingNow: CGFloat) -> CGFloat
    private(set) var value: CGFloat
    private(set) var velocity: CGFloat = 0
    private var reading: CGFloat
    private var anchor: (reading: CGFloat, value: CGFloat)
    private var lastTime: TimeInterval?

    init(resting: CGFloat, follow: @escaping (CGFloat, CGFloat, CGFloat) -> CGFloat) {
        (self.resting, self.follow) = (resting, follow)
        (value, reading, anchor) = (resting, resting, (resting, resting))
    }

    mutating func set(_ newValue: CGFloat) {
        value = newValue
        anchor = (reading, newValue)
    }

    mutating func update(reading now: CGFloat, time: TimeInterval) {
        reading = now
        let next = follow(anchor.value, anchor.reading, now)
        if let lastTime, time > lastTime { velocity = (next - value) / (time - lastTime) }
        value = next
        lastTime = time
    }

    mutating func reset() { self = FollowedValue(resting: resting, follow: follow) }
}

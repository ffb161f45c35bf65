import Foundation

/// Recognizes one or more taps of one or more fingers; recognized at the last lift.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var touchesThisTap = 0
    private var starts: [UITouch: CGPoint] = [:]
    /// This tap's touches, in the order they went down, each where it was last seen.
    private var thisTap: [(touch: UITouch, location: CGPoint)] = []
    /// Where the first tap's touches were when it ended: what a multi-tap reports (`ActionTouches.multiTap`).
    private var firstTapLocations: [CGPoint] = []
    private var firstTapLocation: CGPoint? { firstTapLocations.first }
    private var timer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if touchesThisTap == 0 {
            cancelTimer(timer)
            let longest = GestureNumbers.tapMaximumDuration
            timer = scheduleTimer(after: longest) { [unowned self] in
                fail(because: GestureRule(
                    "a finger was still down \(GestureRule.text(longest, .timeSinceDown)) after it went down, the longest a tap may last",
                    .init(.timeSinceDown, longest, .atLeast, longest, assumed: true)))
            }
        }
        touchesThisTap += touches.count
        for touch in touches {
            let point = touch.location(in: nil)
            starts[touch] = point
            thisTap.append((touch, point))
            if let first = firstTapLocation, distance(point, first) > GestureNumbers.tapAllowableMovement {
                let gap = Double(distance(point, first))
                fail(because: GestureRule(
                    "the next tap came down \(GestureRule.text(gap, .distanceFromFirstTap)) from where the first lifted, farther than the \(GestureRule.text(GestureNumbers.tapAllowableMovement, .distanceFromFirstTap)) a tap may stray",
                    .init(.distanceFromFirstTap, gap, .over, GestureNumbers.tapAllowableMovement, assumed: true)))
            }
        }
        if touchesThisTap > numberOfTouchesRequired {
            fail(because: Self.fingers(touchesThisTap, .over, numberOfTouchesRequired))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches {
            if let start = starts[touch], distance(touch.location(in: nil), start) > GestureNumbers.tapAllowableMovement {
                let moved = Double(distance(touch.location(in: nil), start))
                fail(because: GestureRule(
                    "the finger moved \(GestureRule.text(moved, .distanceFromDown)) from where it went down, farther than the \(GestureRule.text(GestureNumbers.tapAllowableMovement, .distanceFromDown)) a tap may stray, so it was no tap",
                    .init(.distanceFromDown, moved, .over, GestureNumbers.tapAllowableMovement, assumed: true)))
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for index in thisTap.indices where touches.contains(thisTap[index].touch) {
            thisTap[index].location = thisTap[index].touch.location(in: nil)
        }
        let stillDown = trackedTouches.filter { !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled }
        guard stillDown.isEmpty else { return }
        guard touchesThisTap == numberOfTouchesRequired else {
            return fail(because: Self.fingers(touchesThisTap, .under, numberOfTouchesRequired))
        }
        cancelTimer(timer)
        tapsDone += 1
        if firstTapLocations.isEmpty { firstTapLocations = thisTap.map(\.location) }
        touchesThisTap = 0
        starts = [:]
        thisTap = []
        if tapsDone >= numberOfTapsRequired {
            recognizedLocations = firstTapLocations
            state = .recognized
        } else {
            let interval = GestureNumbers.tapMaximumInterval
            timer = scheduleTimer(after: interval) { [unowned self] in
                fail(because: GestureRule(
                    "no next tap had come \(GestureRule.text(interval, .timeSinceLift)) after the lift, and it needs \(numberOfTapsRequired) taps (numberOfTapsRequired)",
                    .init(.timeSinceLift, interval, .atLeast, interval, assumed: true)))
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: "its touches were cancelled")
    }

    open override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
        tapsDone = 0
        touchesThisTap = 0
        starts = [:]
        thisTap = []
        firstTapLocations = []
    }

    /// A tap recognizer does not prevent one that needs more taps: single and double taps coexist until
    /// `require(toFail:)` orders them (docs/uikit-rules.md R4.8).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

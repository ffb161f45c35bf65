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
            timer = scheduleTimer(after: GestureNumbers.tapMaximumDuration) { [unowned self] in
                fail(because: "a finger stayed down longer than a tap's \(GestureNumbers.tapMaximumDuration) s")
            }
        }
        touchesThisTap += touches.count
        for touch in touches {
            let point = touch.location(in: nil)
            starts[touch] = point
            thisTap.append((touch, point))
            if let first = firstTapLocation, distance(point, first) > GestureNumbers.tapAllowableMovement {
                fail(because: "the next tap landed more than \(Int(GestureNumbers.tapAllowableMovement)) pt from the first")
            }
        }
        if touchesThisTap > numberOfTouchesRequired {
            fail(because: "more fingers came down than its numberOfTouchesRequired (\(numberOfTouchesRequired))")
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches {
            if let start = starts[touch], distance(touch.location(in: nil), start) > GestureNumbers.tapAllowableMovement {
                fail(because: "the finger moved more than \(Int(GestureNumbers.tapAllowableMovement)) pt, so it was no tap")
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
            return fail(because: "fewer fingers came down than its numberOfTouchesRequired (\(numberOfTouchesRequired))")
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
            timer = scheduleTimer(after: GestureNumbers.tapMaximumInterval) { [unowned self] in
                fail(because: "the next tap did not come within \(GestureNumbers.tapMaximumInterval) s (it needs \(numberOfTapsRequired) taps: numberOfTapsRequired)")
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

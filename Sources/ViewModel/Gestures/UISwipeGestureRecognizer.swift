import Foundation

/// Recognizes a quick stroke in one of `direction`'s directions; recognized while moving.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var timer: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            return fail(because: "more fingers came down than its numberOfTouchesRequired (\(numberOfTouchesRequired))")
        }
        if start == nil {
            start = location(in: nil)
            timer = scheduleTimer(after: GestureNumbers.swipeMaximumDuration) { [unowned self] in
                fail(because: "the finger did not go \(Int(GestureNumbers.swipeMinimumDistance)) pt in its direction within \(GestureNumbers.swipeMaximumDuration) s")
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, trackedTouches.count == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        let (dx, dy) = (now.x - start.x, now.y - start.y)
        let axes: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (candidate, along, across) in axes where direction.contains(candidate) {
            if along >= GestureNumbers.swipeMinimumDistance, abs(across) <= GestureNumbers.swipeMaximumCrossDistance {
                cancelTimer(timer)
                return state = .recognized
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: "the finger lifted before going \(Int(GestureNumbers.swipeMinimumDistance)) pt in its direction")
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: "its touches were cancelled")
    }

    open override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
        start = nil
    }
}

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
            return fail(because: Self.fingers(trackedTouches.count, .over, numberOfTouchesRequired))
        }
        if start == nil {
            start = location(in: nil)
            let longest = GestureNumbers.swipeMaximumDuration
            timer = scheduleTimer(after: longest) { [unowned self] in
                fail(because: GestureRule(
                    "\(GestureRule.text(longest, .timeSinceDown)) after the finger went down, it had not gone \(GestureRule.text(GestureNumbers.swipeMinimumDistance, .distanceAlongDirection)) in its direction",
                    .init(.timeSinceDown, longest, .atLeast, longest, assumed: true)))
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, trackedTouches.count == numberOfTouchesRequired else { return }
        for (along, across) in strokes(from: start) {
            if along >= GestureNumbers.swipeMinimumDistance, abs(across) <= GestureNumbers.swipeMaximumCrossDistance {
                cancelTimer(timer)
                return state = .recognized
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let needed = GestureNumbers.swipeMinimumDistance
        let along = start.map { start in strokes(from: start).map(\.along).max() ?? 0 } ?? 0
        guard along < needed else {
            return fail(because: "the finger lifted having gone \(GestureRule.text(Double(along), .distanceAlongDirection)) in its direction, but more than \(GestureRule.text(GestureNumbers.swipeMaximumCrossDistance, .distanceAlongDirection)) across it, or with other than numberOfTouchesRequired (\(numberOfTouchesRequired)) fingers")
        }
        fail(because: GestureRule(
            "the finger lifted having gone \(GestureRule.text(Double(along), .distanceAlongDirection)) in its direction, short of \(GestureRule.text(needed, .distanceAlongDirection))",
            .init(.distanceAlongDirection, Double(along), .under, needed, assumed: true)))
    }

    /// How far the touches went along and across each of its directions since `start`.
    private func strokes(from start: CGPoint) -> [(along: CGFloat, across: CGFloat)] {
        let now = location(in: nil)
        let (dx, dy) = (now.x - start.x, now.y - start.y)
        let axes: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        return axes.filter { direction.contains($0.0) }.map { ($0.1, $0.2) }
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

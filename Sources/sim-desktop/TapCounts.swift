import Dispatcher
import Foundation

/// The tap count a new touch gets, for the number inside its touch dot.
///
/// UIKit keeps it on `UITouch.tapCount`, but `Simulator` does not hand out its live touches, so the window
/// counts with the same rule and the same numbers (`TouchTiming`): a touch-down soon after and near the last
/// tap's lift continues that tap's count; a touch that wandered is no tap.
struct TapCounts {
    private var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?

    /// The count of a touch going down at `point`, `time`.
    func count(at point: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, time - last.time <= TouchTiming.multiTapInterval,
            distance(point, last.point) <= TouchTiming.multiTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// A touch of `count` that went down at `start` lifted at `point`, `time`.
    mutating func lift(at point: CGPoint, from start: CGPoint, time: TimeInterval, count: Int) {
        lastTap = distance(point, start) > TouchTiming.multiTapDistance ? nil : (time, point, count)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}

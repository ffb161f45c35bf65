import Foundation

/// Counts taps: a touch-down soon after and near the previous tap's lift continues its count. Public so a
/// viewer that follows a log's inputs counts exactly as the engine does.
public struct TapCounter {
    private var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?

    public init() {}

    /// The tap count for a touch going down at `point`, `time`.
    public func count(at point: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap,
            time - last.time <= TouchTiming.multiTapInterval,
            hypot(point.x - last.point.x, point.y - last.point.y) <= TouchTiming.multiTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// Remembers a lift; a touch that wandered from where it began is not a tap and resets the count.
    public mutating func lift(at point: CGPoint, from start: CGPoint, time: TimeInterval, count: Int) {
        let wandered = hypot(point.x - start.x, point.y - start.y) > TouchTiming.multiTapDistance
        lastTap = wandered ? nil : (time, point, count)
    }
}

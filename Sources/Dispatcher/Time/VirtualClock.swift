import Foundation

/// The world's time, in seconds since the world was made. It moves only when the host advances it.
@MainActor
public final class VirtualClock {
    public private(set) var now: TimeInterval = 0

    public init() {}

    /// Moves time forward to `time`; time never goes back.
    func set(_ time: TimeInterval) {
        now = max(now, time)
    }
}

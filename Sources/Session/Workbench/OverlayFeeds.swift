import Diagnosis
import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// What the overlays read from the log, each kept up to date as records arrive: the last touch-down (its
/// hit-test pass as of the step cursor, its recognizers), the last gesture's arena, the touch dots and trail, and the sampled hit areas.
/// A new world starts new feeds.
@MainActor
package struct OverlayFeeds {
    package private(set) var lastTouchDown = LastTouchDownFollower()
    package private(set) var dots = TouchDots()
    package private(set) var trail = TouchTrail()
    package private(set) var arena = ArenaFeed()
    /// Sampled once per layout and kept (a sample costs a full hit-test).
    package let hitAreas = HitAreaSampler()

    /// Brings every feed up to `log`: the last touch-down to the `revealed` records the step cursor shows, the
    /// dots and trail to all of them, the dots faded as of `now`.
    mutating func follow(_ log: DispatchLog, revealed: Int, now: Double, names: @autoclosure () -> RecognizerNames) {
        lastTouchDown.follow(log, upTo: revealed)
        arena.follow(log, revealed: revealed, names: names())
        dots.follow(log)
        trail.follow(log)
        dots.prune(now: now)
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// The world's animations in flight, on its virtual clock.
///
/// ViewModel's animations (`UIView.animate`, `UIViewPropertyAnimator`) know their own timing; what they need from
/// the world is the time (`now`, the virtual clock) and a call when their end comes. The engine keeps every
/// running animation, schedules that call on the scheduler — like any timer of the world, so recognizers settle
/// after a completion that changed them — and, when the world goes, tells its animations to stop asking for the
/// time. Nothing here reads the wall clock: an animation moves only when the host advances time.
@MainActor
public final class AnimationEngine {
    private struct Entry {
        let animation: AnimationGroup
        var endTimer: Int?
    }

    private let clock: VirtualClock
    /// The world's timer seam: an animation's end settles what its completion changed, as any timer does.
    private let timers: DispatchCoordinator
    /// By identity, so starting and ending one costs the same with ten or ten thousand in flight. Only ever
    /// searched or cleared, never iterated for its order, so runs stay repeatable.
    private var running: [ObjectIdentifier: Entry] = [:]

    init(clock: VirtualClock, timers: DispatchCoordinator) {
        self.clock = clock
        self.timers = timers
    }

    isolated deinit {
        for entry in running.values { entry.animation.worldWillEnd() }
    }

    /// Virtual seconds now.
    public var now: TimeInterval { clock.now }

    /// How many animations are in flight (a paused property animator counts).
    public var count: Int { running.count }

    /// Whether anything is animating: a host redraws while it is.
    public var isAnimating: Bool { !running.isEmpty }

    func run(_ animation: AnimationGroup) {
        let id = ObjectIdentifier(animation)
        if let timer = running[id]?.endTimer { timers.cancelTimer(timer) }
        var entry = Entry(animation: animation)
        if let end = animation.endTime {
            entry.endTimer = timers.schedule(at: max(end, clock.now)) { [unowned self] in
                running[id]?.endTimer = nil
                animation.reachEnd()
            }
        }
        running[id] = entry
    }

    func forget(_ animation: AnimationGroup) {
        guard let entry = running.removeValue(forKey: ObjectIdentifier(animation)) else { return }
        if let timer = entry.endTimer { timers.cancelTimer(timer) }
    }
}

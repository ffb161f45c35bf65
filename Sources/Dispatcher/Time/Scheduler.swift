import Foundation

/// Work to run at a virtual time: timers, held touches, animation steps and ends.
///
/// Due items run in time order, and in the order they were scheduled among equal times, so a run is repeatable.
/// The items are kept sorted latest first, so the next due item comes off the end and a new one goes in by binary
/// search: a world with thousands of animations in flight schedules and runs their ends in logarithmic time
/// (plus a memory move), with no closure called per item.
@MainActor
public final class Scheduler {
    public struct Token: Hashable, Sendable {
        let id: Int
        let time: TimeInterval
    }

    private struct Item {
        let time: TimeInterval
        let id: Int
        let action: () -> Void
    }

    private let clock: VirtualClock
    /// Sorted by (time, id), latest first.
    private var items: [Item] = []
    private var nextID = 0

    public init(clock: VirtualClock) { self.clock = clock }

    /// Runs `action` when time reaches `time` (at once on the next advance if it is already past).
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> Token {
        nextID += 1
        // Its id is the largest: it goes before (latest-first) every item of the same time.
        items.insert(Item(time: time, id: nextID, action: action), at: firstIndex(notLaterThan: time))
        return Token(id: nextID, time: time)
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> Token {
        schedule(at: clock.now + delay, action)
    }

    public func cancel(_ token: Token) {
        var index = firstIndex(notLaterThan: token.time)
        while index < items.count, items[index].time == token.time {
            if items[index].id == token.id {
                items.remove(at: index)
                return
            }
            index += 1
        }
    }

    public var pendingCount: Int { items.count }

    /// The clock's time now.
    public var now: TimeInterval { clock.now }

    /// The time of the earliest pending item.
    public var nextDueTime: TimeInterval? { items.last?.time }

    /// Advances the clock to `time`, running every item due on the way at its own time.
    func advance(to time: TimeInterval) {
        while let next = items.last, next.time <= time {
            items.removeLast()
            clock.set(next.time)
            next.action()
        }
        clock.set(time)
    }

    /// The first index (latest-first order) whose item is due at or before `time`.
    private func firstIndex(notLaterThan time: TimeInterval) -> Int {
        var (low, high) = (0, items.count)
        while low < high {
            let mid = (low + high) / 2
            if items[mid].time > time { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

import Foundation

/// Work to run at a virtual time: timers, held touches, animation steps.
///
/// Due items run in time order, and in the order they were scheduled among equal times, so a run is repeatable.
@MainActor
public final class Scheduler {
    public struct Token: Hashable, Sendable { let id: Int }

    private struct Item {
        let time: TimeInterval
        let id: Int
        let action: () -> Void
    }

    private let clock: VirtualClock
    private var items: [Item] = []
    private var nextID = 0

    public init(clock: VirtualClock) { self.clock = clock }

    /// Runs `action` when time reaches `time` (at once on the next advance if it is already past).
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> Token {
        nextID += 1
        let item = Item(time: time, id: nextID, action: action)
        let index = items.firstIndex { ($0.time, $0.id) > (item.time, item.id) } ?? items.count
        items.insert(item, at: index)
        return Token(id: nextID)
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> Token {
        schedule(at: clock.now + delay, action)
    }

    public func cancel(_ token: Token) {
        items.removeAll { $0.id == token.id }
    }

    public var pendingCount: Int { items.count }

    /// The time of the earliest pending item.
    public var nextDueTime: TimeInterval? { items.first?.time }

    /// Advances the clock to `time`, running every item due on the way at its own time.
    func advance(to time: TimeInterval) {
        while let first = items.first, first.time <= time {
            items.removeFirst()
            clock.set(first.time)
            first.action()
        }
        clock.set(time)
    }
}

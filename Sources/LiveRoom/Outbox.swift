import NIOConcurrencyHelpers

/// The messages waiting to be written to one connection, bounded in count and in bytes: a browser that stops
/// reading fills it, and is then dropped rather than held in memory (`send` answers false, and the connection's
/// writer ends). One message is always taken when nothing waits, however large, so a large scene still goes.
package final class Outbox: Sendable {
    /// The most messages one connection may have waiting.
    package static let capacity = 256
    /// The most bytes one connection may have waiting (a scene's message is tens of kilobytes).
    package static let capacityBytes = 2 * 1024 * 1024

    package let messages: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    /// The bytes queued and not yet written.
    private let waiting = NIOLockedValueBox(0)

    package init() {
        (messages, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(Self.capacity))
    }

    /// Queues `text`; false when the queue is full (in count or bytes), and then the outbox is closed.
    @discardableResult
    package func send(_ text: String) -> Bool {
        let size = text.utf8.count
        let fits = waiting.withLockedValue { bytes in
            guard bytes == 0 || bytes + size <= Self.capacityBytes else { return false }
            bytes += size
            return true
        }
        guard fits, case .enqueued = continuation.yield(text) else {
            close()
            return false
        }
        return true
    }

    /// The writer wrote `text`: its bytes no longer wait.
    package func written(_ text: String) {
        let size = text.utf8.count
        waiting.withLockedValue { $0 = max(0, $0 - size) }
    }

    /// No more messages: the writer ends once the queued ones are written.
    package func close() { continuation.finish() }
}

/// The messages waiting to be written to one connection, bounded: a browser that stops reading fills it, and is
/// then dropped rather than held in memory (`send` answers false, and the connection's writer ends).
final class Outbox: Sendable {
    /// The most messages one connection may have waiting.
    static let capacity = 256

    let messages: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        (messages, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(Self.capacity))
    }

    /// Queues `text`; false when the queue is full, and then the outbox is closed.
    @discardableResult
    func send(_ text: String) -> Bool {
        if case .dropped = continuation.yield(text) {
            close()
            return false
        }
        return true
    }

    /// No more messages: the writer ends once the queued ones are written.
    func close() { continuation.finish() }
}

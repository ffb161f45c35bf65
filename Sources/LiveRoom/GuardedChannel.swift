import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 and WebSocket child channel with the room's socket-level guards in front of it: a socket
/// past its address's `ConnectionLimit` is closed as it opens, and every other one gets `RequestHeadDeadline`.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    let inner: Inner
    let deadline: TimeAmount
    let connections: ConnectionLimit

    struct TooManyConnections: Error {}

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        guard connections.acquire(address) else {
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(TooManyConnections())
        }
        channel.closeFuture.whenComplete { [connections] _ in connections.release(address) }
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(RequestHeadDeadline(limit: deadline))
        }.flatMap { inner.setup(channel: channel, logger: logger) }
    }

    func handle(value: Inner.Value, logger: Logger) async { await inner.handle(value: value, logger: logger) }
}

import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Slowloris: a connection that sends its request's head a byte at a time, or never finishes it, holds a socket
/// for as long as it likes, and a thousand of them use up the server's descriptors. This handler, first in every
/// connection's pipeline, closes a connection whose first request head (up to its blank line) has not arrived
/// within `limit`; once it has, the handler steps aside (Hummingbird's idle timeout then applies between requests,
/// and the room's own to a WebSocket).
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let limit: TimeAmount
    private var deadline: Scheduled<Void>?
    /// How much of `\r\n\r\n` the bytes so far end with.
    private var matched = 0

    init(limit: TimeAmount) { self.limit = limit }

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: limit) { loopBound.value.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) { deadline?.cancel() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        let terminator: [UInt8] = [13, 10, 13, 10]
        var done = false
        for byte in bytes.readableBytesView where !done {
            matched = byte == terminator[matched] ? matched + 1 : (byte == 13 ? 1 : 0)
            done = matched == terminator.count
        }
        context.fireChannelRead(data)
        if done {
            deadline?.cancel()
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }
}

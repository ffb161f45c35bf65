import Hummingbird
import NIOCore

/// A request to the room's pages, with the address it came from: a wrong join code counts against it over HTTP as
/// over the WebSocket (`JoinGuard`).
struct RoomRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The address of the browser, or "unknown".
    let address: String

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        address = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }
}

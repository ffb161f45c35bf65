import ExampleKit
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// `sim-desktop serve`: the live room's web server (Hummingbird, with its WebSocket package). Pages:
/// `/` (join), `/room/CODE` (a student), `/teacher/SECRET` (the teacher); each page's WebSocket is its address
/// plus `/ws`. Safe by default: it listens on 127.0.0.1 unless told otherwise; a wrong code, on a page or a
/// socket, counts against the address that tried it (`JoinGuard`); a socket from another site's page is refused
/// (`OriginCheck`); at most 60 students, 8 from one device, which holds at most 32 sockets (`ConnectionLimit`); a
/// request head unfinished after 20 s is closed (`RequestHeadDeadline`) and the descriptor limit raised; a message is at most 64 KB, a connection sends at
/// most 200 a second (a burst of 400), and one silent for `idle` is dropped; a browser that stops reading is
/// dropped when 256 answers or 2 MB wait for it (`Outbox`). Nothing a browser sends is written to disk.
package enum RoomServer {
    package struct Settings: Sendable {
        package var host = "127.0.0.1"
        package var port = 8080
        /// How long a connection may send nothing before it is dropped.
        package var idle: Duration = .seconds(600)
        package init() {}
    }

    static let maximumMessage = 64 * 1024
    /// How long a page request may go unfinished or a connection idle before its socket is closed, so that
    /// requests sent a byte at a time (slowloris) cannot hold the server's descriptors.
    static let requestTimeout: TimeAmount = .seconds(20)
    static let messageRate = RateLimit(rate: 200, burst: 400)

    /// Serves `scenes` (the first is the room's at the start) until the process is stopped; `announce` gets the
    /// addresses once the server listens.
    @MainActor
    package static func serve(scenes: [Example], settings: Settings, announce: @escaping @Sendable (String) -> Void)
        async throws
    {
        DescriptorLimit.raise()
        let room = Room(code: randomCode(), secret: randomSecret(), scenes: scenes)
        let (code, secret) = (room.code, room.secret)
        let router = Router(context: RoomRequestContext.self)
        router.get("/") { _, _ in html(LivePages.join()) }
        router.get("/room/:code") { _, context in
            // The join code is guarded here as on the WebSocket: a wrong one counts against the address.
            let right = context.parameters.get("code") == code
            switch await MainActor.run(body: { room.tryCode(right, from: context.address) }) {
            case .allowed: return html(LivePages.student)
            case .wrong: return html(LivePages.join(wrongCode: true), status: .notFound)
            case .lockedOut: return html(LivePages.join(lockedOut: true), status: .tooManyRequests)
            }
        }
        router.get("/teacher/:secret") { _, context in
            context.parameters.get("secret") == secret ? html(LivePages.teacher) : Response(status: .notFound)
        }
        var logger = Logger(label: "touchsim.serve")
        logger.logLevel = .warning
        let idle = settings.idle
        let connections = ConnectionLimit()
        let first = "\(scenes[0].title) (\(scenes[0].id)), \(scenes.count) scene\(scenes.count == 1 ? "" : "s") to choose from"
        let app = Application(
            router: router,
            server: HTTPServerBuilder { responder in GuardedChannel(inner: HTTP1WebSocketUpgradeChannel(
                responder: responder,
                configuration: .init(http1: .init(idleTimeout: requestTimeout), ws: .init(maxFrameSize: maximumMessage))
            ) { request, channel, _ in
                let address = channel.remoteAddress?.ipAddress ?? "unknown"
                let path = request.path ?? ""
                let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
                guard parts.count == 3, parts[2] == "ws",
                      OriginCheck.allows(origins: request.headerFields[values: .origin], host: request.authority)
                else { return .dontUpgrade }
                let right = (parts[0] == "room" && parts[1] == code) || (parts[0] == "teacher" && parts[1] == secret)
                guard await MainActor.run(body: { room.tryCode(right, from: address) }) == .allowed else { return .dontUpgrade }
                let teacher = parts[0] == "teacher"
                return .upgrade([:]) { inbound, outbound, _ in
                    await Connection.run(room: room, teacher: teacher, address: address, inbound: inbound, outbound: outbound,
                                         idle: idle)
                }
            }, deadline: requestTimeout, connections: connections) },
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "touchsim"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? settings.port
                let students = RoomAddresses.students(listeningOn: settings.host).map {
                    let base = RoomAddresses.base($0, port: port)
                    return "  students open \(base)/ and type the code \(code) (or open \(base)/room/\(code))"
                }
                let teacher = RoomAddresses.base(RoomAddresses.teacher(listeningOn: settings.host), port: port)
                announce((["touchsim live room: \(first)"] + students + [
                    "  the teacher's page (keep it to yourself): \(teacher)/teacher/\(secret)", "Ctrl+C stops it.",
                ]).joined(separator: "\n"))
            },
            logger: logger)
        // SIGTERM or Ctrl+C stops it within `stopping`, whatever a browser does: a connection that does not answer
        // the close is cancelled, and one that outlasts that too is left to the process's end.
        var group = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = stopping
        group.maximumCancellationDuration = stopping
        do {
            try await ServiceGroup(configuration: group).run()
        } catch is CancellationError {
            // Stopped by the escalation above: a stop, not a failure.
        }
    }

    /// How long each stage of stopping may take: the graceful close, then the cancellation.
    static let stopping: Duration = .seconds(3)

    private static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Six letters and digits that cannot be mistaken for each other (no O/0, I/1/L): about 900 million codes.
    static func randomCode() -> String {
        let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
        return String((0..<6).map { _ in alphabet.randomElement()! })
    }

    /// 128 random bits in hex: the teacher's page cannot be guessed.
    static func randomSecret() -> String {
        (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max)) }.joined()
    }
}

import Foundation
import HummingbirdWebSocket
import NIOConcurrencyHelpers

/// One browser's WebSocket in the live room: a reader that hands each text message to the room (within the rate
/// limit), a writer that drains the connection's `Outbox`, and a watchdog that drops it when idle. When any of
/// the three ends — the browser left, it sent too much, it stopped reading, it went quiet — the others are
/// cancelled and the room forgets it (a student's fingers still down are cancelled).
enum Connection {
    static func run(room: Room, teacher: Bool, address: String, inbound: WebSocketInboundStream,
                    outbound: WebSocketOutboundWriter, idle: Duration) async
    {
        let outbox = Outbox()
        let joined: Int? = await MainActor.run { teacher ? room.joinTeacher(outbox) : room.join(outbox, from: address) }
        guard let id = joined else {
            try? await outbound.write(.text(ServerMessage.text(ServerMessage.Failure(
                message: "the room is full (\(Room.maximumStudents) students, \(Room.maximumPlacesPerAddress) from one device)"))))
            return
        }
        let lastHeard = NIOLockedValueBox(ContinuousClock.now)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in outbox.messages {
                    do { try await outbound.write(.text(text)) } catch { return }
                    outbox.written(text)
                }
            }
            group.addTask {
                var limit = RoomServer.messageRate
                do {
                    for try await message in inbound.messages(maxSize: RoomServer.maximumMessage) {
                        let now = ContinuousClock.now
                        lastHeard.withLockedValue { $0 = now }
                        guard limit.allows(at: now) else {
                            outbox.send(ServerMessage.text(ServerMessage.Failure(
                                message: "more than \(Int(limit.rate)) messages a second: the room drops this connection")))
                            return
                        }
                        guard case .text(let text) = message else {
                            outbox.send(ServerMessage.text(ServerMessage.Failure(message: "only text messages are read")))
                            continue
                        }
                        await MainActor.run { teacher ? room.handleTeacher(text, from: id) : room.handle(text, from: id) }
                    }
                } catch {
                    // Too large a message, or a broken frame: the connection is dropped.
                }
            }
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if ContinuousClock.now - lastHeard.withLockedValue({ $0 }) > idle { return }
                }
            }
            await group.next()
            group.cancelAll()
        }
        outbox.close()
        await MainActor.run { teacher ? room.leaveTeacher(id) : room.leave(id) }
    }
}

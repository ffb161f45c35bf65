import ExampleKit
import Foundation
import PageExport

/// The live room: its join code, the teacher's secret, the scenes the teacher chooses from, and a world for each
/// student (`StudentWorld`), each answering only its own browser. The teacher sees every student's last
/// touch-down, coloured by the view it hit, and the tally.
@MainActor
package final class Room {
    let code: String
    let secret: String
    let scenes: [Example]
    private(set) var scene: Example
    /// The chosen scene's page before any touch: the views the teacher's phone shows.
    private var scenePage: SessionPage
    private var students: [Int: (world: StudentWorld, outbox: Outbox, address: String)] = [:]
    private var teachers: [Int: Outbox] = [:]
    /// When the teachers were last sent the room, and whether a message is waiting to go: students' touches and
    /// comings and goings are sent at once, then at most every `broadcastInterval`.
    private var lastBroadcast: ContinuousClock.Instant?
    private var broadcastPending = false
    static let broadcastInterval: Duration = .milliseconds(100)
    private var nextID = 1
    private var joinGuard = JoinGuard()

    /// The most students at once.
    package static let maximumStudents = 60
    /// The most places one address may take (but this machine's own), so one machine cannot fill the room.
    package static let maximumPlacesPerAddress = 8

    package init(code: String, secret: String, scenes: [Example]) {
        precondition(!scenes.isEmpty, "a room needs a scene")
        (self.code, self.secret, self.scenes, scene) = (code, secret, scenes, scenes[0])
        scenePage = StudentWorld(example: scenes[0], variant: nil).page
    }

    package var studentCount: Int { students.count }

    /// This machine's own address: the teacher's tests and a load run, never a classroom's other machines.
    nonisolated static func isLoopback(_ address: String) -> Bool { address == "127.0.0.1" || address == "::1" || address.hasPrefix("::ffff:127.") }

    // MARK: Students

    /// A new student's id, its world sent whole; nil when the room is full.
    /// A code tried from `address` (right or not): allowed, wrong (and counted), or refused while the address is
    /// locked out by its wrong codes.
    func tryCode(_ right: Bool, from address: String) -> JoinGuard.Answer {
        let now = ContinuousClock.now
        guard joinGuard.allows(address, at: now) else { return .lockedOut }
        guard right else {
            joinGuard.failed(address, at: now)
            return .wrong
        }
        return .allowed
    }

    package func join(_ outbox: Outbox, from address: String) -> Int? {
        guard students.count < Self.maximumStudents else { return nil }
        if !Self.isLoopback(address) {
            guard students.values.filter({ $0.address == address }).count < Self.maximumPlacesPerAddress else { return nil }
        }
        let id = nextID
        nextID += 1
        let world = StudentWorld(example: scene, variant: nil)
        students[id] = (world, outbox, address)
        outbox.send(world.scene())
        broadcastRoom()
        return id
    }

    /// The student went away: its fingers are cancelled and its world dropped.
    package func leave(_ id: Int) {
        guard let student = students.removeValue(forKey: id) else { return }
        student.world.cancelFingers()
        student.outbox.close()
        broadcastRoom()
    }

    /// Plays one message from student `id` and sends the answers; a refused message is answered with an error.
    package func handle(_ text: String, from id: Int) {
        guard let (world, outbox, _) = students[id] else { return }
        // The teacher's page hears of a touch-down, and of a gesture's winner once it is known.
        let winner = world.lastWinner
        defer { if world.lastWinner != winner { broadcastRoom() } }
        do throws(ClientMessage.Refusal) {
            let message = try ClientMessage.decode(text)
            switch message.type {
            case "pointer":
                outbox.send(try world.pointer(message))
                if message.phase == "down" { broadcastRoom() }
            case "tick": outbox.send(try world.tick(message))
            case "select": outbox.send(try world.select(message))
            case "whatif": try world.whatIf(message).forEach { outbox.send($0) }
            case "reset":
                world.reset(settings: [])
                outbox.send(world.scene())
            case "variant":
                // nil: the default; else one of the scene's variants.
                let name = message.variant
                guard name == nil || scene.variants.contains(name!) else {
                    throw ClientMessage.Refusal("no variant '\(name!.prefix(60))'; valid: " + scene.variants.joined(separator: ", "))
                }
                world.reset(settings: [], variant: .some(name))
                outbox.send(world.scene())
            default: throw ClientMessage.Refusal("unknown type '\(message.type.prefix(40))'")
            }
        } catch {
            outbox.send(ServerMessage.text(ServerMessage.Failure(message: error.description)))
        }
    }

    // MARK: The teacher

    package func joinTeacher(_ outbox: Outbox) -> Int {
        let id = nextID
        nextID += 1
        teachers[id] = outbox
        outbox.send(roomMessage(withPage: true))
        return id
    }

    func leaveTeacher(_ id: Int) { teachers.removeValue(forKey: id)?.close() }

    /// The teacher's messages: `choose` a scene for the room, every student starting afresh in it.
    package func handleTeacher(_ text: String, from id: Int) {
        guard let outbox = teachers[id] else { return }
        do throws(ClientMessage.Refusal) {
            let message = try ClientMessage.decode(text)
            guard message.type == "choose" else { throw ClientMessage.Refusal("the teacher's page sends only choose") }
            let name = try message.text(message.scene, "scene")
            guard let chosen = scenes.first(where: { $0.id == name }) else {
                throw ClientMessage.Refusal("no scene '\(name.prefix(60))' in this room")
            }
            scene = chosen
            scenePage = StudentWorld(example: chosen, variant: nil).page
            for (id, student) in students {
                let world = StudentWorld(example: chosen, variant: nil)
                students[id] = (world, student.outbox, student.address)
                student.outbox.send(world.scene(note: "the teacher chose \(chosen.title)"))
            }
            let text = roomMessage(withPage: true)
            for outbox in teachers.values { outbox.send(text) }
        } catch {
            outbox.send(ServerMessage.text(ServerMessage.Failure(message: error.description)))
        }
    }

    /// Sends the room as it stands to every teacher's page: at once when the last was sent `broadcastInterval`
    /// ago or more, else once that interval is up, with everything that changed meanwhile — so 60 students
    /// tapping cost the teacher's page ten messages a second, not six hundred, and a lone change is not delayed.
    private func broadcastRoom() {
        guard !teachers.isEmpty, !broadcastPending else { return }
        guard let last = lastBroadcast, ContinuousClock.now - last < Self.broadcastInterval else { return flushRoom() }
        broadcastPending = true
        Task { @MainActor [weak self] in
            try? await Task.sleep(until: last + Self.broadcastInterval)
            self?.flushRoom()
        }
    }

    private func flushRoom() {
        (broadcastPending, lastBroadcast) = (false, .now)
        let text = roomMessage(withPage: false)
        for outbox in teachers.values { outbox.send(text) }
    }

    /// The room as it stands; the scene's page only when the teacher's page needs it (on joining, and when the
    /// scene changes), since it does not change with the students' touches.
    private func roomMessage(withPage: Bool) -> String {
        let touches = students.keys.sorted().compactMap { id in
            let world = students[id]!.world
            return world.lastTouchDown.map { RoomState.Touch(student: id, x: $0.x, y: $0.y, hit: $0.hit, won: world.lastWinner) }
        }
        return ServerMessage.text(RoomState(
            code: code, scenes: scenes.map { .init(id: $0.id, title: $0.title) }, scene: scene.id,
            page: withPage ? scenePage : nil, students: students.count, touches: touches))
    }
}

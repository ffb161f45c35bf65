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
    private var students: [Int: Student] = [:]
    /// Students whose page went away, by their resume key, kept `resumeWindow` so a reload (or a phone that
    /// slept) finds its world as it was; dropped when the teacher chooses another scene.
    private var parked: [String: (world: StudentWorld, left: ContinuousClock.Instant)] = [:]
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
    /// How long a student's world waits for its page to come back.
    package static let resumeWindow: Duration = .seconds(600)

    /// A student in the room: its world, where its answers go, the address it joined from, and the key its page
    /// keeps (in the tab's session storage) to find this world again after a reload.
    private struct Student {
        var world: StudentWorld
        let outbox: Outbox
        let address: String
        var key: String
    }

    package init(code: String, secret: String, scenes: [Example]) {
        precondition(!scenes.isEmpty, "a room needs a scene")
        (self.code, self.secret, self.scenes, scene) = (code, secret, scenes, scenes[0])
        scenePage = StudentWorld(example: scenes[0], variant: nil).page
    }

    package var studentCount: Int { students.count }

    /// This machine's own address: the teacher's tests and a load run, never a classroom's other machines.
    nonisolated static func isLoopback(_ address: String) -> Bool { address == "127.0.0.1" || address == "::1" || address.hasPrefix("::ffff:127.") }

    // MARK: Students

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

    /// A new student's id, its world sent whole with its resume key; nil when the room is full.
    package func join(_ outbox: Outbox, from address: String) -> Int? {
        guard students.count < Self.maximumStudents else { return nil }
        if !Self.isLoopback(address) {
            guard students.values.filter({ $0.address == address }).count < Self.maximumPlacesPerAddress else { return nil }
        }
        let id = nextID
        nextID += 1
        let world = StudentWorld(example: scene, variant: nil)
        let key = RoomServer.randomSecret()
        students[id] = Student(world: world, outbox: outbox, address: address, key: key)
        outbox.send(world.scene(resume: key))
        broadcastRoom()
        return id
    }

    /// The student went away: its fingers are cancelled and its world kept `resumeWindow` for its key (the
    /// oldest dropped first once as many wait as the room holds students).
    package func leave(_ id: Int) {
        guard let student = students.removeValue(forKey: id) else { return }
        student.world.cancelFingers()
        student.outbox.close()
        let now = ContinuousClock.now
        parked = parked.filter { now - $0.value.left < Self.resumeWindow }
        if parked.count >= Self.maximumStudents, let oldest = parked.min(by: { $0.value.left < $1.value.left }) {
            parked.removeValue(forKey: oldest.key)
        }
        parked[student.key] = (student.world, now)
        broadcastRoom()
    }

    /// A reloaded page asks for its world back by its key: student `id` (just joined, in a fresh world) takes the
    /// parked world and its key, and is sent it whole; a key unknown or expired leaves the fresh world, saying why.
    private func resume(_ id: Int, key: String) {
        guard var student = students[id] else { return }
        guard let found = parked.removeValue(forKey: key), ContinuousClock.now - found.left < Self.resumeWindow else {
            let minutes = Int(Self.resumeWindow.components.seconds / 60)
            student.outbox.send(ServerMessage.text(ServerMessage.Failure(message:
                "your earlier session was not kept (a page's world waits \(minutes) minutes, and until the teacher chooses another scene); this one starts afresh")))
            return
        }
        found.world.resumed()
        (student.world, student.key) = (found.world, key)
        students[id] = student
        student.outbox.send(found.world.scene(note: "your session, as you left it", resume: key))
        broadcastRoom()
    }

    /// Plays one message from student `id` and sends the answers; a refused message is answered with an error.
    package func handle(_ text: String, from id: Int) {
        guard let student = students[id] else { return }
        let (world, outbox) = (student.world, student.outbox)
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
            case "resume": resume(id, key: try message.text(message.key, "key"))
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
            parked = [:]
            for (id, student) in students {
                let world = StudentWorld(example: chosen, variant: nil)
                students[id]?.world = world
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

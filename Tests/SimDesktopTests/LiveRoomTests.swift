import Benchmarks
import Examples
import Foundation
import HummingbirdWSClient
import LiveRoom
import Logging
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `sim-desktop serve`, started as a teacher starts it and driven through real WebSockets as browsers drive it:
/// a student's tap played in its own world and answered with the hit view; the teacher's room with everyone's
/// last touch and the tally; choosing a scene; inspecting and what-if; and hostile browsers — garbage, huge
/// numbers, binary, an oversized message, a flood, guessed codes, a connection dropped mid-gesture — answered or
/// dropped while the others go on.
@Suite("The live room", .serialized)
struct LiveRoomTests {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sim-desktop")
    }

    /// Everything a message says, as text, for a search.
    func text(_ message: [String: Any]?) -> String {
        message.flatMap { try? JSONSerialization.data(withJSONObject: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func pointer(_ phase: String, _ x: Double, _ y: Double, t: Double, finger: Int = 0) -> [String: Any] {
        ["type": "pointer", "phase": phase, "finger": finger, "x": x, "y": y, "t": t]
    }

    func get(_ url: String) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: url)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test("a student's tap on E: hit-tested in its own world, the hit view and chain answered; the teacher sees it",
          .timeLimit(.minutes(10)))
    func studentTapAndTeacher() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let teacher = TestSocket(room.teacherSocket)
        #expect(await teacher.next("room").map { $0["students"] as? Int } == 0)
        let student = TestSocket(room.studentSocket)
        let scene = try #require(await student.next("scene"))
        #expect((scene["page"] as? [String: Any])?["example"] as? String == "hit-test-order")
        let e = await MainActor.run { HitTestOrderScene.pointInE }
        student.send(pointer("down", e.x, e.y, t: 10))
        let update = await student.next("update")
        let down = text(update)
        #expect(down.contains("-[EView hitTest:withEvent:] -> EView"), "\(down.prefix(500))")
        let pass = try #require((update?["passes"] as? [[String: Any]])?.last)
        let visits = try #require(pass["visits"] as? [[String: Any]])
        #expect(visits.map { $0["name"] as? String } == ["UIWindow", "UIView", "AView", "CView", "FView", "EView"])
        #expect(visits.last?["outcome"] as? String == "hit")
        #expect((pass["chain"] as? [[String: Any]])?.first?["name"] as? String == "EView")
        student.send(pointer("up", e.x, e.y, t: 10.1))
        let up = text(await student.next("update"))
        #expect(up.contains("-[EView touchesEnded:withEvent:]"))
        // A second tap: its down closes the first gesture's arena, sent once more as closed; from then on its
        // updates carry only its own arena, after the first's.
        student.send(pointer("down", e.x, e.y, t: 11))
        let again = try #require(await student.next("update"))
        #expect(again["arenasFrom"] as? Int == 0 && (again["arenas"] as? [Any])?.count == 2)
        student.send(pointer("up", e.x, e.y, t: 11.1))
        let lift = try #require(await student.next("update"))
        #expect(lift["arenasFrom"] as? Int == 1, "\(lift["arenasFrom"] ?? "none")")
        #expect((lift["arenas"] as? [Any])?.count == 1)
        // The teacher's room: one student, its touch on EView, the tally.
        var seen: [String: Any]?
        for _ in 0..<5 {
            seen = await teacher.next("room")
            if (seen?["touches"] as? [Any])?.isEmpty == false { break }
        }
        let tally = (seen?["tally"] as? [[String: Any]])?.map { "\($0["students"] ?? "") hit \($0["hit"] ?? "")" }
        #expect(tally == ["1 hit EView"], "\(text(seen).suffix(300))")
        // Another student's world is its own: its log starts empty of the first one's touches.
        let other = TestSocket(room.studentSocket)
        let fresh = text(await other.next("scene"))
        #expect(!fresh.contains("EView touchesBegan"))
    }

    @Test("inspect a view (why, its toggles), a what-if (the session played again with the change), the scene's variants",
          .timeLimit(.minutes(10)))
    func inspectAndWhatIf() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["image-view-tap"])
        defer { room.stop() }
        let student = TestSocket(room.studentSocket)
        _ = await student.next("scene")
        student.send(pointer("down", 195, 300, t: 1))
        _ = await student.next("update")
        student.send(pointer("up", 195, 300, t: 1.1))
        _ = await student.next("update")
        // Inspect by a point, as the student page sends it: the deepest view drawn there, as the window picks
        // (the photo's caption, which covers it), then the photo by name.
        student.send(["type": "select", "x": 195, "y": 300])
        let picked = try #require(await student.next("selected"))
        #expect(picked["view"] as? String == "UILabel#1", "\(picked)")
        student.send(["type": "select", "view": "UIImageView"])
        let selected = try #require(await student.next("selected"))
        #expect((selected["why"] as? String)?.contains("isUserInteractionEnabled") == true, "\(selected)")
        let toggles = (selected["toggles"] as? [[String: Any]])?.compactMap { $0["change"] as? String } ?? []
        #expect(toggles.contains("UIImageView.isUserInteractionEnabled=true"), "\(toggles)")
        student.send(["type": "whatif", "change": "UIImageView.isUserInteractionEnabled=true"])
        let whatIf = text(await student.next("whatif"))
        #expect(whatIf.contains("UIImageView"), "\(whatIf)")
        let replayed = text(await student.next("scene"))
        #expect(replayed.contains("-[UIImageView touchesBegan:withEvent:]") || replayed.contains("UITapGestureRecognizer"))
        // The scene's variants: the fix, then back to the default; an unknown one is an error.
        student.send(["type": "variant", "variant": "interaction-enabled"])
        let fixed = try #require(await student.next("scene"))
        #expect((fixed["page"] as? [String: Any])?["variant"] as? String == "interaction-enabled")
        #expect(((fixed["page"] as? [String: Any])?["variants"] as? [String]) == ["interaction-enabled"])
        student.send(["type": "variant", "variant": "bogus"])
        #expect(text(await student.next("error")).contains("no variant 'bogus'; valid: interaction-enabled"))
        student.send(["type": "variant"])
        #expect((await student.next("scene")?["page"] as? [String: Any])?["variant"] == nil)
    }

    @Test("the teacher chooses a scene: every student starts afresh in it; an unknown scene is an error",
          .timeLimit(.minutes(10)))
    func teacherChooses() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order", "double-tap"])
        defer { room.stop() }
        let student = TestSocket(room.studentSocket)
        _ = await student.next("scene")
        let teacher = TestSocket(room.teacherSocket)
        _ = await teacher.next("room")
        teacher.send(["type": "choose", "scene": "double-tap"])
        let scene = try #require(await student.next("scene"))
        #expect((scene["page"] as? [String: Any])?["example"] as? String == "double-tap")
        #expect((scene["note"] as? String)?.contains("the teacher chose") == true)
        teacher.send(["type": "choose", "scene": "no-such-scene"])
        #expect(text(await teacher.next("error")).contains("no scene 'no-such-scene'"))
    }

    @Test("pages: the join page, a student's, the teacher's; a wrong secret is 404", .timeLimit(.minutes(10)))
    func pages() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: [])
        defer { room.stop() }
        #expect(try await get(room.base + "/").body.contains("Type the code"))
        let student = try await get(room.base + "/room/\(room.code)")
        #expect(student.status == 200 && student.body.contains("function render(") && student.body.contains("pointerdown"))
        #expect(!student.body.contains(room.teacher), "a student's page does not hold the teacher's address")
        #expect(try await get(room.teacher).body.contains("tally"))
        #expect(try await get(room.base + "/teacher/guess").status == 404)
        let wrong = try await get(room.base + "/room/WRONG1")
        #expect(wrong.status == 404 && wrong.body.contains("not this room's"))
    }

    @Test("the join code guards the pages too: 10 wrong codes over HTTP lock the address out of the right one (429)",
          .timeLimit(.minutes(10)))
    func codeGuardsPages() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        for n in 0..<10 { #expect(try await get(room.base + "/room/G\(n)").status == 404, "guess \(n)") }
        let right = try await get(room.base + "/room/\(room.code)")
        #expect(right.status == 429 && right.body.contains("Too many wrong codes"), "\(right.status)")
        #expect(await TestSocket(room.studentSocket).next(within: 5) == nil, "the socket is refused as well")
    }

    @Test("a socket opened from another site's page (its Origin) is refused, for a student and for the teacher; the room's own page is let in",
          .timeLimit(.minutes(10)))
    func foreignOrigin() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let student = "/room/\(room.code)/ws", teacher = String(room.teacher.dropFirst(room.base.count)) + "/ws"
        for path in [student, teacher] {
            #expect(try upgrade(room, path, origin: "http://evil.example").hasPrefix("HTTP/1.1 400"), "\(path)")
            #expect(try upgrade(room, path, origin: "null").hasPrefix("HTTP/1.1 400"), "\(path)")
            #expect(try upgrade(room, path, origin: room.base).hasPrefix("HTTP/1.1 101"), "the room's own page")
        }
        #expect(try upgrade(room, student, origin: nil).hasPrefix("HTTP/1.1 101"), "a program that sends no Origin")
        #expect(try upgrade(room, student, origin: "http://127.0.0.1:1").hasPrefix("HTTP/1.1 400"), "another port")
    }

    /// The first line of the answer to a WebSocket upgrade of `path` sent with `origin`, over a raw connection.
    private func upgrade(_ room: RoomProcess, _ path: String, origin: String?) throws -> String {
        let fd = try sendUpgrade(room, path, origin: origin)
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(fd, &buffer, buffer.count)
        return String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
    }

    /// A raw connection to the room that has sent a WebSocket upgrade of `path` (a browser's request, by hand);
    /// the caller closes it.
    private func sendUpgrade(_ room: RoomProcess, _ path: String, origin: String? = nil) throws -> Int32 {
        let (fd, port) = try rawConnection(to: room)
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
        _ = request.withCString { write(fd, $0, strlen($0)) }
        return fd
    }

    @Test("hostile browsers: garbage, huge numbers, a finger twice, binary are errors and it goes on; too large a message and a flood drop that browser only",
          .timeLimit(.minutes(10)))
    func hostileBrowsers() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let student = TestSocket(room.studentSocket)
        _ = await student.next("scene")
        let bad: [(String, String)] = [
            ("{]", "not a message"),
            (#"{"type":"pointer","phase":"down","finger":0,"x":1e308,"y":1,"t":1}"#, "x and y must be numbers"),
            (#"{"type":"pointer","phase":"down","finger":0,"x":1e400,"y":1,"t":1}"#, "not a message"),
            (#"{"type":"pointer","phase":"down","finger":42,"x":1,"y":1,"t":1}"#, "finger must be 0 to 9"),
            (#"{"type":"pointer","phase":"move","finger":0,"x":1,"y":1,"t":1}"#, "finger 0 is not down"),
            (#"{"type":"tick","t":-5}"#, "t must be"),
            (#"{"type":"select","view":"NoSuchView"}"#, "no view named"),
            (#"{"type":"select","x":1e308,"y":1}"#, "x and y must be numbers"),
            (#"{"type":"select","x":-50,"y":-50}"#, "no view is drawn at (-50, -50)"),
            (#"{"type":"whatif","change":"EView.bogus=1"}"#, "unknown property"),
            (#"{"type":"launch"}"#, "unknown type"),
        ]
        for (message, answer) in bad {
            student.send(message)
            #expect(text(await student.next("error")).contains(answer), "\(message)")
        }
        student.send(pointer("down", 10, 10, t: 2))
        _ = await student.next("update")
        student.send(pointer("down", 10, 10, t: 2.1))
        #expect(text(await student.next("error")).contains("finger 0 is already down"))

        // Too large a message: that browser is dropped.
        let large = TestSocket(room.studentSocket)
        _ = await large.next("scene")
        large.send(#"{"type":"select","view":""# + String(repeating: "a", count: 200_000) + #""}"#)
        #expect(await large.ends())

        // A flood, 10,000 messages at once: an error, then dropped.
        let flood = TestSocket(room.studentSocket)
        _ = await flood.next("scene")
        for n in 0..<10_000 { flood.send(#"{"type":"tick","t":\#(Double(n) / 1000)}"#) }
        #expect(await flood.ends(within: 30))

        // A connection dropped mid-gesture: its finger is cancelled, it leaves the room.
        let dropped = TestSocket(room.studentSocket)
        _ = await dropped.next("scene")
        dropped.send(pointer("down", 100, 100, t: 1))
        _ = await dropped.next("update")
        dropped.close()

        // The first browser goes on.
        student.send(pointer("up", 10, 10, t: 3))
        #expect(await student.next("update") != nil)
        let teacher = TestSocket(room.teacherSocket)
        #expect(await teacher.next("room").map { $0["students"] as? Int } == 1)
    }

    @Test("a browser that never reads its answers is dropped once 256 wait (and the kernel's buffers are full); the others go on",
          .timeLimit(.minutes(10)))
    func neverReads() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["list-in-medium-sheet"])
        defer { room.stop() }
        let teacher = TestSocket(room.teacherSocket)
        _ = await teacher.next("room")
        // Asks for its whole world again and again (each answer a few kilobytes), 150 a second, reading nothing.
        let url = room.studentSocket
        let silent = Task {
            var logger = Logger(label: "touchsim.tests")
            logger.logLevel = .critical
            _ = try? await WebSocketClient.connect(url: url, logger: logger) { _, outbound, _ in
                for _ in 0..<9_000 {
                    try await outbound.write(.text(#"{"type":"reset"}"#))
                    try await Task.sleep(for: .milliseconds(6))
                }
            }
        }
        defer { silent.cancel() }
        var counts: [Int] = []
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline, counts.last != 0 || !counts.contains(1) {
            guard let state = await teacher.next("room", within: 5) else { continue }
            counts.append(state["students"] as? Int ?? -1)
        }
        #expect(counts.contains(1) && counts.last == 0, "joined, then dropped: \(counts)")
        let other = TestSocket(room.studentSocket)
        #expect(await other.next("scene") != nil)
    }

    @Test("a join code guessed: after 10 wrong codes the address is refused a minute, even the right code",
          .timeLimit(.minutes(10)))
    func guessedCodes() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        for n in 0..<1_000 {
            let guess = TestSocket(room.base.replacingOccurrences(of: "http://", with: "ws://") + "/room/G\(n)/ws")
            #expect(await guess.next(within: 5) == nil, "guess \(n)")
        }
        let right = TestSocket(room.studentSocket)
        #expect(await right.next(within: 5) == nil, "refused for a minute")
    }

    @Test("40 browsers tapping at once for 5 s: every input answered, in order (the bench runs 60 s)",
          .timeLimit(.minutes(10)))
    func load() async throws {
        let result = try await RoomLoad.run(executable: Self.executable, clients: 40, seconds: 5)
        #expect(result.inputs > 40 * 4)
        #expect(result.answered == result.inputs)
        #expect(result.outOfOrder == 0)
    }

    @Test("--host 0.0.0.0 or :: prints the machine's addresses for students, never the wildcard; the teacher's is loopback")
    func addressesPrinted() {
        let machine = ["192.168.1.20", "10.0.0.7", "2001:db8::5"]
        #expect(RoomAddresses.students(listeningOn: "0.0.0.0", machine: machine) == ["192.168.1.20", "10.0.0.7"])
        #expect(RoomAddresses.students(listeningOn: "::", machine: machine) == machine)
        #expect(RoomAddresses.students(listeningOn: "0.0.0.0", machine: []) == ["127.0.0.1"])
        #expect(RoomAddresses.students(listeningOn: "127.0.0.1", machine: machine) == ["127.0.0.1"])
        #expect(RoomAddresses.teacher(listeningOn: "0.0.0.0") == "127.0.0.1" && RoomAddresses.teacher(listeningOn: "::") == "::1")
        #expect(RoomAddresses.base("2001:db8::5", port: 8080) == "http://[2001:db8::5]:8080")
        // This machine's own list: no loopback, no link-local, no wildcard, each once.
        let own = RoomAddresses.machineAddresses()
        #expect(!own.contains("127.0.0.1") && !own.contains("0.0.0.0") && own.allSatisfy { !$0.hasPrefix("fe80") })
        #expect(Set(own).count == own.count)
    }

    @Test("SIGTERM stops the room in seconds, with a student connected who never reads nor answers the close",
          .timeLimit(.minutes(10)))
    func stopsWithAStuckStudent() throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        // A raw connection that upgrades to a WebSocket and then goes silent: it reads nothing, so no close
        // handshake ever completes.
        let fd = try sendUpgrade(room, "/room/\(room.code)/ws")
        defer { close(fd) }
        Thread.sleep(forTimeInterval: 1)
        let start = Date()
        room.process.terminate()
        room.process.waitUntilExit()
        #expect(Date().timeIntervalSince(start) < 15, "\(Date().timeIntervalSince(start)) s")
        #expect(room.process.terminationStatus == 0)
    }

    @Test("what waits for a browser that stops reading is bounded in bytes (2 MB) as well as in answers: then it is dropped")
    func outboxBytes() {
        let outbox = Outbox()
        let megabyte = String(repeating: "x", count: 1 << 20)
        #expect(outbox.send(megabyte) && outbox.send(megabyte))
        #expect(!outbox.send("one more byte"), "past 2 MB waiting: the browser is dropped")
        let another = Outbox()
        #expect(another.send(megabyte + megabyte + megabyte), "one message when nothing waits, however large")
        another.written(megabyte + megabyte + megabyte)
        #expect(another.send(megabyte) && another.send(megabyte), "written, its bytes no longer wait")
    }

    @Test("slowloris: 1,100 requests left unfinished neither use up the server's descriptors nor keep a student out; they are closed after 20 s",
          .timeLimit(.minutes(10)))
    func slowloris() async throws {
        DescriptorLimit.raise()  // this test's own 1,100 sockets
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let limits = try String(contentsOfFile: "/proc/\(room.process.processIdentifier)/limits", encoding: .utf8)
        let openFiles = limits.split(separator: "\n").first { $0.hasPrefix("Max open files") }?.split(separator: " ")
        #expect((openFiles?.dropFirst(3).first).flatMap { Int($0) } ?? 0 > 1_100, "the server raised its descriptor limit")
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<1_100 {
            guard let fd = try? unfinishedRequest(room) else { break }
            sockets.append(fd)
        }
        #expect(sockets.count == 1_100)
        #expect(await TestSocket(room.studentSocket).next("scene") != nil, "a student still joins")
        try await Task.sleep(for: .seconds(22))
        var buffer = [UInt8](repeating: 0, count: 16)
        let closed = sockets.prefix(50).filter { fd in
            var timeout = timeval(tv_sec: 2, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            return read(fd, &buffer, buffer.count) == 0
        }
        #expect(closed.count == 50, "the server closed the unfinished requests: \(closed.count) of 50")
    }

    @Test("one address holds at most 32 sockets: the rest close as they open, another student still joins, and a socket given back can be taken again",
          .timeLimit(.minutes(10)))
    func connectionsPerAddress() async throws {
        let room = try RoomProcess(executable: Self.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        // 127.0.0.2 is this machine too, but not the loopback address the room exempts: a classroom device, here.
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<40 { sockets.append(try unfinishedRequest(room, from: "127.0.0.2")) }
        // Closed by the server: a read without waiting finds the end, or a reset (closed with its request unread); an
        // open socket has nothing to read yet.
        func isClosed(_ fd: Int32) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 16)
            let read = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            return read == 0 || (read < 0 && errno == ECONNRESET)
        }
        try await Task.sleep(for: .milliseconds(500))
        let closed = sockets.map(isClosed)
        // Which 32 are kept depends on the event loops' order of setting sockets up; how many does not.
        #expect(closed.filter { $0 }.count == 40 - ConnectionLimit.maximumPerAddress, "closed at once: \(closed)")
        #expect(await TestSocket(room.studentSocket).next("scene") != nil, "a student from another address joins")
        sockets.forEach { close($0) }
        sockets.removeAll()
        try await Task.sleep(for: .milliseconds(300))
        let again = try unfinishedRequest(room, from: "127.0.0.2")
        sockets.append(again)
        try await Task.sleep(for: .milliseconds(500))
        #expect(!isClosed(again), "a socket given back is the address's again")
    }

    /// A connection that has sent the start of a request's head and no more.
    private func unfinishedRequest(_ room: RoomProcess, from source: String = "127.0.0.1") throws -> Int32 {
        let (fd, _) = try rawConnection(to: room, from: source)
        _ = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".withCString { write(fd, $0, strlen($0)) }
        return fd
    }

    /// A raw TCP connection to the room (a browser's socket, by hand), and the room's port; the caller closes it.
    private func rawConnection(to room: RoomProcess, from source: String = "127.0.0.1") throws -> (fd: Int32, port: Int) {
        let port = try #require(URL(string: room.base)?.port)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(fd)
            throw CancellationError()
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else {
            close(fd)
            throw CancellationError()
        }
        return (fd, port)
    }

    @Test("one device takes at most 8 places, so it cannot fill the room; this machine's own (loopback) is not held to it")
    @MainActor
    func placesPerAddress() throws {
        let room = Room(code: "ABCDEF", secret: "s", scenes: [try #require(Gallery.example(id: "hit-test-order"))])
        for _ in 0..<Room.maximumPlacesPerAddress { #expect(room.join(Outbox(), from: "10.0.0.5") != nil) }
        #expect(room.join(Outbox(), from: "10.0.0.5") == nil, "a ninth place from one device")
        #expect(room.join(Outbox(), from: "10.0.0.6") != nil, "another device")
        for _ in 0..<20 { #expect(room.join(Outbox(), from: "127.0.0.1") != nil) }
    }
}


import Benchmarks
import Examples
import Foundation
import Testing

/// A student's page reloaded (or a phone that slept and dropped its socket) finds its world again: the room keeps
/// a world whose page went away for ten minutes under the key its page was given, and a page that sends that key
/// back gets the world whole — its touches, its variant — while a key unknown, used twice or from before the
/// teacher chose another scene leaves a fresh world and says why.
@Suite("The live room keeps a student's world across a reload", .serialized)
struct LiveRoomResumeTests {
    func pointer(_ phase: String, _ x: Double, _ y: Double, t: Double) -> [String: Any] {
        ["type": "pointer", "phase": phase, "finger": 0, "x": x, "y": y, "t": t]
    }

    func inputs(_ scene: [String: Any]?) -> Int {
        ((scene?["page"] as? [String: Any])?["records"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "input" }.count
    }

    @Test("a reload with the key: the world as it was; the key twice, a made-up key, a key from before the teacher's choice: a fresh world and why",
          .timeLimit(.minutes(10)))
    func resume() async throws {
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: ["button-vs-parent-tap", "hit-test-order"])
        defer { room.stop() }
        let first = TestSocket(room.studentSocket)
        let joined = try #require(await first.next("scene"))
        let key = try #require(joined["resume"] as? String)
        #expect(key.count == 32 && inputs(joined) == 0)
        let variant = try #require(((joined["page"] as? [String: Any])?["variants"] as? [String])?.first)
        first.send(["type": "variant", "variant": variant])
        _ = await first.next("scene")
        first.send(pointer("down", 100, 300, t: 5))
        _ = await first.next("update")
        first.send(pointer("up", 100, 300, t: 5.1))
        _ = await first.next("update")
        first.close()
        #expect(await first.ends())

        // The reloaded page: a fresh world on joining, then its own on asking.
        let second = TestSocket(room.studentSocket)
        let fresh = try #require(await second.next("scene"))
        #expect(inputs(fresh) == 0 && fresh["resume"] as? String != key)
        second.send(["type": "resume", "key": key])
        let back = try #require(await second.next("scene"))
        #expect(inputs(back) == 2, "the tap's down and up come back")
        #expect((back["page"] as? [String: Any])?["variant"] as? String == variant)
        #expect(back["resume"] as? String == key && back["note"] as? String == "your session, as you left it")
        // It goes on from there: a touch at a browser clock started again from zero is played after the others.
        second.send(pointer("down", 100, 300, t: 0.5))
        #expect((await second.next("update"))?["recordsFrom"] as? Int ?? 0 > 0)

        // The same key while its world is in use, and a made-up one: refused, the fresh world stays.
        let third = TestSocket(room.studentSocket)
        _ = await third.next("scene")
        for wrong in [key, String(repeating: "0", count: 32)] {
            third.send(["type": "resume", "key": wrong])
            let refusal = await third.next("error")
            let message = refusal?["message"] as? String ?? ""
            #expect(message.contains("not kept"), "\(refusal ?? [:])")
        }
        // Garbage for a key is an error like any other bad message.
        third.send(["type": "resume", "key": String(repeating: "k", count: 2_000)])
        #expect((await third.next("error"))?["message"] as? String == "key must be a name of at most 1,000 bytes")

        // The teacher chooses another scene: worlds waiting for their page are of the old one, and go.
        second.close()
        #expect(await second.ends())
        let teacher = TestSocket(room.teacherSocket)
        _ = await teacher.next("room")
        teacher.send(["type": "choose", "scene": "hit-test-order"])
        _ = await third.next("scene")
        let fourth = TestSocket(room.studentSocket)
        _ = await fourth.next("scene")
        fourth.send(["type": "resume", "key": key])
        #expect((await fourth.next("error"))?["message"] as? String ?? "" != "")
    }
}

import Benchmarks
import Examples
import Foundation
import Testing

/// The live room in a real browser: headless Chromium opens a student's page, and the DevTools protocol touches
/// the phone as a finger would (Pointer Events of type touch) — a tap on E, then, once the teacher chose the
/// pinch scene, a two-finger pinch — and the test reads what the page shows: the hit view, the chain and the
/// recognizer that won; a reload brings the student's world back.
@Suite("The live room in a browser", .serialized)
struct LiveRoomBrowserTests {
    @Test("a tap, then a two-finger pinch, in Chromium: the hit view and the winning recognizer, as the page shows them",
          .timeLimit(.minutes(10)))
    func tapAndPinch() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: DevToolsPage.program),
                     "the browser test needs Debian's chromium-headless-shell: bash scripts/install-deps.sh")
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: ["hit-test-order", "pinch-rotate"])
        defer { room.stop() }
        let page = try await DevToolsPage(url: room.base + "/room/" + room.code)
        defer { page.close() }
        #expect(try await page.wait(for: "page !== null && page.example === 'hit-test-order'"))

        // Where a point of the phone's screen is on the page.
        let rect = try await page.evaluate(
            "(() => { const r = document.getElementById('phone').getBoundingClientRect(); return [r.left, r.top, r.width / page.screen.width]; })()")
        let box = try #require(rect as? [Double])
        func onPage(_ x: Double, _ y: Double) -> (Double, Double) { (box[0] + x * box[2], box[1] + y * box[2]) }

        let pointInE = await MainActor.run { HitTestOrderScene.pointInE }
        let e = onPage(pointInE.x, pointInE.y)
        try await page.touch("touchStart", [(1, e.0, e.1)])
        try await page.touch("touchEnd", [])
        #expect(try await page.wait(for: "document.getElementById('hittest').textContent.includes('EView the hit view')"))
        #expect(try await page.evaluate("document.getElementById('chain').textContent") as? String ?? "" != "")
        try await page.screenshot(to: "/tmp/touchsim-live-room-tap.png")

        // The teacher chooses the pinch scene; the page starts afresh in it.
        let teacher = TestSocket(room.teacherSocket)
        _ = await teacher.next("room")
        teacher.send(["type": "choose", "scene": "pinch-rotate"])
        #expect(try await page.wait(for: "page.example === 'pinch-rotate'"))
        let centre = (x: 195.0, y: 420.0)
        var fingers = [(1, centre.x - 40, centre.y), (2, centre.x + 40, centre.y)].map { ($0.0, onPage($0.1, $0.2)) }
        try await page.touch("touchStart", fingers.map { ($0.0, $0.1.0, $0.1.1) })
        for step in 1...10 {
            let spread = 40.0 + Double(step) * 8
            fingers = [(1, onPage(centre.x - spread, centre.y)), (2, onPage(centre.x + spread, centre.y))]
            try await page.touch("touchMove", fingers.map { ($0.0, $0.1.0, $0.1.1) })
        }
        try await page.touch("touchEnd", [])
        #expect(try await page.wait(for: "document.getElementById('arena').textContent.includes('UIPinchGestureRecognizer')"))
        let arena = try await page.evaluate("document.getElementById('arena').textContent") as? String ?? ""
        #expect(arena.contains("wins: UIPinchGestureRecognizer"), "\(arena)")
        try await page.screenshot(to: "/tmp/touchsim-live-room-pinch.png")
        // The teacher's tally says who won the gesture, beside the view it landed on.
        var won: [String] = []
        while won.isEmpty, let room = await teacher.next("room", within: 10) {
            won = (room["tally"] as? [[String: Any]] ?? []).compactMap { $0["won"] as? String }.filter { !$0.isEmpty }
        }
        #expect(won == ["UIPinchGestureRecognizer"], "\(won)")
        let log = try await page.evaluate("page.records.filter(r => r.kind === 'input').map(r => r.finger + r.phase).join(' ')") as? String ?? ""
        #expect(log.contains("0down") && log.contains("1down"), "two fingers played: \(log.prefix(300))")

        // A reload: the page asks for its world by the key in the tab's session storage, and the pinch is back.
        _ = try await page.call("Page.reload")
        var back = false
        for _ in 0..<3 where !back {
            back = (try? await page.wait(for: "page !== null && page.records.some(r => r.kind === 'input' && r.finger === 1)")) == true
        }
        #expect(back, "the pinch's log after a reload")
    }
}

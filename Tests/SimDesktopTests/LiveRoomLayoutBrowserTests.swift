import Benchmarks
import Foundation
import Testing

/// The live room's pages laid out for where they are used, in headless Chromium with touch emulation: a student's
/// on a phone (the whole phone at once, the controls below it) and on a desktop, the teacher's on a 1280 × 720
/// projector; and a touch lands where it is made, through the drawing's own box, not the border around it.
@Suite("The live room's layout and touch accuracy in a browser", .serialized)
struct LiveRoomLayoutBrowserTests {
    /// The drawing's box on the page, from the canvas's layout and its computed border (not the page's script):
    /// left, top, and CSS pixels per point.
    static let drawingBox = """
        (() => { const c = document.getElementById('phone'), r = c.getBoundingClientRect(), s = getComputedStyle(c);
          const left = r.left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
          const top = r.top + parseFloat(s.borderTopWidth) + parseFloat(s.paddingTop);
          const width = r.width - parseFloat(s.borderLeftWidth) - parseFloat(s.borderRightWidth) - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
          return [left, top, width / page.screen.width]; })()
        """

    /// hit-test-order's B and C, side by side inside A (screen points): the exercise's "touch the edge between two views".
    static let views: [(name: String, frame: CGRect)] = [
        ("BView", CGRect(x: 30, y: 130, width: 150, height: 380)), ("CView", CGRect(x: 200, y: 130, width: 160, height: 380)),
    ]

    @Test("a tap 1 pt inside each corner of two neighbouring views lands within 1 pt, on a desktop and on a phone",
          arguments: [(1280, 900, 1.0, false), (390, 844, 3.0, true)])
    func tapsLandWhereTouched(_ size: (Int, Int, Double, Bool)) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: DevToolsPage.program),
                     "the browser test needs Debian's chromium-headless-shell: bash scripts/install-deps.sh")
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let page = try await DevToolsPage(url: room.base + "/room/" + room.code)
        defer { page.close() }
        try await page.viewport(width: size.0, height: size.1, scale: size.2, mobile: size.3)
        #expect(try await page.wait(for: "page !== null && page.example === 'hit-test-order'"))
        try await Task.sleep(for: .milliseconds(300))
        let box = try #require(try await page.evaluate(Self.drawingBox) as? [Double])
        var taps = 0
        for view in Self.views {
            let f = view.frame
            for (x, y) in [(f.minX + 1, f.minY + 1), (f.maxX - 1, f.minY + 1), (f.minX + 1, f.maxY - 1), (f.maxX - 1, f.maxY - 1)] {
                let at = (box[0] + x * box[2], box[1] + y * box[2])
                try await page.touch("touchStart", [(1, at.0, at.1)])
                try await page.touch("touchEnd", [])
                taps += 1
                let downs = "page.records.filter(r => r.kind === 'input' && r.phase === 'down')"
                #expect(try await page.wait(for: "\(downs).length === \(taps)"))
                let landed = try #require(try await page.evaluate("(() => { const r = \(downs).pop(); return [r.x, r.y]; })()") as? [Double])
                #expect(abs(landed[0] - x) <= 1 && abs(landed[1] - y) <= 1,
                        "\(size.0)×\(size.1): a tap at (\(x), \(y)) near \(view.name)'s corner landed at \(landed)")
            }
        }
        try await page.screenshot(to: "/tmp/touchsim-room-\(size.0)x\(size.1).png")
    }

    @Test("the teacher switches scene while a finger is down: the rest of that touch is the old world's, no error; a what-if's answer goes")
    func sceneSwitchMidGesture() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: DevToolsPage.program))
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: ["hit-test-order", "pinch-rotate"])
        defer { room.stop() }
        let page = try await DevToolsPage(url: room.base + "/room/" + room.code)
        defer { page.close() }
        #expect(try await page.wait(for: "page !== null && page.example === 'hit-test-order'"))
        let box = try #require(try await page.evaluate(Self.drawingBox) as? [Double])
        func at(_ x: Double, _ y: Double) -> (Int, Double, Double) { (1, box[0] + x * box[2], box[1] + y * box[2]) }
        _ = try await page.evaluate("document.getElementById('whatif').textContent = 'What if …: an answer about the old scene'")
        try await page.touch("touchStart", [at(100, 300)])
        #expect(try await page.wait(for: "page.records.some(r => r.kind === 'input')"))
        let teacher = TestSocket(room.teacherSocket)
        _ = await teacher.next("room")
        teacher.send(["type": "choose", "scene": "pinch-rotate"])
        #expect(try await page.wait(for: "page.example === 'pinch-rotate'"))
        try await page.touch("touchMove", [at(120, 320)])
        try await page.touch("touchEnd", [])
        try await page.touch("touchStart", [at(195, 420)])
        try await page.touch("touchEnd", [])
        #expect(try await page.wait(for: "page.records.filter(r => r.kind === 'input' && r.phase === 'up').length === 1"))
        let status = try await page.evaluate("document.getElementById('status').textContent") as? String ?? ""
        #expect(!status.contains("not down"), "\(status)")
        #expect(try await page.evaluate("document.getElementById('whatif').textContent") as? String == "")
    }

    @Test("a student's page on a 390 × 844 phone: the whole phone on the screen, nothing wider, the controls below it")
    func studentOnAPhone() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: DevToolsPage.program))
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let page = try await DevToolsPage(url: room.base + "/room/" + room.code)
        defer { page.close() }
        try await page.viewport(width: 390, height: 844, scale: 3, mobile: true)
        #expect(try await page.wait(for: "page !== null"))
        try await Task.sleep(for: .milliseconds(300))
        let layout = try #require(try await page.evaluate("""
            (() => { const r = document.getElementById('phone').getBoundingClientRect();
              const side = document.querySelector('.side').getBoundingClientRect();
              return [r.left, r.top, r.right, r.bottom, side.top, document.documentElement.scrollWidth, innerWidth, innerHeight]; })()
            """) as? [Double])
        #expect(layout[6] == 390 && layout[7] == 844, "the emulated screen: \(layout)")
        #expect(layout[0] >= 0 && layout[1] >= 0 && layout[2] <= 390 && layout[3] <= 844, "the phone is cut off: \(layout)")
        #expect(layout[2] - layout[0] >= 300, "the phone is drawn small: \(layout)")
        #expect(layout[5] <= 390, "the page is wider than the phone's screen: \(layout)")
        #expect(layout[4] >= layout[3], "the controls are not below the phone: \(layout)")
        try await page.screenshot(to: "/tmp/touchsim-room-student-390x844.png")
    }

    @Test("the teacher's page on a 1280 × 720 projector: the whole phone and the tally on the screen")
    func teacherOnAProjector() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: DevToolsPage.program))
        let room = try RoomProcess(executable: LiveRoomTests.executable, arguments: ["hit-test-order"])
        defer { room.stop() }
        let page = try await DevToolsPage(url: room.teacher)
        defer { page.close() }
        try await page.viewport(width: 1280, height: 720)
        #expect(try await page.wait(for: "page !== null && room !== null"))
        try await Task.sleep(for: .milliseconds(300))
        let layout = try #require(try await page.evaluate("""
            (() => { const r = document.getElementById('phone').getBoundingClientRect(), t = document.getElementById('join').getBoundingClientRect();
              return [r.left, r.top, r.right, r.bottom, t.bottom, document.documentElement.scrollWidth]; })()
            """) as? [Double])
        #expect(layout[0] >= 0 && layout[1] >= 0 && layout[2] <= 1280 && layout[3] <= 720, "the phone is cut off: \(layout)")
        #expect(layout[4] <= 720 && layout[5] <= 1280, "the join line or the page goes past the screen: \(layout)")
        try await page.screenshot(to: "/tmp/touchsim-room-teacher-1280x720.png")
    }
}

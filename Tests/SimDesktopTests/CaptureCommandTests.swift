import Foundation
import Testing

/// `sim-desktop capture` and a captured screen's files given to `why`, run as a user runs them; and the bad
/// captures the issue names — each a message with its place, exit 2, nothing written.
@Suite("Captures on the command line", .serialized)
struct CaptureCommandTests {
    static let captures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/captures")
    static let feed = captures.appendingPathComponent("feed.yaml").path
    static let touches = captures.appendingPathComponent("feed-touches.jsonl").path

    private func scratch(_ text: String, _ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-\(getpid())-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("capture ID --out FILE writes the scene and says what it gives back; the file plays as the example")
    func captureExample() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-\(getpid())-capture.yaml")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = await runInProcess(["capture", "button-vs-parent-tap", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("hit-testing: the same view at all 20678 points of a 4-pt grid"))
        #expect(result.stdout.contains("demo log: the same 46 lines"))
        let why = await runInProcess(["why", out.path, "--at", "195,400"])
        #expect(why.status == 0, "\(why.stderr)")
        let printed = await runInProcess(["capture", "hit-test-order"])
        #expect(printed.stdout.hasPrefix("# Written by TouchCapture: 6 views"))
        #expect(printed.stderr.contains("demo log: differs from line 28"))
    }

    @Test("the walkthrough: the captured touches on the captured screen say why the Like button does not respond")
    func walkthrough() async throws {
        let result = await runInProcess(["why", Self.feed, "--input", Self.touches, "--view", "LikeButton"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("The touch goes to LikeButton."))
        #expect(result.stdout.contains("Why: LikeButton was hit, but UIScrollView's UIScrollViewDelayedTouchesBeganGestureRecognizer held its touchesBegan"))
        #expect(result.stdout.contains("CardView's UILongPressGestureRecognizer \"pressFeedback\" recognized"))
        let fixed = await runInProcess(["why", Self.feed, "--input", Self.touches, "--action", "likeTapped",
                                       "--set", "pressFeedback.cancelsTouchesInView=false"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.contains("Why: likeTapped was sent by LikeButton to FeedViewController."), "\(fixed.stdout)")
    }

    @Test("bad captures: cut short, 100 MB, an unknown base class, a relation to nothing — the place, exit 2")
    func badScenes() async throws {
        let text = try String(contentsOfFile: Self.feed, encoding: .utf8)
        // Cut after a whole view's lines: valid YAML, so only the count the capture wrote tells.
        let cut = try scratch(text.components(separatedBy: "\n").prefix(28).joined(separator: "\n"), "cut.yaml")
        let base = try scratch(text.replacingOccurrences(of: "baseClass: \"UIButton\"", with: "baseClass: \"UIFancyButton\""), "base.yaml")
        let relation = try scratch(text.replacingOccurrences(of: "      minimumPressDuration: 0\n",
                                                             with: "      minimumPressDuration: 0\n      requireToFail: [\"UIPanGestureRecognizer#4\"]\n"), "relation.yaml")
        let huge = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-\(getpid())-huge.yaml")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100 * 1024 * 1024)  // sparse: 100 MB that cost nothing to write
        try handle.close()
        defer { for url in [cut, base, relation, huge] { try? FileManager.default.removeItem(at: url) } }
        let expected: [(URL, String)] = [
            (cut, ":3:3: at capture: the capture wrote 5 views but the file holds 3: it was cut short"),
            (base, ":33:18: at views[0].subviews[0].subviews[2].baseClass: baseClass UIFancyButton is not a UIKit class touchsim has"),
            (relation, "pressFeedback names 'UIPanGestureRecognizer#4', but no recognizer has that name"),
            (huge, "too large"),
        ]
        for (file, message) in expected {
            let result = await runInProcess(["why", file.path, "--at", "324,378"])
            #expect(result.status == 2, "\(file.lastPathComponent): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(file.lastPathComponent): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("bad touch scripts: ten fingers down and no ups, times going back — the place, exit 2")
    func badTouches() async throws {
        let tenDown = (0..<10).map { #"{"t": \#(Double($0) / 10), "finger": \#($0), "phase": "down", "x": 324, "y": 378}"# }
        let fingers = try scratch(tenDown.joined(separator: "\n") + "\n", "ten.jsonl")
        let back = try scratch(#"{"t": 1, "finger": 0, "phase": "down", "x": 324, "y": 378}"# + "\n"
            + #"{"t": 0.5, "finger": 0, "phase": "up", "x": 324, "y": 378}"# + "\n", "back.jsonl")
        defer { for url in [fingers, back] { try? FileManager.default.removeItem(at: url) } }
        let ten = await runInProcess(["why", Self.feed, "--input", fingers.path, "--view", "LikeButton"])
        #expect(ten.status == 2)
        #expect(ten.stderr.contains("ten.jsonl: the script ends with fingers 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 still down"), "\(ten.stderr)")
        #expect(ten.stdout.isEmpty)
        let backwards = await runInProcess(["why", Self.feed, "--input", back.path])
        #expect(backwards.status == 2)
        #expect(backwards.stderr.contains("line 2: time goes back: t=0.5 after t=1.0"), "\(backwards.stderr)")
        #expect(backwards.stdout.isEmpty)
    }

    @Test("capture writes nothing when it cannot: an unknown example, a folder that is not there")
    func nothingHalfWritten() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-no-such-folder/scene.yaml")
        let result = await runInProcess(["capture", "button-vs-parent-tap", "--out", missing.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the scene"))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let unknown = await runInProcess(["capture", "no-such-example"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        // A scene file captured over itself: refused, the file as it was.
        let text = try String(contentsOfFile: Self.feed, encoding: .utf8)
        let own = try scratch(text, "own.yaml")
        defer { try? FileManager.default.removeItem(at: own) }
        let over = await runInProcess(["capture", own.path, "--out", own.path])
        #expect(over.status == 2, "\(over.stderr)")
        #expect(try String(contentsOf: own, encoding: .utf8) == text)
    }
}

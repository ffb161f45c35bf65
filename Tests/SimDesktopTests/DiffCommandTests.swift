import Foundation
import Testing

/// `sim-desktop diff A B`, as a user runs it: exit 0 equal, 1 different, 2 for what cannot be read.
@Suite("The diff command", .serialized)
struct DiffCommandTests {
    @Test("before and after a what-if change: exit 1, the first difference, the changes; a trace and itself: exit 0")
    func beforeAfter() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.trace").path, b = directory.appendingPathComponent("b.trace.zst").path
        #expect(await runInProcess(["record", "table-vs-background-tap", "--out", a]).status == 0)
        #expect(await runInProcess(["record", "table-vs-background-tap", "--out", b,
                                   "--set", "UITapGestureRecognizer.cancelsTouchesInView=false"]).status == 0)
        let diff = await runInProcess(["diff", a, b])
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.hasPrefix("scene set: none → UITapGestureRecognizer.cancelsTouchesInView=false\nthe traces differ"))
        #expect(diff.stdout.contains("  actions sent:\n    UITapGestureRecognizer sends actionTapView to BackgroundTapViewController — 2 → 3"),
                "\(diff.stdout)")
        let json = await runInProcess(["diff", a, b, "--json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["equal", "compared", "scene", "first", "changes"])
        let same = await runInProcess(["diff", b, b])
        #expect(same.status == 0 && same.stdout.hasPrefix("the traces are equal: "))
    }

    @Test("a missing file, a directory or a bad trace exits 2 naming the file")
    func bad() async throws {
        let missing = await runInProcess(["diff", "/nonexistent/a.trace", "/nonexistent/b.trace"])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/a.trace"))
        let directory = await runInProcess(["diff", "/tmp", "/tmp"])
        #expect(directory.status == 2 && directory.stderr.contains("directory"))
    }
}

/// `run --set … --diff`: the same input without and with the changes, compared in memory.
@Suite("run --diff", .serialized)
struct RunDiffTests {
    @Test("delaysContentTouches off: the button tracks the drag and the scroll view never pans (exit 1)")
    func scrollView() async throws {
        let result = await runInProcess(["run", "scroll-view-button", "--set", "UIScrollView.delaysContentTouches=false", "--diff"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Now the touch goes to UIButton and UIScrollView (was UIButton)"), "the sentence leads")
        #expect(result.stdout.contains(".\n\nscene set: none → UIScrollView.delaysContentTouches=false\nthe traces differ"))
        #expect(result.stdout.contains("    held: touchesBegan for UIButton, touch 0 (UIScrollViewDelayedTouchesBeganGestureRecognizer delaysTouchesBegan) — 2 → 0"))
        #expect(result.stdout.contains("    UIScrollViewPanGestureRecognizer reached began — 1 → 0"))
    }

    @Test("a change that changes nothing: exit 0; --diff without --set: exit 2")
    func sameAndMissing() async throws {
        let same = await runInProcess(["run", "hit-test-order", "--set", "DView.hidden=true", "--diff"])
        #expect(same.status == 0 && same.stdout.contains("the traces are equal: "), "\(same.stdout)\(same.stderr)")
        let missing = await runInProcess(["run", "hit-test-order", "--diff"])
        #expect(missing.status == 2 && missing.stderr.contains("give one"))
    }

    @Test("--diff --json: one object from the same fields as the text — the sentence, same, the comparison; --json alone is refused")
    func json() async throws {
        let result = await runInProcess(["run", "scroll-view-button", "--set", "UIScrollView.delaysContentTouches=false", "--diff", "--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["changes"] as? [String] == ["UIScrollView.delaysContentTouches=false"])
        #expect((object["outcome"] as? String)?.hasPrefix("Now the touch goes to UIButton") == true)
        #expect(object["same"] as? Bool == false)
        #expect((object["comparison"] as? [String: Any])?["equal"] as? Bool == false)
        let text = await runInProcess(["run", "scroll-view-button", "--set", "UIScrollView.delaysContentTouches=false", "--diff"])
        #expect(text.stdout.hasPrefix((object["outcome"] as? String) ?? "?"), "the text leads with the same sentence")
        let alone = await runInProcess(["run", "hit-test-order", "--json"])
        #expect(alone.status == 2 && alone.stderr.contains("--json goes with --diff"))
    }
}

import Foundation
import Testing

/// `--set 'Target.property=value'` on `run`, `record` and `why`, as a user types it; a recorded trace keeps the
/// changes in its header, so its replay builds the same changed world.
@Suite("What-if changes on the command line", .serialized)
struct WhatIfCommandTests {
    @Test("why --set: the recognizer that no longer cancels touches leaves the view its touch")
    func whyChanges() async throws {
        let arguments = ["why", "gesture-vs-touches", "--at", "195,375", "--view", "YellowView"]
        let before = await runInProcess(arguments)
        #expect(before.stdout.hasSuffix("recognized and cancelled its touch (cancelsTouchesInView).\n"))
        let after = await runInProcess(arguments + ["--set", "LXFTapGestureRecognizer.cancelsTouchesInView=false"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.hasSuffix("Why: YellowView got the touch: hit-test chose it.\n"), "\(after.stdout)")
    }

    @Test("run --set gives the log of the variant that makes the same change")
    func runMatchesVariant() async throws {
        let variant = await runInProcess(["run", "scroll-view-button", "--variant", "no-delay", "--log", "--timed"])
        let changed = await runInProcess(["run", "scroll-view-button", "--log", "--timed",
                                         "--set", "UIScrollView.delaysContentTouches=false"])
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout == variant.stdout)
    }

    @Test("record --set keeps the change in the header; replay --verify builds the same world; an edited change differs")
    func recordReplay() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("whatif-\(UUID().uuidString).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorded = await runInProcess(["record", "gesture-vs-touches", "--out", path,
                                          "--set", "LXFTapGestureRecognizer.cancelsTouchesInView=false"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("{\"type\": \"header\"") && text.split(separator: "\n")[0]
            .hasSuffix(#""set": ["LXFTapGestureRecognizer.cancelsTouchesInView=false"]}"#))
        let replay = await runInProcess(["replay", path, "--headless", "--verify"])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")

        let unknown = path + ".bad"
        defer { try? FileManager.default.removeItem(atPath: unknown) }
        try text.replacingOccurrences(of: "LXFTapGestureRecognizer.cancels", with: "Gone.cancels")
            .write(toFile: unknown, atomically: true, encoding: .utf8)
        let refused = await runInProcess(["replay", unknown, "--headless", "--verify"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(":1: \"set\": no view or recognizer named 'Gone'"), "\(refused.stderr)")
    }

    @Test("a change that cannot be read or names nothing exits 2 with the reason",
          arguments: [
              (["--set", "EView"], "is not Target.property=value"),
              (["--set", "Nope.hidden=true"], "no view or recognizer named 'Nope'; views: UIWindow"),
              (["--set", "EView.alpha=1e400"], "alpha takes a number from 0 to 1"),
              (["--set", "EView.cancelsTouchesInView=false"], "a recognizer's property; EView does not have it"),
          ])
    func bad(arguments: [String], message: String) async throws {
        for command in ["run", "why"] {
            let extra = command == "why" ? ["--at", "10,10"] : []
            let result = await runInProcess([command, "hit-test-order"] + extra + arguments)
            #expect(result.status == 2, "\(command) \(arguments)")
            #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
        }
    }
}

import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing

@testable import Desktop
@testable import Session

/// `sim-desktop shot`: a PNG of the window's frame, headless; exit 2 for a bad id, variant, device, overlay list
/// or script.
@Suite(.serialized)
struct ShotCommandTests {
    private let out = NSTemporaryDirectory() + "touchsim-shot-\(getpid()).png"

    /// The width and height in a PNG file's header.
    private func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func savesAFrameOfTheDefaultSize() throws {
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runSimDesktop(["shot", "hit-test-order", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pngSize(out) == (1280, 800))
    }

    @Test func takesASizeAVariantADeviceAndOverlays() throws {
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runSimDesktop([
            "shot", "pan-vs-touches", "--variant", "cancels-touches-off", "--device", "ipad", "--overlays",
            "dots,hit-test,recognizers", "--size", "640x400", "--large-fonts", "--at", "0.3", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pngSize(out) == (640, 400))
    }

    @Test("--step pauses, then steps: a frame part-way through the demo tap")
    func steps() throws {
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runSimDesktop(["shot", "hit-test-order", "--step", "visit:6", "--size", "640x400", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pngSize(out) == (640, 400))
    }

    @Test("bad ids, variants, devices, overlays, sizes and scripts exit 2 with a message", arguments: [
        (["shot", "no-such-example"], "unknown example"),
        (["shot", "hit-test-order", "--variant", "nope"], "unknown variant"),
        (["shot", "hit-test-order", "--device", "nokia"], "unknown device"),
        (["shot", "hit-test-order", "--overlays", "dots,sparkles"], "unknown overlay"),
        (["shot", "hit-test-order", "--size", "big"], "--size"),
        (["shot", "hit-test-order", "--input", "-"], "line 2"),
        (["shot", "hit-test-order", "--step", "leap:3"], "--step must be"),
    ])
    func badArguments(_ arguments: [String], message: String) throws {
        let script = "{\"t\": 0, \"finger\": 0, \"phase\": \"down\", \"x\": 1, \"y\": 1}\nnot json\n"
        let result = try runSimDesktop(arguments + ["--out", out], stdin: script)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--at plays the inputs up to that time and lets the clock reach it")
    @MainActor
    func playsUpToTheTime() throws {
        let example = try #require(Gallery.example(id: "hit-test-order"))
        let script = tapInput(at: HitTestOrderScene.pointInE, t: 0, duration: 1)
        let pressed = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        pressed.play(script, until: 0.5)
        #expect(pressed.sim.fingersDown == [0] && pressed.sim.now == 0.5)
        let lifted = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        lifted.play(script, until: 2)
        #expect(lifted.sim.fingersDown.isEmpty && lifted.sim.now == 2)
    }
}

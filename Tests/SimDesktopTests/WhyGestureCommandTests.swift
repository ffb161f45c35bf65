import Foundation
import Testing

/// `sim-desktop why` asked about gestures, as a user runs it: drags and pinches, `--recognizer` with its timeline,
/// `--action`, a script as the input, and the bad gestures and names that exit 2.
@Suite("why for gestures", .serialized)
struct WhyGestureCommandTests {
    @Test("--recognizer: the timeline and one sentence naming the deciding object and rule",
          arguments: [
              (["double-tap", "--tap", "200,400", "--recognizer", "double"],
               "Why: double failed: no next tap had come 0.35 s after the lift, and it needs 2 taps (numberOfTapsRequired); 0.35 s is touchsim's assumed figure (Apple documents none)."),
              (["tap-on-view-with-recognizer", "--drag", "200,400:300,400", "--recognizer", "UITapGestureRecognizer"],
               "Why: UITapGestureRecognizer failed: the finger moved 50 pt from where it went down, farther than the 45 pt a tap may stray, so it was no tap; 45 pt is touchsim's assumed figure (Apple documents none)."),
              (["button-vs-parent-tap", "--tap", "200,400", "--recognizer", "CLTapGestureRecognizer"],
               "Why: CLTapGestureRecognizer failed: CLButton, a control on the touch's way, keeps its default action from a superview's recognizer (UIControl's gestureRecognizerShouldBegin(_:))."),
              (["pan-in-scroll-view", "--variant", "require-to-fail", "--drag", "200,400:350,405:0.4",
                "--recognizer", "UIScrollViewPanGestureRecognizer"],
               "Why: UIScrollViewPanGestureRecognizer failed: the drag went 10 pt across first, along an axis the scroll view cannot scroll."),
          ])
    func recognizer(arguments: [String], sentence: String) async throws {
        let result = await runInProcess(["why"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(sentence + "\n"), "\(result.stdout)")
    }

    @Test("--action: sent, by whom and to whom; a pinch plays two fingers")
    func action() async throws {
        let sent = await runInProcess(["why", "button-vs-parent-tap", "--tap", "200,400", "--action", "buttonTapped"])
        #expect(sent.stdout.hasSuffix("Why: buttonTapped was sent by CLButton to ControlVsTapViewController.\n"), "\(sent.stdout)")
        let pinch = await runInProcess(["why", "pinch-rotate", "--pinch", "195,420:2", "--recognizer", "UIPinchGestureRecognizer", "--json"])
        #expect(pinch.status == 0, "\(pinch.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(pinch.stdout.utf8)) as? [String: Any])
        let timeline = try #require(object["timeline"] as? [[String: Any]])
        #expect(timeline.contains { ($0["what"] as? String)?.hasPrefix("possible → began") == true }, "\(timeline)")
        #expect((object["verdict"] as? String)?.hasPrefix("UIPinchGestureRecognizer recognized") == true, "\(object)")
    }

    @Test("--input alone: the script is the gesture explained")
    func script() async throws {
        let directory = NSTemporaryDirectory() + "touchsim-why-input-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/drag.jsonl"
        try """
            {"t": 0, "finger": 0, "phase": "down", "x": 200, "y": 400}
            {"t": 0.05, "finger": 0, "phase": "move", "x": 260, "y": 400}
            {"t": 0.1, "finger": 0, "phase": "up", "x": 260, "y": 400}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = await runInProcess(["why", "tap-on-view-with-recognizer", "--input", path, "--recognizer", "UITapGestureRecognizer"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("Why: UITapGestureRecognizer failed: the finger moved 60 pt from where it went down, farther than the 45 pt a tap may stray, so it was no tap; 45 pt is touchsim's assumed figure (Apple documents none).\n"),
                "\(result.stdout)")
    }

    @Test("bad gestures exit 2 with the form, never a trap",
          arguments: [
              (["--drag", "nan,1:2,3"], "--drag's start must be X,Y"),
              (["--drag", "1e308,1:2,3"], "--drag's start must be X,Y"),
              (["--drag", "1,1:2,3:0"], "--drag's seconds must be above 0"),
              (["--drag", "1,1:2,3:-1"], "--drag's seconds must be above 0"),
              (["--drag", "1,1:2,3:1e308"], "--drag's seconds must be above 0"),
              (["--drag", "1,1"], "--drag must be X1,Y1:X2,Y2"),
              (["--pinch", "200,300"], "--pinch must be X,Y:SCALE"),
              (["--pinch", "200,300:nan"], "--pinch's scale must be a number"),
              (["--pinch", "200,300:0"], "--pinch's scale must be a number"),
              (["--tap", "1,2", "--drag", "1,1:2,2"], "give one of --at, --tap, --drag and --pinch"),
              (["--tap", "1,2", "--view", "EView", "--recognizer", "X"], "ask about one of"),
          ])
    func badGesture(arguments: [String], message: String) async throws {
        let result = await runInProcess(["why", "hit-test-order"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("an unknown recognizer or action exits 2 and lists the names")
    func unknownNames() async throws {
        let recognizer = await runInProcess(["why", "double-tap", "--tap", "200,400", "--recognizer", "Tap"])
        #expect(recognizer.status == 2)
        #expect(recognizer.stderr.contains("no recognizer named 'Tap' in double-tap"))
        #expect(recognizer.stderr.contains("\n  single\n  double"))
        let action = await runInProcess(["why", "button-vs-parent-tap", "--tap", "200,400", "--action", "pay"])
        #expect(action.status == 2)
        #expect(action.stderr.contains("no action named 'pay' in button-vs-parent-tap"), "\(action.stderr)")
        #expect(action.stderr.contains("buttonTapped"), "\(action.stderr)")
    }
}

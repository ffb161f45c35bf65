import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@testable import TouchCapture
import Traces
@_spi(Engine) import ViewModel

@testable import Scenes

/// TouchCapture as an app uses it: `snapshot()` writes the screen, `record()` … `stop()` the touches the window
/// received; both read back (the scene as a scene file, the touches as an input script). docs/captures holds the
/// developer guide's capture walkthrough, made here; regenerate it with `TOUCHSIM_REGENERATE_GOLDEN=1`.
@Suite(.serialized) @MainActor
struct TouchCaptureTests {
    private static let captures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/captures").standardized

    /// The sample app's screen and a tap on its Like button, captured as a developer would from LLDB.
    private func capture() throws -> (scene: String, touches: String) {
        let sim = Simulator()
        CaptureSampleApp.launch(in: sim)
        let scenePath = try #require(sim.run { TouchCapture.snapshot() })
        TouchCapture.record()
        for record in tapInput(at: CaptureSampleApp.likeButton, t: 1) { sim.play(record) }
        sim.advance(by: 0.5)
        let touchesPath = try #require(TouchCapture.stop())
        return (try String(contentsOfFile: scenePath, encoding: .utf8), try String(contentsOfFile: touchesPath, encoding: .utf8))
    }

    @Test("snapshot() and record()…stop() write the sample app's screen and its touches, as docs/captures ships them")
    func sampleCapture() throws {
        let (scene, touches) = try capture()
        let files = [("feed.yaml", scene), ("feed-touches.jsonl", touches)]
        if ProcessInfo.processInfo.environment["TOUCHSIM_REGENERATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.captures, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(to: Self.captures.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }
        for (name, text) in files {
            #expect(try String(contentsOf: Self.captures.appendingPathComponent(name), encoding: .utf8) == text, "\(name)")
        }
        // The touches are the tap played, from the first one's time, as an input script reads them.
        let path = Self.captures.appendingPathComponent("feed-touches.jsonl").path
        let reader = try TraceReader(path: path)
        var records: [InputRecord] = []
        while let item = try reader.next() { if case .input(let record) = item { records.append(record) } }
        let p = CaptureSampleApp.likeButton
        #expect(records == [InputRecord(t: 0, finger: 0, phase: .down, x: p.x, y: p.y),
                            InputRecord(t: TouchTiming.tapDuration, finger: 0, phase: .up, x: p.x, y: p.y)])
        // The scene gives the app's answer: the long press begins at once and the button's held touch is dropped.
        let example = try SceneFile.example(text: scene, id: "feed.yaml")
        let sim = example.world()
        for record in records { sim.play(record) }
        sim.advance(by: 1)
        #expect(sim.log.lines.contains { $0.hasPrefix("# dropped: the touches held for LikeButton") })
        #expect(!sim.log.lines.contains { $0.contains("likeTapped:") })
    }

    @Test("the capture writes classes and base classes, the recognizer's flags, the target-action, the count")
    func sceneContents() throws {
        let (scene, _) = try capture()
        for expected in ["class: \"LikeButton\"", "baseClass: \"UIButton\"", "type: \"longPress\"", "name: \"pressFeedback\"",
                         "minimumPressDuration: 0", "action: \"cardPressed:\"", "event: \"touchUpInside\"", "action: \"likeTapped:\"",
                         "views: 5", "controller: \"FeedViewController\"", "contentSize: [390, 2000]"] {
            #expect(scene.contains(expected), "\(expected)")
        }
    }

    @Test("touches: fingers numbered as they go down, a finger free again once up; past the limit dropped and counted")
    func recording() throws {
        let sim = Simulator()
        CaptureSampleApp.launch(in: sim)
        TouchCapture.record()
        sim.play(InputRecord(t: 0.5, finger: 3, phase: .down, x: 100, y: 300))
        sim.play(InputRecord(t: 0.6, finger: 7, phase: .down, x: 200, y: 300))
        sim.play(InputRecord(t: 0.7, finger: 3, phase: .move, x: 110, y: 310))
        sim.play(InputRecord(t: 0.8, finger: 3, phase: .up, x: 110, y: 310))
        sim.play(InputRecord(t: 0.9, finger: 5, phase: .down, x: 50, y: 50))
        sim.play(InputRecord(t: 1.0, finger: 7, phase: .up, x: 200, y: 300))
        sim.play(InputRecord(t: 1.1, finger: 5, phase: .up, x: 50, y: 50))
        let path = try #require(TouchCapture.stop())
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"t": 0, "finger": 0, "phase": "down", "x": 100, "y": 300}"#,
            #"{"t": 0.1, "finger": 1, "phase": "down", "x": 200, "y": 300}"#,
            #"{"t": 0.2, "finger": 0, "phase": "move", "x": 110, "y": 310}"#,
            #"{"t": 0.3, "finger": 0, "phase": "up", "x": 110, "y": 310}"#,
            #"{"t": 0.4, "finger": 0, "phase": "down", "x": 50, "y": 50}"#,
            #"{"t": 0.5, "finger": 1, "phase": "up", "x": 200, "y": 300}"#,
            #"{"t": 0.6, "finger": 0, "phase": "up", "x": 50, "y": 50}"#,
        ])
        #expect(TouchCapture.stop() == nil)  // not recording any more
    }

    @Test("the description's reader: targets before the lists of others, iOS 17's `<Class: 0x…>` views and targets")
    func printedText() {
        let printed = TouchCapture.PrintedRecognizerText("""
            <UIPanGestureRecognizer: 0xa1; state = Possible; view = <UIView: 0xb1>; target= <(action=handlePan:, \
            target=<UIScrollView: 0xb1>), (action=scrolled:, target=<MyApp.FeedViewController: 0xc1>)>; must-fail = {
                    <UITapGestureRecognizer: 0xa2; state = Possible; view = <UIView: 0xb2>; target= <(action=tap:, target=<X 0xc2>)>>
                }; must-fail-for = {
                    <UIPanGestureRecognizer: 0xa3; state = Possible; view = <UIView: 0xb3>; target= <(action=other:, target=<Y 0xc3>)>>
                }>
            """)
        #expect(printed.address == "0xa1")
        #expect(printed.targets.map(\.action) == ["handlePan:", "scrolled:"])
        #expect(printed.targets.map(\.targetClass) == ["UIScrollView", "MyApp.FeedViewController"])
        #expect(printed.mustFail == ["0xa2"])
        let onlyFor = TouchCapture.PrintedRecognizerText("<UIPanGestureRecognizer: 0xa1; state = Possible; view = <UIView 0xb1>; must-fail-for = {\n <UITapGestureRecognizer: 0xa2; target= <(action=tap:, target=<X 0xc2>)>>\n }>")
        #expect(onlyFor.targets.isEmpty && onlyFor.mustFail.isEmpty)
    }

    @Test("safe to share: a password never written, typed text hidden unless asked; a floating button over a navigation stack and bar items kept; what cannot be written listed")
    func sharedCapture() throws {
        let example = try SceneFile.example(text: """
            navigation:
              stack:
                - title: Sign in
                  rightItems: [{title: Help, action: "help:"}]
                  views:
                    - {class: UITextField, frame: [20, 120, 350, 44], text: alice@example.com}
                    - {class: UITextField, frame: [20, 180, 350, 44], text: hunter2, secureTextEntry: true}
                    - {class: CardView, frame: [20, 260, 350, 120], contextMenu: {actions: [{title: Share}]}}
            windowViews:
              - {class: ChatBubbleButton, frame: [310, 740, 56, 56]}
            """, id: "signin.yaml")
        let sim = example.world(variant: nil)
        sim.advance(by: 1)
        let hidden = try sim.run { try TouchCapture.sceneText(of: sim.application.windows) }
        #expect(!hidden.contains("hunter2") && !hidden.contains("alice@example.com"))
        #expect(hidden.contains("secureTextEntry: true") && hidden.components(separatedBy: TouchCapture.hiddenText).count == 3)
        let revealed = try sim.run { try TouchCapture.sceneText(of: sim.application.windows, revealingFieldText: true) }
        #expect(revealed.contains("alice@example.com") && !revealed.contains("hunter2"))
        #expect(hidden.contains("rightItems:") && hidden.contains("Help"))
        #expect(hidden.contains("windowViews:") && hidden.contains("ChatBubbleButton"))
        #expect(hidden.contains("# Left out: a context menu's actions"))

        // Read back, the floating button is in front of the stack where it was.
        let back = try SceneFile.example(text: hidden, id: "captured.yaml").world(variant: nil)
        back.advance(by: 1)
        #expect(HitAreaSampler.hitView(at: CGPoint(x: 338, y: 768), in: back).map(className(of:)) == "ChatBubbleButton")
        let fields = ViewNames(windows: back.application.windows).names.filter { $0.hasPrefix("UITextField") }
        #expect(fields.count == 2)
    }

    @Test("the capture uses none of touchsim's own names on UIKit's types nor an earlier spelling (docs/porting.md), nor the engine's SPI: what compiles here is Apple's")
    func applesNamesOnly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let capture = try String(contentsOf: root.appendingPathComponent("Capture/Sources/TouchCapture/TouchCapture.swift"), encoding: .utf8)
        let porting = try String(contentsOf: root.appendingPathComponent("docs/porting.md"), encoding: .utf8)
        var names: [String] = []
        var inTable = false
        for line in porting.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inTable = line.contains("touchsim's own names") || line.contains("Earlier spellings") }
            guard inTable, line.hasPrefix("| `"), let name = line.split(separator: "`").dropFirst().first else { continue }
            names.append(String(name))
        }
        #expect(names.count >= 10, "\(names)")
        for name in names {
            // The member a use would spell: `handler:` of an init, `actionMethod(` of a method, a nested type whole.
            let member = name.split(separator: ".").last.map(String.init) ?? name
            let token = member.hasPrefix("init(") ? String(member.dropFirst(5).prefix { $0 != ":" }) + ":"
                : member.first?.isUppercase == true ? name : String(member.prefix { $0 != "(" }) + (member.contains("(") ? "(" : "")
            #expect(!capture.contains(token), "the capture uses \(name), which Apple's UIKit does not have")
        }
        #expect(!capture.contains("@_spi"))
    }
}


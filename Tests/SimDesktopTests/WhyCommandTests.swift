import Foundation
import Testing

/// `sim-desktop why`, run as a user runs it: the path and the hit view, a view's verdict, the JSON object, a
/// script played first, and the bad inputs that exit 2.
@Suite("The why command", .serialized)
struct WhyCommandTests {
    @Test("hit-test-order at E: the numbered path with answers and reasons, and the view that gets the touch")
    func path() async throws {
        let result = await runInProcess(["why", "hit-test-order", "--at", "280,215"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Hit-test at (280, 215):")
        #expect(lines.contains("   5. FView     outside   point(inside:) said NO at (70, -115) in its own coordinates"))
        #expect(lines.contains("   6. EView     hit       point(inside:) said YES at (70, 75) in its own coordinates; it has no subviews"))
        #expect(lines.last == "The touch goes to EView.")
    }

    @Test("--view: what happened to the view and the verdict naming the deciding view and rule",
          arguments: [
              (["hit-test-order", "--at", "280,215", "--view", "BView"],
               "Why: BView was never asked: CView, in front of it, answered first."),
              (["hit-test-order", "--at", "100,300", "--view", "EView"],
               "Why: EView was never asked: its superview CView said NO to point(inside:) at (-100, 170)."),
              (["image-view-tap", "--at", "195,270", "--view", "UILabel#1"],
               "Why: UILabel#1 was never asked: its superview UIImageView was skipped (isUserInteractionEnabled is false)."),
              (["gesture-vs-touches", "--at", "195,375", "--view", "YellowView"],
               "Why: YellowView was hit, but UIView's LXFTapGestureRecognizer recognized and cancelled its touch (cancelsTouchesInView)."),
              (["hit-test-order", "--at", "280,215", "--view", "EView"], "Why: EView got the touch: hit-test chose it."),
              // A recognizer's given name stands for the view it is on.
              (["drawing-view-in-sheet", "--at", "200,500", "--view", "_UISheetInteractionBackgroundDismissRecognizer"],
               "Why: UIDropShadowView got touchesBegan through the responder chain from UIView#2, the hit view."),
          ])
    func verdict(arguments: [String], sentence: String) async throws {
        let result = await runInProcess(["why"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix(sentence + "\n"), "\(result.stdout)")
    }

    @Test("the view's own log lines come before the verdict")
    func happened() async throws {
        let result = await runInProcess(["why", "gesture-vs-touches", "--at", "195,375", "--view", "YellowView"])
        #expect(result.stdout.contains("""
            YellowView: visit 3; then in the log:
              -[YellowView touchesBegan:withEvent:]
              # LXFTapGestureRecognizer recognized: YellowView's touches (0) are cancelled (cancelsTouchesInView)
              -[YellowView touchesCancelled:withEvent:]
            """))
    }

    @Test("--json prints one object: hit, path of {view, answer, reason}, and with --view verdict and decidedBy")
    func json() async throws {
        let result = await runInProcess(["why", "image-view-tap", "--at", "195,270", "--view", "UILabel#1", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["hit", "path", "verdict", "decidedBy"])
        #expect(object["hit"] as? String == "BackdropView")
        #expect(object["decidedBy"] as? String == "UIImageView")
        let path = try #require(object["path"] as? [[String: String]])
        #expect(path.map { $0["view"] } == ["UIWindow", "UIView", "UILabel#2", "UIImageView", "BackdropView"])
        #expect(path[3] == ["view": "UIImageView", "answer": "skipped", "reason": "isUserInteractionEnabled is false"])
        let none = await runInProcess(["why", "hit-test-order", "--at=-10,-10", "--json"])
        let off = try #require(try JSONSerialization.jsonObject(with: Data(none.stdout.utf8)) as? [String: Any])
        #expect(Set(off.keys) == ["hit", "path"] && off["hit"] is NSNull)
    }

    @Test("a script is played first: the view dragged away is hit where it went")
    func afterScript() async throws {
        var script = [#"{"t": 0, "finger": 0, "phase": "down", "x": 195, "y": 300}"#]
        for step in 1...10 {
            script.append(#"{"t": \#(Double(step) / 60), "finger": 0, "phase": "move", "x": \#(195 + 8 * step), "y": \#(300 + 16 * step)}"#)
        }
        script.append(#"{"t": 0.2, "finger": 0, "phase": "up", "x": 275, "y": 460}"#)
        let moved = try runSimDesktop(["why", "drag-view", "--input", "-", "--at", "275,460", "--view", "MovedView"],
                                      stdin: script.joined(separator: "\n"))
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout.hasSuffix("Why: MovedView got the touch: hit-test chose it.\n"), "\(moved.stdout)")
        let unmoved = await runInProcess(["why", "drag-view", "--at", "275,460", "--view", "MovedView"])
        #expect(unmoved.stdout.contains("Why: MovedView was asked, but its point(inside:) said NO"))
    }

    @Test("a script of many touches: the answer is about the touch the question is about — the one that sent the action, reached the view, was sent to the recognizer — with its records only, and says which")
    func touchTheQuestionIsAbout() throws {
        // A quick tap on a cell (the background's tap takes it), a tap on the button, then 20 taps on the background.
        func tap(_ t: Double, _ x: Int, _ y: Int) -> [String] {
            [#"{"t": \#(t), "finger": 0, "phase": "down", "x": \#(x), "y": \#(y)}"#,
             #"{"t": \#(t + 0.05), "finger": 0, "phase": "up", "x": \#(x), "y": \#(y)}"#]
        }
        let script = (tap(0, 195, 122) + tap(1, 195, 585) + (0..<20).flatMap { tap(2 + Double($0) * 0.5, 195, 700) })
            .joined(separator: "\n")
        let scene = "docs/scenes/table-vs-background-tap.yaml"
        let action = try runSimDesktop(["why", scene, "--input", "-", "--action", "buttonTap"], stdin: script)
        #expect(action.status == 0, "\(action.stderr)")
        #expect(action.stdout.contains("The touch goes to GLButton."), "\(action.stdout)")
        #expect(action.stdout.contains("this answer is about touch 2 (finger 0 down at t = 1.000 s at (195, 585)): the first in which buttonTap was sent"),
                "\(action.stdout)")
        #expect(action.stdout.contains("Why: buttonTap was sent by GLButton"), "\(action.stdout)")
        let view = try runSimDesktop(["why", scene, "--input", "-", "--view", "GLButton", "--json"], stdin: script)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(view.stdout.utf8)) as? [String: Any])
        #expect(object["hit"] as? String == "GLButton", "\(view.stdout)")
        #expect((object["notes"] as? [String])?.first?.contains("touch 2") == true, "\(view.stdout)")
        // The background's tap was sent the first touch; its story holds that touch's records, not the 20 after.
        let recognizer = try runSimDesktop(["why", scene, "--input", "-", "--recognizer", "UITapGestureRecognizer", "--json"],
                                           stdin: script)
        let story = try #require(try JSONSerialization.jsonObject(with: Data(recognizer.stdout.utf8)) as? [String: Any])
        #expect((story["notes"] as? [String])?.first?.contains("touch 1 (finger 0 down at t = 0.000 s at (195, 122))") == true,
                "\(recognizer.stdout)")
        let moments = (story["timeline"] as? [[String: Any]])?.compactMap { $0["t"] as? Double } ?? []
        #expect(!moments.isEmpty && moments.allSatisfy { $0 < 1 }, "only the first touch's moments: \(moments)")
    }

    @Test("a value control that tracked the tap and sent no valueChanged: why says what kept its value from changing (R6.14–R6.16)")
    func valueUnchanged() async throws {
        let segment = await runInProcess(["why", "selected-segment-tap", "--at", "120,136", "--action", "feedKindChanged"])
        #expect(segment.stdout.contains("not UIControlEventValueChanged, because the segment it chose was already selected"),
                "\(segment.stdout)")
        let fixed = await runInProcess(["why", "selected-segment-tap", "--variant", "momentary", "--at", "120,136",
                                       "--action", "feedKindChanged"])
        #expect(fixed.stdout.contains("Why: feedKindChanged was sent by UISegmentedControl"), "\(fixed.stdout)")
        // The scene file's variant is a what-if (`UISegmentedControl.isMomentary=true`), as `--set` takes it.
        let set = await runInProcess(["why", "docs/scenes/selected-segment-tap.yaml", "--set", "UISegmentedControl.isMomentary=true",
                                     "--at", "120,136", "--action", "feedKindChanged"])
        #expect(set.stdout.contains("Why: feedKindChanged was sent by UISegmentedControl"), "\(set.stdout) \(set.stderr)")
        let scene = """
            views:
              - {class: UIStepper, frame: [20, 100, 94, 32], value: 10, maximumValue: 10, actions: [{event: valueChanged, action: "countChanged:", log: count}]}
              - {class: UIPageControl, frame: [0, 300, 390, 26], numberOfPages: 3, currentPage: 2, actions: [{event: valueChanged, action: "pageChanged:", log: page}]}
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("value-controls-\(getpid()).yaml").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stepper = await runInProcess(["why", path, "--at", "100,116", "--action", "countChanged"])
        #expect(stepper.stdout.contains("because its value is at a limit (0 to 10, wraps false)"), "\(stepper.stdout) \(stepper.stderr)")
        let pages = await runInProcess(["why", path, "--at", "380,313", "--action", "pageChanged"])
        #expect(pages.stdout.contains("because the page did not change"), "\(pages.stdout) \(pages.stderr)")
    }

    @Test("scroll physics in words: a refresh that did not fire and why, and a tap that only stopped a moving scroll (R7.13, R7.14)")
    func scrollPhysicsInWords() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-words-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func scene(_ name: String, _ text: String) throws -> String {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            return folder + "/" + name
        }
        let list = "views:\n  - class: UICollectionView\n    frame: [0, 0, 390, 700]\n    items: 2\n    layout: {itemSize: [120, 120]}\n"
            + "    refreshControl: {action: \"reload:\", log: reload}\n"
        let short = try scene("short.yaml", list)
        let bouncing = try scene("bouncing.yaml", list + "    alwaysBounceVertical: true\n")
        let stuck = await runInProcess(["why", short, "--drag", "195,100:195,500", "--action", "reload"])
        #expect(stuck.stdout.contains("cannot be dragged down: its content is no taller than it and alwaysBounceVertical is false"),
                "\(stuck.stdout)")
        let little = await runInProcess(["why", bouncing, "--drag", "195,100:195,200", "--action", "reload"])
        #expect(little.stdout.contains("no drag pulled UICollectionView's content 100 pt below its top"), "\(little.stdout)")
        let pulled = await runInProcess(["why", bouncing, "--drag", "195,100:195,500", "--action", "reload"])
        #expect(pulled.stdout.contains("Why: reload was sent by UIRefreshControl"), "\(pulled.stdout)")
        let rows = try scene("rows.yaml", """
            views:
              - class: UIScrollView
                frame: [0, 0, 390, 700]
                contentSize: [390, 3000]
                subviews:
                  - {class: UIButton, frame: [0, 0, 390, 3000], text: Row, actions: [{action: "open:", log: open}]}
            """)
        let flick = (["{\"t\": 0, \"finger\": 0, \"phase\": \"down\", \"x\": 100, \"y\": 600}"]
            + (1...8).map { "{\"t\": \(Double($0) / 60), \"finger\": 0, \"phase\": \"move\", \"x\": 100, \"y\": \(600 - $0 * 25)}" }
            + ["{\"t\": 0.15, \"finger\": 0, \"phase\": \"up\", \"x\": 100, \"y\": 400}"]).joined(separator: "\n")
        let stopped = try runSimDesktop(["why", rows, "--input", "-", "--settle", "0.1", "--tap", "200,300", "--view", "UIButton"],
                                        stdin: flick)
        #expect(stopped.stdout.contains("dropped when UIScrollView's UIScrollViewDelayedTouchesBeganGestureRecognizer recognized "
                                        + "(the scroll view was still moving: a touch on it stops the scroll and goes no further)"),
                "\(stopped.stdout) \(stopped.stderr)")
    }

    @Test("a slider on a paging scroll view, held and dragged 108 pt on its thumb: the pan's verdict names why it waited — touchesShouldCancel(in:) false for a control — not too little movement")
    func pagingSliderVerdict() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("paging-slider-\(getpid()).yaml").path
        try """
            views:
              - class: UIScrollView
                frame: [0, 0, 390, 844]
                contentSize: [1170, 844]
                pagingEnabled: true
                subviews:
                  - {class: UISlider, frame: [20, 200, 300, 40], value: 0.5}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let held = (["{\"t\": 0, \"finger\": 0, \"phase\": \"down\", \"x\": 170, \"y\": 220}"]
            + (1...12).map { "{\"t\": \(0.3 + Double($0) / 60), \"finger\": 0, \"phase\": \"move\", \"x\": \(170 - $0 * 9), \"y\": 220}" }
            + ["{\"t\": 0.6, \"finger\": 0, \"phase\": \"up\", \"x\": 62, \"y\": 220}"]).joined(separator: "\n")
        let why = try runSimDesktop(["why", path, "--input", "-", "--recognizer", "UIScrollViewPanGestureRecognizer"], stdin: held)
        #expect(why.stdout.contains("Why: UIScrollViewPanGestureRecognizer failed: the touches ended while it waited: UISlider was "
                                    + "already tracking the touch, and touchesShouldCancel(in:) is false for it (a control keeps its touch)"),
                "\(why.stdout) \(why.stderr)")
        #expect(!why.stdout.contains("before moving 10 pt"))
    }

    @Test("a tap on the button a kept popover points at: why says the popover took it, and its pass-through views would let it through (R14.6)")
    func popoverTookTheTap() async throws {
        let why = await runInProcess(["why", "popover-swallows-tap", "--at", "195,422", "--view", "UIButton"])
        #expect(why.stdout.contains("answered first: a popover is up, and a touch outside it dismisses it and goes no further "
                                    + "(unless it lands on one of the popover's passthroughViews)"), "\(why.stdout)")
        let fixed = await runInProcess(["why", "popover-swallows-tap", "--variant", "passthrough", "--at", "195,422", "--action", "shareTapped"])
        #expect(fixed.stdout.contains("Why: shareTapped was sent by UIButton"), "\(fixed.stdout)")
    }

    @Test("an unknown view exits 2 and lists the names, with a guess")
    func unknownView() async throws {
        let result = await runInProcess(["why", "image-view-tap", "--at", "195,270", "--view", "UILabel"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no view named 'UILabel' in image-view-tap; did you mean 'UILabel#1'?"))
        #expect(result.stderr.contains("\n  UIImageView\n  UILabel#1\n  UILabel#2"))
    }

    @Test("a bad --at exits 2 with the form and range, never a trap",
          arguments: ["1,x,2", "nan,1", "inf,0", "1e300,0", "1,2,3", "", "1", "1,", ",", "0x,1", "280;215"])
    func badPoint(at: String) async throws {
        let result = await runInProcess(["why", "hit-test-order", "--at", at])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--at must be X,Y in points: two numbers from -1000000 to 1000000"), "\(result.stderr)")
    }

    @Test("a missing --at, or a negative x without '=', is a usage error: exit 2")
    func missingPoint() async throws {
        for arguments in [["why", "hit-test-order"], ["why", "hit-test-order", "--at", "-5,10"]] {
            let result = await runInProcess(arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains("--at"))
        }
    }
}

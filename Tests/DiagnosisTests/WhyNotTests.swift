import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Diagnosis

/// "Why (not) this view?" read from real examples' logs: the names of the views, the hit-test path in words, and
/// each kind of verdict with its exact sentence and deciding view — what `sim-desktop why` prints.
@Suite @MainActor
struct WhyNotTests {
    /// A world of the example, tapped once at `point` as `why` taps; the world is returned to keep it alive.
    private func ask(_ id: String, variant: String? = nil, at point: CGPoint) throws -> (Simulator, TouchAnswer) {
        let example = try #require(Gallery.example(id: id))
        let sim = Simulator()
        example.build(in: sim, variant: variant)
        sim.log.removeAll()
        return (sim, TouchQuestion(in: sim, at: point).ask(in: sim, settle: 2))
    }

    private func verdict(_ name: String, in answer: TouchAnswer) throws -> TouchVerdict {
        answer.verdict(for: try #require(answer.question.names.view(named: name), "no view \(name)"))
    }

    private func decider(_ verdict: TouchVerdict) -> String? {
        verdict.decidedBy.map(verdict.names.name(of:))
    }

    @Test("a cell under a text view's text tap: the touch would have climbed to it, and the recognizer that took it is named (R9.5)")
    func cellUnderTextTap() throws {
        let (sim, answer) = try ask("text-view-in-cell", at: TextViewInCellScene.pointOnText)
        let cell = try verdict("UITableViewCell#1", in: answer)
        #expect(cell.sentence.hasSuffix("the touch would have climbed to it from UITextView#1 up the responder chain, "
            + "but UITextTapRecognizer recognized and took it (cancelsTouchesInView)"), "\(cell.sentence)")
        withExtendedLifetime(sim) {}
    }

    @Test("names: classes in a depth-first walk of the windows; Class#n, counted from 1, when a class repeats")
    func names() throws {
        let (sim, answer) = try ask("hit-test-order", at: HitTestOrderScene.pointInE)
        #expect(answer.question.names.names == ["UIWindow", "UIView", "AView", "BView", "DView", "CView", "EView", "FView"])
        let image = Simulator()
        try #require(Gallery.example(id: "image-view-tap")).build(in: image)
        let names = ViewNames(windows: image.application.windows)
        // The caption inside the photo comes before the link, which is added after the photo.
        #expect(names.names == ["UIWindow", "UIView", "BackdropView", "UIImageView", "UILabel#1", "UILabel#2"])
        let caption = try #require(names.view(named: "UILabel#1"))
        #expect(className(of: try #require(caption.superview)) == "UIImageView")
        #expect(names.name(of: caption) == "UILabel#1")
        #expect(names.view(named: "UILabel") == nil)
        #expect(names.name(of: UILabel(frame: .zero)) == "UILabel")  // not in the tree: its class
        _ = sim
    }

    @Test("hit-test-order at E: each visit's answer and reason, in its own coordinates, and the hit view")
    func pathInWords() throws {
        let (sim, answer) = try ask("hit-test-order", at: HitTestOrderScene.pointInE)
        let path = answer.path
        #expect(path.hit == "EView")
        #expect(path.steps.map(\.view) == ["UIWindow", "UIView", "AView", "CView", "FView", "EView"])
        #expect(path.steps.map(\.answer) == ["inside", "inside", "inside", "inside", "outside", "hit"])
        #expect(path.steps[2].reason == "point(inside:) said YES at (260, 95) in its own coordinates; its hitTest returned EView")
        #expect(path.steps[4].reason == "point(inside:) said NO at (70, -115) in its own coordinates")
        #expect(path.steps[5].reason == "point(inside:) said YES at (70, 75) in its own coordinates; it has no subviews")
        _ = sim
    }

    @Test("the hit view got the touch; a sibling behind was never asked, and the one in front decided")
    func chosenAndAnsweredFirst() throws {
        let (sim, answer) = try ask("hit-test-order", at: HitTestOrderScene.pointInE)
        let e = try verdict("EView", in: answer)
        #expect(e.sentence == "EView got the touch: hit-test chose it")
        #expect(e.gotTouch && decider(e) == "EView")
        let b = try verdict("BView", in: answer)
        #expect(b.sentence == "BView was never asked: CView, in front of it, answered first")
        #expect(!b.gotTouch && decider(b) == "CView")
        let d = try verdict("DView", in: answer)
        #expect(d.sentence == "DView was never asked: CView, in front of its superview BView, answered first")
        let f = try verdict("FView", in: answer)
        #expect(f.sentence == "FView was asked, but its point(inside:) said NO at (70, -115) in its own coordinates")
        #expect(decider(f) == "FView")
        // A contains the point; E's touchesBegan, which does not call super, never reaches it.
        let a = try verdict("AView", in: answer)
        #expect(a.sentence == "AView contains the point, but hit-test went on into its subviews and chose EView, "
            + "deeper inside it; EView did not pass touchesBegan up the responder chain to it")
        #expect(decider(a) == "EView")
        _ = sim
    }

    @Test("a view never asked because its superview said NO to point(inside:), with the superview's point")
    func superviewSaidNo() throws {
        let (sim, answer) = try ask("hit-test-order", at: CGPoint(x: 100, y: 300))
        #expect(answer.path.hit == "BView")
        let e = try verdict("EView", in: answer)
        #expect(e.sentence == "EView was never asked: its superview CView said NO to point(inside:) at (-100, 170)")
        #expect(decider(e) == "CView")
        _ = sim
    }

    @Test("image-view-tap: the image view is skipped (interaction off), and so its caption is never asked")
    func skippedAncestor() throws {
        let (sim, answer) = try ask("image-view-tap", at: ImageViewTapScene.pointOnPhoto)
        #expect(answer.path.hit == "BackdropView")
        #expect(answer.path.steps.map(\.answer) == ["inside", "inside", "skipped", "skipped", "hit"])
        #expect(answer.path.steps[3].reason == "isUserInteractionEnabled is false")
        let photo = try verdict("UIImageView", in: answer)
        #expect(photo.sentence == "UIImageView was skipped: isUserInteractionEnabled is false")
        let caption = try verdict("UILabel#1", in: answer)
        #expect(caption.sentence
            == "UILabel#1 was never asked: its superview UIImageView was skipped (isUserInteractionEnabled is false)")
        #expect(decider(caption) == "UIImageView")
        _ = sim
    }

    @Test("gesture-vs-touches: the hit view's touch is cancelled by its superview's tap; the chain got it until then")
    func cancelledByRecognizer() throws {
        let (sim, answer) = try ask("gesture-vs-touches", at: GestureVsTouchesScene.pointInYellow)
        let yellow = try verdict("YellowView", in: answer)
        #expect(yellow.sentence == "YellowView was hit, but UIView's LXFTapGestureRecognizer recognized and cancelled "
            + "its touch (cancelsTouchesInView)")
        #expect(!yellow.gotTouch && decider(yellow) == "UIView")
        let window = try verdict("UIWindow", in: answer)
        #expect(window.sentence == "UIWindow got touchesBegan through the responder chain from YellowView, the hit view, "
            + "until UIView's LXFTapGestureRecognizer recognized and cancelled the touch (cancelsTouchesInView)")
        #expect(window.gotTouch && decider(window) == "YellowView")
        _ = sim
    }

    @Test("table-vs-background-tap: the cell's touchesBegan is held by the table, then dropped when the tap wins")
    func heldThenDropped() throws {
        let (sim, answer) = try ask("table-vs-background-tap", at: TableVsBackgroundTapScene.pointOnCell)
        let hit = try #require(answer.path.hit)
        let cell = try verdict(hit, in: answer)
        #expect(cell.sentence == "\(hit) was hit, but GLTableView's UIScrollViewDelayedTouchesBeganGestureRecognizer "
            + "held its touchesBegan (delaysTouchesBegan: the scroll view's delaysContentTouches) and it was dropped when "
            + "UIView#2's UITapGestureRecognizer recognized")
        #expect(decider(cell) == "UIView#2")
        _ = sim
    }

    @Test("scroll-view-button: a quick tap's touchesBegan reaches the button late, at the lift")
    func late() throws {
        let (sim, answer) = try ask("scroll-view-button", at: ScrollViewButtonScene.pointOnButton)
        let button = try verdict("UIButton", in: answer)
        #expect(button.sentence == "UIButton got the touch, but its touchesBegan came 0.05 s late: UIScrollView's "
            + "UIScrollViewDelayedTouchesBeganGestureRecognizer held it (delaysTouchesBegan: the scroll view's "
            + "delaysContentTouches)")
        #expect(button.gotTouch && decider(button) == "UIScrollView")
        _ = sim
    }

    @Test("triangle-button outside the triangle: point(inside:) said YES, the overriding hitTest returned nil")
    func declined() throws {
        let (sim, answer) = try ask("triangle-button", at: CGPoint(x: 110, y: 320))
        let step = try #require(answer.path.steps.first { $0.view == "TriangleHitButton" })
        #expect(step.answer == "declined")
        #expect(step.reason.hasSuffix("in its own coordinates; its overriding hitTest returned nil"))
        let button = try verdict("TriangleHitButton", in: answer)
        #expect(button.sentence.hasPrefix("TriangleHitButton's point(inside:) said YES at ("))
        #expect(button.sentence.hasSuffix("), but its overriding hitTest returned nil"))
        _ = sim
    }

    @Test("a point off every window: no hit, and the pass ends with the window (the lift's pass is not read into it)")
    func noHit() throws {
        let (sim, answer) = try ask("hit-test-order", at: CGPoint(x: 5000, y: 5000))
        #expect(answer.path.hit == nil)
        #expect(answer.path.steps.map(\.answer) == ["outside"])
        let e = try verdict("EView", in: answer)
        #expect(e.sentence == "EView was never asked: its ancestor UIWindow said NO to point(inside:) at (5000, 5000)")
        _ = sim
    }

    @Test("the JSON object: hit and path; with a view, verdict and decidedBy; null for no hit")
    func jsonShape() throws {
        let (sim, answer) = try ask("hit-test-order", at: HitTestOrderScene.pointInE)
        func object(_ report: WhyReport) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        }
        let plain = try object(WhyReport(answer, about: nil))
        #expect(Set(plain.keys) == ["hit", "path"])
        #expect(plain["hit"] as? String == "EView")
        let path = try #require(plain["path"] as? [[String: String]])
        #expect(path.count == 6 && path.allSatisfy { Set($0.keys) == ["view", "answer", "reason"] })
        #expect(path[4] == ["view": "FView", "answer": "outside",
                            "reason": "point(inside:) said NO at (70, -115) in its own coordinates"])
        let b = try #require(answer.question.names.view(named: "BView"))
        let about = try object(WhyReport(answer, about: .view(b)))
        #expect(Set(about.keys) == ["hit", "path", "verdict", "decidedBy"])
        #expect(about["verdict"] as? String == "BView was never asked: CView, in front of it, answered first")
        #expect(about["decidedBy"] as? String == "CView")
        let (offSim, off) = try ask("hit-test-order", at: CGPoint(x: -10, y: -10))
        #expect(try object(WhyReport(off, about: nil))["hit"] is NSNull)
        _ = (sim, offSim)
    }

    @Test("a finger the script leaves down is not reused: the tap takes the next one")
    func freeFinger() throws {
        let example = try #require(Gallery.example(id: "hit-test-order"))
        let sim = Simulator()
        example.build(in: sim)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        let answer = TouchQuestion(in: sim, at: HitTestOrderScene.pointInE).ask(in: sim, settle: 0)
        #expect(answer.finger == 1)
        #expect(answer.path.hit == "EView")
    }

    /// A world of plain views: a window with its controller's root view holding `views`.
    private func world(_ views: [UIView]) -> (Simulator, UIWindow) {
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        views.forEach(controller.view.addSubview)
        sim.show(window)
        return (sim, window)
    }

    @Test("withheld: the hit view loses the touch to a view with isExclusiveTouch that tracks another finger")
    func withheld() throws {
        let exclusive = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        let (sim, _) = world([exclusive, other])
        sim.touchDown(at: CGPoint(x: 50, y: 50))
        let answer = TouchQuestion(in: sim, at: CGPoint(x: 250, y: 250)).ask(in: sim, settle: 0)
        let verdict = answer.verdict(for: other)
        #expect(verdict.sentence
            == "UIView#3 was hit, but the touch was withheld from it: UIView#2 has isExclusiveTouch and tracks touch 0")
        #expect(decider(verdict) == "UIView#2")
    }

    @Test("windows: a view in a window behind the one that took the touch, and a view in a hidden window")
    func windows() throws {
        let (sim, back) = world([])
        let front = UIWindow(frame: sim.screen.bounds)
        front.rootViewController = UIViewController()
        sim.show(front)  // shown last: asked first
        let hidden = UIWindow(frame: sim.screen.bounds)
        hidden.rootViewController = UIViewController()
        sim.show(hidden)
        hidden.isHidden = true
        let answer = TouchQuestion(in: sim, at: CGPoint(x: 100, y: 100)).ask(in: sim, settle: 0)
        #expect(answer.question.names.names == ["UIWindow#1", "UIView#1", "UIWindow#2", "UIView#2", "UIWindow#3", "UIView#3"])
        #expect(answer.path.hit == "UIView#2")
        let behind = answer.verdict(for: try #require(back.rootViewController?.view))
        #expect(behind.sentence == "UIView#1 was never asked: the window UIWindow#2, asked before its window, took the touch")
        #expect(decider(behind) == "UIWindow#2")
        let inHidden = answer.verdict(for: try #require(hidden.rootViewController?.view))
        #expect(inHidden.sentence == "UIView#3 was never asked: its window UIWindow#3 is hidden")
        #expect(answer.verdict(for: hidden).sentence
            == "UIWindow#3 was never asked: it is hidden, and hit-testing asks visible windows only")
    }

    @Test("every view of every example and variant, tapped on a grid over the screen: the log always explains the verdict")
    func everyVerdictIsExplained() throws {
        for example in Gallery.all {
            for variant in [nil] + example.variants.map(Optional.some) {
                for x in stride(from: 15.0, to: 390, by: 90) {
                    for y in stride(from: 20.0, to: 844, by: 120) {
                        let sim = Simulator()
                        example.build(in: sim, variant: variant)
                        let answer = TouchQuestion(in: sim, at: CGPoint(x: x, y: y)).ask(in: sim, settle: 2)
                        for (view, name) in answer.question.names.entries {
                            let verdict = answer.verdict(for: view)
                            let place = "\(example.id) \(variant ?? "") at (\(x), \(y)): \(verdict.sentence)"
                            if case .unexplained = verdict.reason { Issue.record("unexplained: \(place)") }
                            #expect(verdict.decidedBy != nil, "\(place)")
                            #expect(verdict.sentence.hasPrefix(name), "\(place)")
                        }
                    }
                }
            }
        }
    }
}

extension WhyNotTests {
    @Test("real bugs: the sentences name the content view in front, zPosition ignored, the control not tracking, the keyboard")
    func realBugs() throws {
        let (cellWorld, cell) = try ask("button-added-to-cell", at: ButtonAddedToCellScene.pointOnCall)
        #expect(try verdict("UIButton#2", in: cell).sentence
            == "UIButton#2 was never asked: UITableViewCellContentView#2, in front of it, answered first")
        let (zWorld, z) = try ask("zposition-not-hit", at: ZPositionNotHitScene.pointOnShare)
        #expect(try verdict("UIButton", in: z).sentence.hasSuffix(
            "UIView#2 is drawn above it by its layer's zPosition 100, which hit-testing ignores"))
        let (stackWorld, stack) = try ask("stack-view-in-control", at: StackViewInControlScene.pointOnTitle)
        #expect(try verdict("CardControl", in: stack).sentence.hasSuffix(
            "a control tracks only touches hit-testing gave to it, so it sends no action for this one"))
        // The keyboard shows once the field is tapped.
        let keyboard = Simulator()
        try #require(Gallery.example(id: "keyboard-covers-button")).build(in: keyboard)
        tapInput(at: KeyboardCoversButtonScene.pointOnField, t: 0).forEach(keyboard.play)
        keyboard.advance(by: 1)
        let answer = TouchQuestion(in: keyboard, at: KeyboardCoversButtonScene.pointOnSend).ask(in: keyboard, settle: 2)
        #expect(try verdict("UIButton", in: answer).sentence.hasPrefix(
            "UIButton was never asked: the keyboard's window UITextEffectsWindow"))
        withExtendedLifetime((cellWorld, zWorld, stackWorld)) {}
    }

    @Test("a hit area given as data is shown as the override a developer writes, where it decided")
    func hitAreaAsCode() throws {
        let sim = Simulator()
        try #require(Gallery.example(id: "tab-bar-raised-button")).build(in: sim, variant: nil)
        let names = ViewNames(windows: sim.application.windows)
        let bar = try #require(names.view(named: "ComposeTabBar"))
        bar.hitAreaAnswer = .insets(top: -5, left: 0, bottom: 0, right: 0)
        let answer = TouchQuestion(in: sim, at: CGPoint(x: 195, y: 746)).ask(in: sim, settle: 2)
        let button = try verdict("UIButton", in: answer)
        #expect(button.sentence.hasSuffix("said NO to point(inside:) at (195, -15); ComposeTabBar's class overrides it: "
            + "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.inset(by: UIEdgeInsets(top: -5, left: 0, bottom: 0, right: 0)).contains(point) }"))
    }
}


import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Diagnosis

/// The what-if properties beyond flags, one test each as they are one entry each: numbers (a frame, a drawing
/// order, a long press's timing, a tap's counts), relations between recognizers, a recognizer's removal, a view's
/// move — set on a fresh world, refused with their reason, and written as the Swift a developer types.
@Suite("What-if properties: numbers, relations, moves")
@MainActor
struct WhatIfPropertyTests {
    private func world(_ id: String, variant: String? = nil, _ changes: String...) throws -> ExampleSession {
        let session = ExampleSession(example: Gallery.example(id: id)!, variant: variant, device: .standard)
        try session.apply(changes.map { try ViewSetting(parsing: $0) })
        return session
    }

    private func refusal(_ id: String, variant: String? = nil, _ change: String) -> String? {
        do {
            _ = try world(id, variant: variant, change)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func view(_ name: String, _ session: ExampleSession) -> UIView? {
        ViewNames(windows: session.sim.application.windows).view(named: name)
    }

    private func recognizer(_ name: String, _ session: ExampleSession) -> UIGestureRecognizer? {
        RecognizerNames(views: ViewNames(windows: session.sim.application.windows)).recognizer(named: name)
    }

    @Test("frame and zPosition: a view's place and drawing order")
    func frameAndZPosition() throws {
        let session = try world("hit-test-order", "EView.frame=10,20,30.5,40", "EView.zPosition=5")
        #expect(view("EView", session)?.frame == CGRect(x: 10, y: 20, width: 30.5, height: 40))
        #expect(view("EView", session)?.layer.zPosition == 5)
        #expect(refusal("hit-test-order", "EView.frame=1,2,3")?.contains("frame takes x,y,width,height") == true)
        #expect(refusal("hit-test-order", "EView.zPosition=1e9")?.contains("zPosition takes a number from -1000 to 1000") == true)
    }

    @Test("a long press's minimumPressDuration and allowableMovement; a tap's counts, whole numbers only")
    func recognizerNumbers() throws {
        let press = try world("context-menu-beats-long-press", "UILongPressGestureRecognizer.minimumPressDuration=0.2",
                              "UILongPressGestureRecognizer.allowableMovement=40")
        let long = try #require(recognizer("UILongPressGestureRecognizer", press) as? UILongPressGestureRecognizer)
        #expect(long.minimumPressDuration == 0.2 && long.allowableMovement == 40)
        let taps = try world("double-tap", "double.numberOfTapsRequired=3", "single.numberOfTouchesRequired=2")
        #expect((recognizer("double", taps) as? UITapGestureRecognizer)?.numberOfTapsRequired == 3)
        #expect((recognizer("single", taps) as? UITapGestureRecognizer)?.numberOfTouchesRequired == 2)
        #expect(refusal("double-tap", "double.numberOfTapsRequired=2.5")?.contains("a whole number from 1 to 10") == true)
        #expect(refusal("double-tap", "single.minimumPressDuration=1")
            == "minimumPressDuration is a long press's property; single does not have it")
    }

    @Test("requireToFail: the single tap waits for the double; itself or a cycle is refused")
    func requireToFail() throws {
        let session = try world("double-tap", variant: "without-require-to-fail", "single.requireToFail=double")
        let single = try #require(recognizer("single", session)), double = try #require(recognizer("double", session))
        #expect(single.failureRequirements.contains { $0 === double })
        // Both fire without the requirement; with it, the double tap's second tap fires only the double's action.
        let without = try world("double-tap", variant: "without-require-to-fail")
        for side in [session, without] {
            side.sim.log.removeAll()
            for input in side.example.demoInput { side.sim.play(input) }
            side.sim.advance(by: 2)
        }
        let singles = { (s: ExampleSession) in s.sim.log.lines.filter { $0.contains("singleTap:") }.count }
        #expect(singles(session) < singles(without), "the requirement holds the single tap back")
        #expect(refusal("double-tap", "single.requireToFail=single") == "a recognizer cannot wait for its own failure")
        #expect(refusal("double-tap", "double.requireToFail=single")?.contains("each would wait for the other") == true)
        #expect(refusal("double-tap", "single.requireToFail=nobody")?.hasPrefix("no recognizer named 'nobody'; recognizers: single, double") == true)
    }

    @Test("simultaneousWith: the delegate says yes to that pair, and asks the app's own delegate the rest")
    func simultaneousWith() throws {
        let session = try world("double-tap", "single.simultaneousWith=double")
        let single = try #require(recognizer("single", session)), double = try #require(recognizer("double", session))
        #expect(single.delegate?.gestureRecognizer(single, shouldRecognizeSimultaneouslyWith: double) == true)
        #expect(single.delegate?.gestureRecognizer(single, shouldRecognizeSimultaneouslyWith: single) == false)
        #expect(single.keptDelegate != nil, "kept alive, as an app keeps its delegate")
    }

    @Test("removed: the recognizer leaves its view")
    func removed() throws {
        let session = try world("double-tap", "double.removed=true")
        #expect(recognizer("double", session) == nil)
        #expect(view("TapColorView", session)?.gestureRecognizers?.count == 1)
    }

    @Test("superview: the view moves, keeping its place on the screen; into itself is refused; toFront")
    func moves() throws {
        let before = try world("hit-test-order")
        let screenFrame = try #require(view("EView", before)).convert(view("EView", before)!.bounds, to: nil)
        let moved = try world("hit-test-order", "EView.superview=AView")
        let eView = try #require(view("EView", moved))
        #expect(eView.superview === view("AView", moved))
        #expect(eView.convert(eView.bounds, to: nil) == screenFrame)
        #expect(refusal("hit-test-order", "AView.superview=EView")?.contains("a view cannot hold itself") == true)
        let front = try world("hit-test-order", "BView.toFront=true")
        let b = try #require(view("BView", front))
        #expect(b.superview?.subviews.last === b)
    }

    @Test("each change as the Swift a developer writes, names as variables")
    func swift() throws {
        let lines = try ["LXFTapGestureRecognizer.cancelsTouchesInView=false", "EView.hidden=true", "single.requireToFail=double",
                         "EView.frame=0,10,20.5,30", "EView.superview=AView", "double.removed=true", "BView.toFront=true",
                         "UILabel#1.zPosition=2"].map { try ViewSetting(parsing: $0).swift }
        #expect(lines == ["lxfTapGestureRecognizer.cancelsTouchesInView = false", "eView.isHidden = true",
                          "single.require(toFail: double)", "eView.frame = CGRect(x: 0, y: 10, width: 20.5, height: 30)",
                          "aView.addSubview(eView)", "double.view?.removeGestureRecognizer(double)",
                          "bView.superview?.bringSubviewToFront(bView)", "uiLabel1.layer.zPosition = 2"])
        #expect(SwiftName.variable("UITapGestureRecognizer#2") == "uiTapGestureRecognizer2")
        #expect(SwiftName.variable("CardTapRecognizer") == "cardTapRecognizer")
    }

    @Test("gestureRecognizerShouldBegin=ownOnly: the override a drawing view writes, the Swift variant's log line for line")
    func shouldBegin() throws {
        for (id, view) in [("drawing-view-in-sheet", "SignatureView"), ("custom-slider-in-sheet", "RangeSliderControl")] {
            let changed = try world(id, "\(view).gestureRecognizerShouldBegin=ownOnly")
            let fixed = try world(id, variant: "should-begin")
            for side in [changed, fixed] {
                side.sim.log.removeAll()
                side.example.demoInput.forEach(side.sim.play)
                side.sim.advance(by: 2)
            }
            #expect(changed.sim.log.lines == fixed.sim.log.lines, "\(id)")
        }
        #expect(refusal("drawing-view-in-sheet", "SignatureView.gestureRecognizerShouldBegin=maybe")
            == "gestureRecognizerShouldBegin takes one of always, never, ownOnly, not 'maybe'")
        #expect(try ViewSetting(parsing: "SignatureView.gestureRecognizerShouldBegin=ownOnly").swift
            == "in signatureView's class: override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { gestureRecognizer.view === self }")
    }

    @Test("shouldReceive: the delegate refuses touches in a view (or on controls); the item is selected again")
    func shouldReceive() throws {
        let changed = try world("tap-stops-item-selection", "UITapGestureRecognizer.shouldReceive=notOn:UICollectionView")
        changed.example.demoInput.forEach(changed.sim.play)
        changed.sim.advance(by: 2)
        #expect(changed.sim.log.lines.contains { $0.contains("didSelectItemAt") }, "the collection view gets its tap")
        #expect(!changed.sim.log.lines.contains("tap: dismiss the keyboard"))
        let tap = try #require(recognizer("UITapGestureRecognizer", changed))
        #expect(tap.keptDelegate != nil)
        #expect(refusal("tap-stops-item-selection", "UITapGestureRecognizer.shouldReceive=never")?
            .contains("shouldReceive takes notOnControls, or notOn:VIEW") == true)
        #expect(refusal("tap-stops-item-selection", "UITapGestureRecognizer.shouldReceive=notOn:Nobody")?
            .hasPrefix("no view named 'Nobody'") == true)
        #expect(try ViewSetting(parsing: "Tap.shouldReceive=notOnControls").swift
            == "// tap's delegate: gestureRecognizer(_:shouldReceive:) returns !(touch.view is UIControl)")
    }

    @Test("shouldBegin: the card's pan begins only moving sideways, as the should-begin variant's delegate writes it, with the same log")
    func delegateShouldBegin() throws {
        func log(_ session: ExampleSession, _ input: [InputRecord]) -> [String] {
            input.forEach(session.sim.play)
            session.sim.advance(by: 2)
            return session.sim.log.lines
        }
        for input in [PanInScrollViewScene.upwardDrag, PanInScrollViewScene.sidewaysDrag] {
            let changed = try world("pan-in-scroll-view", "UIPanGestureRecognizer.shouldBegin=horizontal")
            let variant = try world("pan-in-scroll-view", variant: "should-begin")
            #expect(log(changed, input) == log(variant, input))
        }
        let upward = try world("pan-in-scroll-view", "UIPanGestureRecognizer.shouldBegin=horizontal")
        _ = log(upward, PanInScrollViewScene.upwardDrag)
        let names = RecognizerNames(views: ViewNames(windows: upward.sim.application.windows))
        let pan = try #require(names.recognizer(named: "UIPanGestureRecognizer"))
        let story = RecognizerStory(of: pan, records: Array(upward.sim.log.records), hit: nil, names: names)
        #expect(story.sentence.contains("its delegate begins only moving horizontally, and said no (gestureRecognizerShouldBegin(_:))"))
        #expect(refusal("pan-in-scroll-view", "UIPanGestureRecognizer.shouldBegin=sideways")?
            .contains("shouldBegin takes horizontal, vertical, left, right, up, down, or notOn:VIEW") == true)
        #expect(refusal("tap-stops-item-selection", "UITapGestureRecognizer.shouldBegin=up")?.contains("this recognizer is no pan") == true)
        #expect(try ViewSetting(parsing: "Pan.shouldBegin=horizontal").swift
            == "// pan's delegate: gestureRecognizerShouldBegin(_:) returns abs(v.x) > abs(v.y), v = (pan as! UIPanGestureRecognizer).velocity(in: pan.view)")
    }

    @Test("hitArea: the overlay passing touches through gives the pass-through variant's outcome; insets grow a target; any view takes it")
    func hitArea() throws {
        func lines(_ session: ExampleSession) -> [String] {
            session.example.demoInput.forEach(session.sim.play)
            session.sim.advance(by: 2)
            return session.sim.log.records.filter(\.isUserLine).map(\.text)
        }
        let changed = try world("pass-through-overlay", "OverlayView.hitArea=passThrough")
        let variant = try world("pass-through-overlay", variant: "pass-through")
        #expect(lines(changed) == lines(variant))
        #expect(lines(try world("pass-through-overlay")) != lines(variant))

        let grown = try world("hit-test-order", "EView.hitArea=insets:-6,-6,-6,-6")
        let e = try #require(view("EView", grown))
        #expect(e.hitAreaAnswer == .insets(top: -6, left: -6, bottom: -6, right: -6))
        let frame = e.convert(e.bounds, to: nil)
        let beside = CGPoint(x: frame.midX, y: frame.maxY + 3)  // 3 pt below its bottom edge
        #expect(HitAreaSampler.hitView(at: beside, in: grown.sim) === e)
        let plain = try world("hit-test-order")
        #expect(HitAreaSampler.hitView(at: beside, in: plain.sim).map(className(of:)) != "EView")
        #expect(refusal("hit-test-order", "EView.hitArea=square")?.contains("hitArea takes circle, self, passThrough, presentation, or insets:") == true)
        #expect(refusal("hit-test-order", "EView.hitArea=insets:1,2,3")?.contains("hitArea takes") == true)
        #expect(try ViewSetting(parsing: "Overlay.hitArea=passThrough").swift
            == "in overlay's class: override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { let hit = super.hitTest(point, with: event); return hit === self ? nil : hit }")
    }

    @Test("text: a label's, a field's or a button's title; a line of at most 200 characters")
    func text() throws {
        let session = try world("keyboard-covers-button", "UIButton.text=Send now", "UITextField.text=a = b")
        #expect((view("UIButton", session) as? UIButton)?.title(for: .normal) == "Send now")
        #expect((view("UITextField", session) as? UITextField)?.text == "a = b")
        #expect(refusal("keyboard-covers-button", "UIButton.text=" + String(repeating: "x", count: 201))?
            .contains("text takes a line of text of at most 200 characters") == true)
        #expect(refusal("hit-test-order", "EView.text=hello")?.contains("text is a label's, text field's, text view's or button's property") == true)
        #expect(try ViewSetting(parsing: "Status.text=Say \"hi\"").swift == "status.text = \"Say \\\"hi\\\"\"")
    }
}


import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

@Suite("Touch delivery (docs/uikit-rules.md R3)")
@MainActor
struct TouchDeliveryTests {
    @Test("one UIEvent carries every live touch and is reused for the whole sequence")
    func eventIsReused() {
        let a = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = Recorder(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(a); $0.addSubview(b) }
        sim.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        let first = a.lastEvent
        sim.touchDown(at: CGPoint(x: 210, y: 10), finger: 1)
        #expect(b.lastEvent === first)
        #expect(first?.allTouches?.count == 2)
        #expect(first?.type == .touches)
    }

    @Test("a view gets only its own touches that changed; the others are stationary")
    func onlyChangedTouches() {
        let a = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = Recorder(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(a); $0.addSubview(b) }
        sim.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        sim.touchDown(at: CGPoint(x: 210, y: 10), finger: 1)
        sim.touchMove(to: CGPoint(x: 20, y: 10), finger: 0)
        #expect(a.events == ["began", "moved"])
        #expect(b.events == ["began"])
        let touchB = b.received[0].touches.first!
        #expect(touchB.phase == .stationary)
        #expect(a.received[1].touches.count == 1)
    }

    @Test("timestamps, locations and previous locations follow the virtual clock and the finger")
    func touchValues() {
        let view = Recorder(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.advance(by: 2)
        sim.touchDown(at: CGPoint(x: 110, y: 120))
        sim.advance(by: 0.25)
        sim.touchMove(to: CGPoint(x: 130, y: 150))
        let touch = view.received[1].touches.first!
        #expect(touch.timestamp == 2.25)
        #expect(touch.location(in: view) == CGPoint(x: 30, y: 50))
        #expect(touch.previousLocation(in: view) == CGPoint(x: 10, y: 20))
        #expect(touch.location(in: nil) == CGPoint(x: 130, y: 150))
        #expect(touch.view === view)
        #expect(view.lastEvent?.timestamp == 2.25)
    }

    @Test("tapCount grows within 0.35 s and 45 pt of the last lift, and starts again otherwise")
    func tapCount() {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        func tapCount(at point: CGPoint) -> Int {
            sim.tap(at: point)
            return view.received.last!.touches.first!.tapCount
        }
        #expect(tapCount(at: CGPoint(x: 100, y: 100)) == 1)
        sim.advance(by: 0.3)
        #expect(tapCount(at: CGPoint(x: 110, y: 110)) == 2)
        sim.advance(by: 0.3)
        #expect(tapCount(at: CGPoint(x: 100, y: 100)) == 3)
        sim.advance(by: 0.4)
        #expect(tapCount(at: CGPoint(x: 100, y: 100)) == 1)
        sim.advance(by: 0.1)
        #expect(tapCount(at: CGPoint(x: 160, y: 100)) == 1)
    }

    @Test("isMultipleTouchEnabled false: the view gets only the first touch; true: every touch")
    func multipleTouch() {
        let single = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let multi = Recorder(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        multi.isMultipleTouchEnabled = true
        let (sim, _) = makeWorld { $0.addSubview(single); $0.addSubview(multi) }
        sim.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        sim.touchDown(at: CGPoint(x: 100, y: 10), finger: 1)
        sim.touchUp(finger: 1)
        sim.touchUp(finger: 0)
        #expect(single.events == ["began", "ended"])
        #expect(sim.log.lines.contains { $0.contains("touch 1 withheld from its view: Recorder has isMultipleTouchEnabled false") })
        sim.touchDown(at: CGPoint(x: 10, y: 410), finger: 0)
        sim.touchDown(at: CGPoint(x: 100, y: 410), finger: 1)
        #expect(multi.events == ["began", "began"])
    }

    @Test("isExclusiveTouch: while an exclusive view tracks a touch no other view gets one, and the other way round")
    func exclusiveTouch() {
        let exclusive = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        exclusive.isExclusiveTouch = true
        let other = Recorder(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        let (sim, _) = makeWorld { $0.addSubview(exclusive); $0.addSubview(other) }
        sim.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        sim.touchDown(at: CGPoint(x: 10, y: 500), finger: 1)
        sim.touchUp(finger: 1)
        sim.touchUp(finger: 0)
        #expect(other.events.isEmpty)
        sim.touchDown(at: CGPoint(x: 10, y: 500), finger: 0)
        sim.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)
        sim.touchUp(finger: 1)
        sim.touchUp(finger: 0)
        #expect(exclusive.events == ["began", "ended"])
        #expect(other.events == ["began", "ended"])
    }

    @Test("a view removed mid-touch gets touchesCancelled, then nothing more")
    func removedMidTouch() {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        sim.touchMove(to: CGPoint(x: 20, y: 20))
        sim.touchUp()
        #expect(view.events == ["began", "cancelled"])
        #expect(sim.fingersDown.isEmpty)
    }

    @Test("a view whose superview hides mid-touch gets touchesCancelled, then nothing more")
    func hiddenMidTouch() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        let (sim, _) = makeWorld { $0.addSubview(parent) }
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        parent.isHidden = true
        sim.touchUp()
        #expect(view.events == ["began", "cancelled"])
    }

    @Test("a view removed by its own touchesBegan is cancelled after the call returns")
    func removedDuringDelivery() {
        final class SelfRemoving: UIView {
            var events: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                events.append("began")
                removeFromSuperview()
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
        }
        let view = SelfRemoving(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.events == ["began", "cancelled"])
    }

    @Test("a cancelled finger cancels its view's touch")
    func cancelInput() {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.touchCancel()
        #expect(view.events == ["began", "cancelled"])
    }

    @Test("inputs out of order are reported in the log and ignored")
    func outOfOrderInputs() {
        let (sim, _) = makeWorld { _ in }
        sim.touchMove(to: CGPoint(x: 1, y: 1), finger: 3)
        sim.touchDown(at: CGPoint(x: 1, y: 1))
        sim.touchDown(at: CGPoint(x: 1, y: 1))
        #expect(sim.log.lines.contains("# ignored: finger 3 is not down"))
        #expect(sim.log.lines.contains("# ignored: finger 0 is already down"))
    }

    @Test("a control tracks and sends touchDown then touchUpInside, with the 70 pt slop for touchUpInside")
    func controlEvents() {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up-inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("up-outside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        let (sim, _) = makeWorld { $0.addSubview(button) }
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        #expect(button.isHighlighted && button.isTracking)
        sim.touchMove(to: CGPoint(x: 210, y: 120))  // 60 pt outside: still inside the slop
        sim.touchUp()
        #expect(events == ["down", "up-inside"])
        sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.touchMove(to: CGPoint(x: 300, y: 120))
        sim.touchUp()
        #expect(events == ["down", "up-inside", "down", "exit", "up-outside"])
        #expect(!button.isHighlighted && !button.isTracking)
    }
}

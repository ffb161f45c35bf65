import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

/// What each recognizer answers for its touches while its action runs (issue 8.1, `ActionTouches`,
/// docs/uikit-rules.md R4.15), and pan translation from first contact (issue 8.2, docs/uikit-rules.md R5.3).
@Suite("The touches a recognizer's action sees; pan translation from first contact")
@MainActor
struct ActionTouchesTests {
    /// What one action call saw: the state, numberOfTouches, each touch's location and location(in:).
    struct Seen: Equatable, CustomStringConvertible {
        let state: UIGestureRecognizer.State
        let touches: [CGPoint]
        let location: CGPoint

        var description: String { "\(state) \(touches) at \(location)" }
    }

    /// A view offset by (10, 20) in its window, so locations in it differ from window locations.
    private func world(_ make: (@escaping (UIGestureRecognizer) -> Void) -> UIGestureRecognizer)
        -> (Simulator, UIView, UIGestureRecognizer, () -> [Seen])
    {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 370, height: 780))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        var seen: [Seen] = []
        let recognizer = make { recognizer in
            let touches = (0..<recognizer.numberOfTouches).map { recognizer.location(ofTouch: $0, in: view) }
            seen.append(Seen(state: recognizer.state, touches: touches, location: recognizer.location(in: view)))
        }
        view.addGestureRecognizer(recognizer)
        return (sim, view, recognizer, { seen })
    }

    @Test("tap: the action sees the touch that made it, though it has lifted; location(ofTouch: 0) does not trap")
    func tap() {
        let (sim, _, _, seen) = world { UITapGestureRecognizer(handler: $0) }
        sim.tap(at: CGPoint(x: 110, y: 220))
        #expect(seen() == [Seen(state: .ended, touches: [CGPoint(x: 100, y: 200)], location: CGPoint(x: 100, y: 200))])
    }

    @Test("two-finger tap: both touches, in the order they went down")
    func twoFingerTap() {
        let (sim, _, made, seen) = world { UITapGestureRecognizer(handler: $0) }
        (made as! UITapGestureRecognizer).numberOfTouchesRequired = 2
        sim.touchDown(at: CGPoint(x: 110, y: 220), finger: 0)
        sim.touchDown(at: CGPoint(x: 210, y: 220), finger: 1)
        sim.advance(by: 0.1)
        sim.touchUp(finger: 1)
        sim.touchUp(finger: 0)
        #expect(seen() == [Seen(state: .ended, touches: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)],
                                location: CGPoint(x: 150, y: 200))])
    }

    @Test("double tap: the first tap's touch and location (UITapGestureRecognizer.h)")
    func doubleTap() {
        let (sim, _, made, seen) = world { UITapGestureRecognizer(handler: $0) }
        (made as! UITapGestureRecognizer).numberOfTapsRequired = 2
        sim.tap(at: CGPoint(x: 110, y: 220))
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 130, y: 240))
        #expect(seen() == [Seen(state: .ended, touches: [CGPoint(x: 100, y: 200)], location: CGPoint(x: 100, y: 200))])
    }

    @Test("a single tap that waited for a double tap to fail still sees its touch, 0.35 s after the lift")
    func delayedSingleTap() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 370, height: 780))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        var seen: [Int] = []
        let single = UITapGestureRecognizer { seen.append($0.numberOfTouches); _ = $0.location(ofTouch: 0, in: view) }
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 110, y: 220))
        sim.advance(by: 1)
        #expect(seen == [1])
        #expect(!sim.log.lines.contains { $0.contains("error") })
    }

    @Test("swipe: the touch that swiped")
    func swipe() {
        let (sim, _, _, seen) = world { UISwipeGestureRecognizer(handler: $0) }
        sim.touchDown(at: CGPoint(x: 110, y: 220))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 200, y: 220))
        sim.touchUp()
        #expect(seen().map(\.state) == [.ended])
        #expect(seen().first?.touches == [CGPoint(x: 190, y: 200)])
    }

    @Test("long press: the touch while it is down; none at the lift, where location(in:) is the last point")
    func longPress() {
        let (sim, _, _, seen) = world { UILongPressGestureRecognizer(handler: $0) }
        sim.touchDown(at: CGPoint(x: 110, y: 220))
        sim.advance(by: 0.6)
        sim.touchMove(to: CGPoint(x: 112, y: 220))
        sim.touchUp()
        #expect(seen() == [
            Seen(state: .began, touches: [CGPoint(x: 100, y: 200)], location: CGPoint(x: 100, y: 200)),
            Seen(state: .changed, touches: [CGPoint(x: 102, y: 200)], location: CGPoint(x: 102, y: 200)),
            Seen(state: .ended, touches: [], location: CGPoint(x: 102, y: 200)),
        ])
        #expect(ActionTouches.touchesAfterContinuousEnd == 0)
    }

    @Test("pan: one touch at began and changed; none at ended or cancelled")
    func pan() {
        let (sim, _, _, seen) = world { UIPanGestureRecognizer(handler: $0) }
        sim.touchDown(at: CGPoint(x: 110, y: 220))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 110, y: 240))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 110, y: 260))
        sim.touchUp()
        sim.advance(by: 1)
        sim.touchDown(at: CGPoint(x: 110, y: 220))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 110, y: 240))
        sim.touchCancel()
        #expect(seen().map { "\($0.state) \($0.touches.count)" } == [
            "began 1", "changed 1", "ended 0", "began 1", "cancelled 0",
        ])
    }

    @Test("pinch and rotation: two touches while both are down; one when a finger lifts and ends them",
          arguments: ["pinch", "rotation"])
    func twoFingers(kind: String) {
        let (sim, _, _, seen) = world { handler in
            kind == "pinch" ? UIPinchGestureRecognizer(handler: handler) : UIRotationGestureRecognizer(handler: handler)
        }
        sim.touchDown(at: CGPoint(x: 110, y: 320), finger: 0)
        sim.touchDown(at: CGPoint(x: 210, y: 320), finger: 1)
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 260, y: 380), finger: 1)
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 280, y: 400), finger: 1)
        sim.touchUp(finger: 1)
        sim.touchUp(finger: 0)
        #expect(seen().map { "\($0.state) \($0.touches.count)" } == ["began 2", "changed 2", "ended 1"])
        #expect(seen().last?.touches == [CGPoint(x: 100, y: 300)])
    }

    @Test("location(ofTouch:) out of range: an error naming the recognizer and the index; the answer is location(in:)")
    func outOfRange() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 370, height: 780))
        let (sim, _) = makeWorld { $0.addSubview(view) }
        var answer: CGPoint?
        let tap = UITapGestureRecognizer { answer = $0.location(ofTouch: 3, in: view) }
        tap.name = "photo"
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 110, y: 220))
        #expect(answer == CGPoint(x: 100, y: 200))
        #expect(sim.log.lines.contains(
            "# error: UITapGestureRecognizer \"photo\".location(ofTouch: 3, in:) asked for touch 3 of 1 (numberOfTouches is 1); it answered location(in:)"))
        sim.tap(at: CGPoint(x: 110, y: 420))  // dispatch goes on
        #expect(answer == CGPoint(x: 100, y: 400))
    }

    // MARK: Pan translation (8.2)

    @Test("Apple's panPiece listing: a view moved by initialCenter + translation stays under the finger")
    func panPieceFollowsTheFinger() {
        let piece = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let (sim, window) = makeWorld { $0.addSubview(piece) }
        var initialCenter = CGPoint.zero
        piece.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let translation = pan.translation(in: piece.superview)
            if pan.state == .began { initialCenter = piece.center }
            if pan.state != .cancelled {
                piece.center = CGPoint(x: initialCenter.x + translation.x, y: initialCenter.y + translation.y)
            }
        })
        let grab = CGPoint(x: 100, y: 100)  // the piece's centre
        sim.touchDown(at: grab)
        for step in 1...6 {
            sim.advance(by: 1.0 / 60)
            let finger = CGPoint(x: grab.x + CGFloat(step) * 4, y: grab.y + CGFloat(step) * 3)
            sim.touchMove(to: finger)
            if step >= 3 {  // 15 pt: past the 10 pt hysteresis, so the pan has begun
                #expect(piece.superview!.convert(piece.center, to: window) == finger)
            }
        }
        sim.touchUp()
    }

    @Test("pan: translation counts from first contact, in the window and in a view; the seed pan still begins at 10 pt")
    func translationFromFirstContact() {
        let (sim, view, made, _) = world { UIPanGestureRecognizer(handler: $0) }
        let pan = made as! UIPanGestureRecognizer
        var translations: [CGPoint] = []
        pan.addTarget(ActionSpy { _ in translations.append(pan.translation(in: view)) }, action: ActionSpy.act)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.touchMove(to: CGPoint(x: 100, y: 109))
        #expect(pan.state == .possible)
        sim.touchMove(to: CGPoint(x: 100, y: 112))
        sim.touchMove(to: CGPoint(x: 80, y: 142))
        sim.touchUp()
        #expect(translations == [CGPoint(x: 0, y: 12), CGPoint(x: -20, y: 42), CGPoint(x: -20, y: 42)])
    }

    @Test("pan: setTranslation re-bases the translation and resets the velocity (Apple's documentation)")
    func setTranslationResetsVelocity() {
        let (sim, _, made, _) = world { UIPanGestureRecognizer(handler: $0) }
        let pan = made as! UIPanGestureRecognizer
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        for step in 1...5 {
            sim.advance(by: 0.01)
            sim.touchMove(to: CGPoint(x: 100, y: 100 + CGFloat(step) * 10))
        }
        #expect(pan.velocity(in: nil).y > 0)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.translation(in: nil) == .zero)
        sim.advance(by: 0.01)
        sim.touchMove(to: CGPoint(x: 100, y: 160))
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 10))
        sim.touchUp()
    }

    @Test("a scroll view's content follows the finger from where the drag began: no 10 pt jump")
    func scrollViewDoesNotJump() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 3000)
        let (sim, _) = makeWorld { $0.addSubview(scroll) }
        sim.touchDown(at: CGPoint(x: 200, y: 400))
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 200, y: 388))  // 12 pt: the pan begins
        #expect(scroll.contentOffset == .zero)
        sim.advance(by: 0.05)
        sim.touchMove(to: CGPoint(x: 200, y: 368))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 20))
        sim.touchUp()
    }
}

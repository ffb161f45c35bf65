import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher

final class Leaf: UIView {}
final class Parent: UIView {}

@Suite("Hit-testing (docs/uikit-rules.md R1)")
@MainActor
struct HitTestingTests {
    @Test func frontmostSubviewWins() {
        let back = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = Recorder(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(back); $0.addSubview(front) }
        sim.tap(at: CGPoint(x: 75, y: 75))
        #expect(front.events == ["began", "ended"])
        #expect(back.events.isEmpty)
    }

    @Test("hidden, non-interactive and alpha < 0.01 views are not hits, and their subviews are not asked",
          arguments: ["hidden", "interaction", "alpha"])
    func refusedViews(reason: String) {
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = Leaf(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(leaf)
        switch reason {
        case "hidden": parent.isHidden = true
        case "interaction": parent.isUserInteractionEnabled = false
        default: parent.alpha = 0.009
        }
        let (sim, _) = makeWorld { $0.addSubview(parent) }
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(sim.log.hitViews.first == "UIView")
        #expect(!sim.log.lines.contains("-[Leaf hitTest:withEvent:]"))
        #expect(!sim.log.lines.contains("-[Parent pointInside:withEvent:]"))
        #expect(sim.log.lines.contains { $0.hasPrefix("# Parent is not a hit") })
    }

    @Test("alpha exactly 0.01 is still a hit (\"less than 0.01\")")
    func alphaThreshold() {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0.01
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.events == ["began", "ended"])
    }

    @Test("when point(inside:) says no, no subview is asked")
    func pointInsideGatesSubviews() {
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = Leaf(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        parent.addSubview(leaf)
        let (sim, _) = makeWorld { $0.addSubview(parent) }
        sim.tap(at: CGPoint(x: 160, y: 50))
        #expect(sim.log.lines.contains("-[Parent pointInside:withEvent:] -> NO"))
        #expect(!sim.log.lines.contains("-[Leaf hitTest:withEvent:]"))
        #expect(sim.log.hitViews.first == "UIView")
    }

    @Test("clipsToBounds plays no part: a subview outside its superview is not hit there, clipped or not",
          arguments: [false, true])
    func clipsToBoundsDoesNotMatter(clips: Bool) {
        let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.clipsToBounds = clips
        let leaf = Recorder(frame: CGRect(x: 80, y: 0, width: 100, height: 100))
        parent.addSubview(leaf)
        let (sim, _) = makeWorld { $0.addSubview(parent) }
        sim.tap(at: CGPoint(x: 90, y: 50))
        #expect(leaf.events == ["began", "ended"])
        sim.tap(at: CGPoint(x: 150, y: 50))
        #expect(leaf.events == ["began", "ended"])
        #expect(sim.log.hitViews.last == "UIView")
    }

    @Test("a rotated and scaled view is hit where its transform puts it")
    func transformedView() {
        let view = Recorder(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 20 wide, 100 tall, about (150, 110)
        let (sim, _) = makeWorld { $0.addSubview(view) }
        sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(view.events == ["began", "ended"])
        sim.tap(at: CGPoint(x: 190, y: 110))
        #expect(view.events.count == 2)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)  // 200×40 about (150, 110)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 240, y: 125))
        #expect(view.events.count == 4)
    }

    @Test("a bounds origin shifts the subviews (scrolling)")
    func boundsOrigin() {
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let row = Recorder(frame: CGRect(x: 0, y: 500, width: 390, height: 44))
        scroller.addSubview(row)
        scroller.bounds.origin = CGPoint(x: 0, y: 480)
        let (sim, _) = makeWorld { $0.addSubview(scroller) }
        sim.tap(at: CGPoint(x: 100, y: 40))
        #expect(row.events == ["began", "ended"])
    }

    @Test("a disabled control is not a hit: the touch falls to what lies behind it")
    func disabledControl() {
        let behind = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        button.isEnabled = false
        let (sim, _) = makeWorld { $0.addSubview(behind); $0.addSubview(button) }
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(behind.events == ["began", "ended"])
        #expect(sim.log.lines.contains("# UIButton is not a hit: isEnabled is false"))
    }

    @Test("labels and image views are not hits by default; the touch goes to their superview")
    func labelsAreNotHits() {
        let container = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100)))
        container.addSubview(UIImageView(frame: CGRect(x: 0, y: 100, width: 200, height: 100)))
        let (sim, _) = makeWorld { $0.addSubview(container) }
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 150))
        #expect(container.events == ["began", "ended", "began", "ended"])
    }

    @Test("the touch stays with its view when the finger leaves it")
    func touchStaysBound() {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = Recorder(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let (sim, _) = makeWorld { $0.addSubview(view); $0.addSubview(other) }
        sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchMove(to: CGPoint(x: 250, y: 50))
        sim.touchUp()
        #expect(view.events == ["began", "moved", "ended"])
        #expect(other.events.isEmpty)
        #expect(sim.log.hitViews == ["Recorder", "Recorder"])  // the second pass (at lift) changes nothing
    }

    @Test("a 10,000-deep chain does not overflow the stack: hit-testing stops at its depth limit, says so, and the touch goes to the deepest view reached")
    func deepChain() {
        var chain: [UIView] = []
        let (sim, _) = makeWorld { root in
            var parent = root
            for _ in 0..<10_000 {
                let child = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(child)
                chain.append(child)
                parent = child
            }
        }
        sim.log.isEnabled = false
        sim.tap(at: CGPoint(x: 10, y: 10))
        // The window is level 1, its root view 2, so chain[i] is level i + 3.
        let reached = chain[HitTesting.maximumDepth - 3] as! Recorder
        #expect(reached.events == ["began", "ended"])
        #expect((chain.last as! Recorder).events.isEmpty)
        sim.log.isEnabled = true
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(sim.log.lines.contains("# error: hit-testing stopped 2000 views deep, at Recorder; the touch goes to it"))
    }
}

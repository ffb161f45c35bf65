import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Session

/// What the overlays show, read from known scenes: the hit-test pass's visits, outcomes and colours, stepping
/// through them, the responder chain, the recognizers, the hit areas and the touch dots. No SDL: the read-models
/// alone (`OverlaySectionTests` checks how the overlays word and colour them).
@Suite @MainActor
struct OverlayDataTests {
    private func bench(_ id: String, variant: String? = nil) throws -> Workbench {
        let example = try #require(Gallery.example(id: id))
        return Workbench(session: ExampleSession(example: example, variant: variant, device: .standard))
    }

    private func tap(_ point: CGPoint, on bench: Workbench) {
        bench.sim.tap(at: point)
        bench.refresh()
    }

    @Test("hit-test-order: A, C, F and E are visited in order; F is outside, E is the hit view")
    func visitOrderAndOutcomes() throws {
        let bench = try bench("hit-test-order")
        tap(HitTestOrderScene.pointInE, on: bench)
        let pass = try #require(bench.feeds.lastTouchDown.last?.pass ?? nil)
        #expect(pass.isFinished)
        #expect(pass.visits.map { className(of: $0.view) } == ["UIWindow", "UIView", "AView", "CView", "FView", "EView"])
        #expect(pass.visits.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(pass.visits.map(\.outcome) == [.inside, .inside, .inside, .inside, .outside, .hit])
        #expect(pass.visits.map(\.outcome.color) == [
            ChromeStyle.inside, ChromeStyle.inside, ChromeStyle.inside, ChromeStyle.inside, ChromeStyle.outside,
            ChromeStyle.hit,
        ])
        #expect(className(of: try #require(pass.hitView)) == "EView")
    }

    @Test("hidden, transparent and disabled views are skipped, with the reason")
    func skippedViews() throws {
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let (hidden, clear, off) = (UIView(frame: frame), UIView(frame: frame), UIView(frame: frame))
        hidden.isHidden = true
        clear.alpha = 0
        off.isUserInteractionEnabled = false
        [hidden, clear, off].forEach(controller.view.addSubview)
        sim.show(window)
        sim.tap(at: CGPoint(x: 100, y: 100))
        var follower = LastTouchDownFollower()
        follower.follow(sim.log, upTo: sim.log.records.count)
        // The window, the root view (the hit), then its subviews from the front: each refused before pointInside.
        #expect(follower.last?.pass?.visits.map(\.outcome) == [
            .inside, .hit, .skipped(.userInteractionDisabled), .skipped(.transparent(alpha: 0)), .skipped(.hidden),
        ])
        #expect(HitTestPass.Outcome.skipped(.hidden).color == ChromeStyle.skipped)
        #expect(HitTestPass.Outcome.skipped(.hidden).explanation == "skipped: hidden")
    }

    @Test("an overriding hitTest that answers nil inside the bounds is 'declined'")
    func declinedByOverride() throws {
        let bench = try bench("triangle-button")
        tap(TriangleButtonScene.pointOutsideTriangle, on: bench)
        let pass = try #require(bench.feeds.lastTouchDown.last?.pass ?? nil)
        let button = try #require(pass.visits.first { className(of: $0.view) == "TriangleHitButton" })
        #expect(button.outcome == .declined)
        #expect(button.outcome.color == ChromeStyle.declined)
        #expect(className(of: try #require(pass.hitView)) == "UIView")
    }

    @Test("stepping shows the pass up to the cursor, the last visit being asked")
    func steppingThroughThePass() throws {
        let bench = try bench("hit-test-order")
        bench.perform(.pause)
        tap(HitTestOrderScene.pointInE, on: bench)
        #expect(bench.feeds.lastTouchDown.last == nil)
        for _ in 0..<5 { bench.perform(.step(forward: true)) }  // the input, then window: hitTest, pointInside…
        let pass = try #require(bench.feeds.lastTouchDown.last?.pass ?? nil)
        #expect(pass.visits.map { className(of: $0.view) } == ["UIWindow", "UIView"])
        #expect(pass.visits.last?.outcome == .asking)
        #expect(pass.current?.number == 2)
        #expect(!pass.isFinished)
        #expect(bench.cursor.current == 4)
        bench.perform(.step(forward: false))
        #expect(bench.feeds.lastTouchDown.last?.pass?.visits.count == 1)
        bench.perform(.pause)  // resume: everything shows
        #expect(bench.feeds.lastTouchDown.last?.pass?.isFinished == true)
        #expect(bench.cursor.current == nil)
    }

    @Test("the chain from the hit view walks next to the app delegate, views and the rest")
    func responderChain() throws {
        let bench = try bench("hit-test-order")
        tap(HitTestOrderScene.pointInE, on: bench)
        let chain = ResponderChainPath(from: try #require(bench.feeds.lastTouchDown.last?.pass?.hitView))
        #expect(chain.links.map { className(of: $0.responder) } == [
            "EView", "CView", "AView", "UIView", "UIViewController", "UIWindow", "UIApplication", "AppDelegate",
        ])
        #expect(chain.viewLinks.map(\.number) == [1, 2, 3, 4, 6])
    }

    @Test("the arena: the recognizers that got the last gesture, with their final states and why's sentences")
    func arena() throws {
        let bench = try bench("button-vs-parent-tap")
        bench.sim.play(bench.session.example.demoInput.first!)
        bench.sim.advance(by: 0.05)
        bench.sim.touchUp()
        bench.refresh()
        let lanes = try #require(bench.feeds.arena.arena?.lanes)
        let tap = try #require(lanes.first { $0.recognizer is UITapGestureRecognizer })
        #expect(tap.story.outcome == .failed && !tap.won)
        #expect(tap.steps.map(\.state) == [.possible, .failed])
        #expect(tap.story.sentence.contains("keeps its default action"))
    }

    @Test("hit areas: a round button's corner is not its; a small button's area reaches 30 pt out")
    func hitAreas() throws {
        let circle = try bench("circle-button")
        let round = try #require(HitAreaSampler.hitView(at: CircleButtonScene.pointInCentre, in: circle.sim))
        let area = circle.feeds.hitAreas.area(of: round, in: circle.sim)
        func covers(_ area: HitAreaSampler.Area, _ screenPoint: CGPoint) -> Bool {
            let local = screenPoint.applying(area.toScreen.inverted())
            return area.rects.contains { $0.contains(local) }
        }
        #expect(covers(area, CircleButtonScene.pointInCentre))
        #expect(!covers(area, CircleButtonScene.pointInCorner))
        #expect(circle.feeds.hitAreas.area(of: round, in: circle.sim).rects.count == area.rects.count)  // kept
        #expect(circle.sim.log.records.isEmpty || !circle.sim.log.lines.contains { $0.contains("hitTest") })

        let enlarged = try bench("enlarged-tap-area")
        let small = try #require(HitAreaSampler.hitView(at: EnlargedTapAreaScene.pointNearSmall, in: enlarged.sim))
        let smallArea = enlarged.feeds.hitAreas.area(of: small, in: enlarged.sim)
        #expect(covers(smallArea, EnlargedTapAreaScene.pointNearSmall))
        #expect(!covers(smallArea, EnlargedTapAreaScene.pointFarFromSmall))
    }

    @Test("a sampled grid gives its hits as row runs and its outline as merged edges")
    func hitAreaGrid() {
        // An L: the left column and the bottom row of a 3×3 grid of 10-point cells.
        let grid = HitAreaGrid(origin: .zero, step: 10, rows: 3, columns: 3) { $0.x < 10 || $0.y > 20 }
        #expect(grid.rects == [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10),
            CGRect(x: 0, y: 20, width: 30, height: 10),
        ])
        let edges = grid.edges.map { [$0.0.x, $0.0.y, $0.1.x, $0.1.y] }
        #expect(edges.count == 6)  // an L has six sides
        #expect(edges.contains([0, 0, 10, 0]) && edges.contains([0, 30, 30, 30]) && edges.contains([0, 0, 0, 30]))
        #expect(edges.contains([10, 20, 30, 20]) && edges.contains([10, 0, 10, 20]) && edges.contains([30, 20, 30, 30]))
    }

    @Test("dots: a finger's place and tap count; a double tap counts 2; a lifted dot fades in 0.2 s")
    func touchDots() throws {
        let bench = try bench("double-tap")
        bench.sim.touchDown(at: DoubleTapScene.pointInView)
        bench.refresh()
        #expect(bench.feeds.dots.dots.map(\.tapCount) == [1])
        bench.sim.advance(by: 0.05)
        bench.sim.touchUp()
        bench.sim.advance(by: 0.1)
        bench.sim.touchDown(at: DoubleTapScene.pointInView)
        bench.refresh()
        let second = try #require(bench.feeds.dots.dots.last)
        #expect(second.tapCount == 2 && second.liftTime == nil)
        bench.sim.touchUp()
        bench.refresh()
        let lifted = try #require(bench.feeds.dots.dots.last)
        #expect(TouchDots.opacity(of: lifted, now: bench.sim.now) == 1)
        #expect(abs(TouchDots.opacity(of: lifted, now: bench.sim.now + 0.1) - 0.5) < 1e-9)
        bench.advance(realSeconds: 0.3)
        #expect(bench.feeds.dots.dots.isEmpty)
    }

    @Test("overlay keys are the digits along the keyboard, 1…9 then 0, and none past the tenth (no trap)")
    func overlayKeys() {
        #expect(Overlay.allCases.map(\.key) == Array("1234567890").map { $0 })
        #expect((0..<12).map(Overlay.key(forIndex:)) == Array("1234567890").map { $0 } + [nil, nil])
    }
}

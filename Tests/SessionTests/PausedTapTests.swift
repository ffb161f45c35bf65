import Diagnosis
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Session

/// A tap while paused, through the workbench as the window drives it: nothing of its answer shows until steps
/// reveal it, and stepping by meaning reaches the hit view in a handful of presses.
@Suite("Paused tap")
@MainActor
struct PausedTapTests {
    private func bench(_ id: String) throws -> Workbench {
        let example = try #require(Gallery.example(id: id))
        return Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
    }

    private func tap(_ bench: Workbench, at point: CGPoint) {
        bench.sim.touchDown(at: point)
        bench.advance(realSeconds: 0.05)
        bench.sim.touchUp()
        bench.advance(realSeconds: 0.05)
    }

    @Test("paused, a tap shows no hit-test answer — neither its own nor the previous touch's — until stepped to")
    func nothingUntilStepped() throws {
        let bench = try bench("hit-test-order")
        tap(bench, at: CGPoint(x: 20, y: 120))  // a first touch, answered while time runs
        let previous = try #require(bench.feeds.lastTouchDown.last?.pass ?? nil)
        #expect(previous.isFinished)
        bench.perform(.pause)
        tap(bench, at: HitTestOrderScene.pointInE)
        #expect(bench.feeds.lastTouchDown.last == nil, "the previous touch's pass still shows as the answer")
        #expect(bench.stepNarration?.hasPrefix("A touch is waiting") == true)
        // The first record step reveals the touch-down: a pass with nothing in it yet.
        bench.perform(.step(forward: true))
        let started = try #require(bench.feeds.lastTouchDown.last?.pass ?? nil)
        #expect(started.visits.isEmpty && started.hitView == nil)
        // Stepping back before the new touch shows the previous one's pass again, as it was.
        bench.perform(.step(forward: false))
        #expect(bench.feeds.lastTouchDown.last == nil)
        bench.perform(.step(forward: false))
        #expect(bench.feeds.lastTouchDown.last?.pass?.isFinished == true)
    }

    @Test("from opening hit-test-order: Space, the tap, then six Shift+→ reach EView's visit; its answer after")
    func pressesToTheHitView() throws {
        let bench = try bench("hit-test-order")
        bench.perform(.pause)  // press 1: Space
        tap(bench, at: HitTestOrderScene.pointInE)
        var presses = 1
        let names = ViewNames(windows: bench.sim.application.windows)
        while bench.feeds.lastTouchDown.last?.pass?.current.map({ names.name(of: $0.view) }) != "EView" {
            bench.perform(.stepBy(.visit, forward: true))
            presses += 1
            try #require(presses < 30)
        }
        #expect(presses == 7)
        #expect(bench.stepNarration == "[hit-test] asking EView: hitTest(_:with:)")
        #expect(bench.feeds.lastTouchDown.last?.pass?.hitView == nil, "the answer shows before it is stepped to")
        // One phase step on: the pass is over and EView is the hit view.
        bench.perform(.stepBy(.phase, forward: true))
        #expect(bench.feeds.lastTouchDown.last?.pass?.hitView.map(names.name(of:)) == "EView")
        #expect(bench.stepNarration?.hasPrefix("[delivery]") == true)
    }
}

import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing

@testable import Session

/// The last touch's marker and trail: where it went down and how it moved, kept after the dot has faded, and
/// forgotten when the next touch goes down.
@Suite @MainActor
struct TouchTrailTests {
    @Test("a drag leaves its down point and its moves; the trail outlives the dot; the next touch replaces it")
    func trail() throws {
        let example = try #require(Gallery.example(id: "hit-test-order"))
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        bench.sim.touchDown(at: CGPoint(x: 100, y: 200))
        bench.sim.touchMove(to: CGPoint(x: 120, y: 210))
        bench.sim.touchMove(to: CGPoint(x: 140, y: 230))
        bench.sim.touchUp()
        bench.advance(realSeconds: 1)
        #expect(bench.feeds.dots.dots.isEmpty, "the dot has faded")
        let path = try #require(bench.feeds.trail.paths.first)
        #expect(bench.feeds.trail.paths.count == 1 && path.finger == 0 && path.isOver)
        #expect(path.down == CGPoint(x: 100, y: 200))
        #expect(path.points == [CGPoint(x: 100, y: 200), CGPoint(x: 120, y: 210), CGPoint(x: 140, y: 230)])
        bench.sim.touchDown(at: CGPoint(x: 50, y: 60))
        bench.refresh()
        #expect(bench.feeds.trail.paths.map(\.down) == [CGPoint(x: 50, y: 60)])
    }

    @Test("a long drag keeps at most maximumPoints points, its down point first")
    func longDrag() throws {
        let example = try #require(Gallery.example(id: "drag-view"))
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        bench.sim.touchDown(at: CGPoint(x: 10, y: 10))
        for step in 1...1000 { bench.sim.touchMove(to: CGPoint(x: 10 + Double(step) / 4, y: 10)) }
        bench.refresh()
        let path = try #require(bench.feeds.trail.paths.first)
        #expect(path.points.count <= TouchTrail.maximumPoints)
        #expect(path.down == CGPoint(x: 10, y: 10))
        #expect(path.points.last == CGPoint(x: 260, y: 10))
    }
}

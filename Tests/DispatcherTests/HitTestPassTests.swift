import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

/// Each touch-down's hit-test pass is kept as a value while hit-testing runs: every visit with its view, the
/// point in its own coordinates and its answer, the view found; it can be seen as it stood at any record.
@Suite("The hit-test pass as a value")
@MainActor
struct HitTestPassTests {
    private func world() -> (Simulator, UIView, UIView) {
        let outer = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        outer.addSubview(inner)
        let (sim, _) = makeWorld { $0.addSubview(outer) }
        return (sim, outer, inner)
    }

    @Test("a touch-down keeps its pass: the visits in order with points in each view's coordinates, the hit view")
    func kept() throws {
        let (sim, outer, inner) = world()
        sim.touchDown(at: CGPoint(x: 70, y: 130), finger: 2)
        let pass = try #require(sim.log.hitTestPasses.last)
        #expect(pass.isFinished && pass.hitView === inner && pass.finger == 2)
        let visitsOfViews = pass.visits.filter { $0.view === outer || $0.view === inner }
        #expect(visitsOfViews.map(\.point) == [CGPoint(x: 20, y: 30), CGPoint(x: 10, y: 10)])
        #expect(pass.visits.last?.outcome == .hit)
        let down = try #require(sim.log.records.first { if case .input = $0.kind { true } else { false } })
        #expect(pass.touchDownSequence == down.sequence)
        sim.touchUp(finger: 2)
        #expect(sim.log.hitTestPasses.count == 1, "the lift keeps no pass")
    }

    @Test("as of a record inside the pass: the visits so far, the last one being asked")
    func partial() throws {
        let (sim, _, _) = world()
        sim.touchDown(at: CGPoint(x: 70, y: 130))
        let pass = try #require(sim.log.hitTestPasses.last)
        let second = pass.visits[1]
        let partial = pass.asOf(sequence: second.sequence + 1)
        #expect(partial.visits.count == 2 && !partial.isFinished && partial.current?.outcome == .asking)
        #expect(pass.asOf(sequence: Int.max).visits.map(\.outcome) == pass.visits.map(\.outcome))
    }

    @Test("no view found: the pass ends without one; with the log off none is kept; removeAll forgets them")
    func noneAndOff() {
        let (sim, _, _) = world()
        sim.touchDown(at: CGPoint(x: -50, y: -50))
        #expect(sim.log.hitTestPasses.last.map { $0.isFinished && $0.hitView == nil } == true)
        sim.touchUp()
        sim.log.isEnabled = false
        sim.tap(at: CGPoint(x: 70, y: 130))
        #expect(sim.log.hitTestPasses.count == 1)
        sim.log.removeAll()
        #expect(sim.log.hitTestPasses.isEmpty)
    }
}

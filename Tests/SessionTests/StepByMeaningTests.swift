import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Session

/// Stepping by meaning: visit by visit through a hit-test pass, phase by phase through a touch, back again, with a
/// caption for each step.
@Suite("Stepping by meaning")
@MainActor
struct StepByMeaningTests {
    private func tap(_ id: String, at point: CGPoint) -> (Simulator, ViewNames) {
        let sim = Simulator()
        Gallery.example(id: id)!.build(in: sim)
        sim.log.removeAll()
        sim.touchDown(at: point)
        sim.advance(by: 0.05)
        sim.touchUp()
        return (sim, ViewNames(windows: sim.application.windows))
    }

    @Test("visit steps stop at each view hit-testing asks: six presses reach EView in hit-test-order")
    func visits() throws {
        let (sim, names) = tap("hit-test-order", at: HitTestOrderScene.pointInE)
        let records = sim.log.records
        var cursor = StepCursor()
        var asked: [String] = []
        for _ in 0..<6 {
            cursor.step(.visit, forward: true, records: records)
            guard case .trace(.hitTest(let view)) = records[try #require(cursor.current)].kind else {
                Issue.record("not at a hitTest call")
                return
            }
            asked.append(names.name(of: view))
        }
        #expect(asked == ["UIWindow", "UIView", "AView", "CView", "FView", "EView"])
        cursor.step(.visit, forward: false, records: records)
        #expect(StepCaption.caption(of: records, at: cursor.current!, names: names) == "[hit-test] asking FView: hitTest(_:with:)")
    }

    @Test("phase steps: hit-test, then recognizers, delivery and actions as they come; back returns to the start of each")
    func phases() throws {
        let (sim, _) = tap("table-vs-background-tap", at: TableVsBackgroundTapScene.pointOnCell)
        let records = sim.log.records
        var cursor = StepCursor()
        var seen: [DispatchPhase] = []
        var stops: [Int] = []
        while cursor.revealed < records.count {
            cursor.step(.phase, forward: true, records: records)
            let index = try #require(cursor.current)
            stops.append(index)
            if let phase = records[index].phase { seen.append(phase) }
        }
        #expect(Array(seen.prefix(3)) == [.hitTest, .delivery, .recognizers], "\(seen)")
        #expect(seen.contains(.actions))
        // Back from the end visits the same stops in reverse.
        var back: [Int] = []
        for _ in 0..<(stops.count - 1) {
            cursor.step(.phase, forward: false, records: records)
            back.append(try #require(cursor.current))
        }
        #expect(back == Array(stops.dropLast().reversed()))
    }

    @Test("captions name the views as the tree does and say what comes next")
    func captions() throws {
        let (sim, names) = tap("hit-test-order", at: HitTestOrderScene.pointInE)
        let records = sim.log.records
        let captions = records.indices.compactMap { StepCaption.caption(of: records, at: $0, names: names) }
        #expect(captions.contains("[hit-test] FView: the point is outside"))
        #expect(captions.contains("[hit-test] FView answers nil; asking EView next"))
        #expect(captions.contains("[hit-test] UIWindow answers EView"))
        #expect(captions.contains("[delivery] EView gets touchesBegan:withEvent:"))
        #expect(captions.contains("[delivery] CView gets touchesEnded:withEvent: (from EView)"))
        #expect(StepCaption.caption(of: records, at: records.count, names: names) == nil)
        // The second pass, as the finger lifts, says what it is: the touch does not move to its answer.
        let lift = captions.filter { $0.contains("hit-tests again as the finger lifts") }
        #expect(lift == ["[hit-test] UIKit hit-tests again as the finger lifts; the answer is not used (the touch stays with its view): asking UIWindow: hitTest(_:with:)"])
    }
}

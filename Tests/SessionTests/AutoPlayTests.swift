import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@testable import Session

/// Auto-play (Shift+A): paused, the cursor moves on by itself at the chosen pace, visit by visit through hit-testing.
@Suite("Auto-play")
@MainActor
struct AutoPlayTests {
    @Test("a paused tap plays itself out: a step per interval, the hit view's visit after six, everything at the end")
    func playsOut() {
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: "hit-test-order")!, variant: nil,
                                                      device: .standard))
        bench.perform(.autoPlay)
        #expect(bench.settings.isPaused && bench.settings.autoPlays)
        bench.sim.tap(at: HitTestOrderScene.pointInE)
        bench.refresh()
        let interval = bench.settings.autoStepInterval
        #expect(!bench.isStill, "auto-play has steps to take")
        for _ in 0..<6 { bench.advance(realSeconds: interval) }
        #expect(bench.feeds.lastTouchDown.last?.pass?.visits.last.map { "\(type(of: $0.view))" } == "EView")
        for _ in 0..<500 where !bench.isStill { bench.advance(realSeconds: interval) }
        #expect(bench.cursor.hidden(count: bench.sim.log.records.count) == 0)
        #expect(bench.isStill, "nothing left to step: the window may sleep")
        bench.perform(.slower)
        #expect(bench.settings.autoStepInterval > interval)
    }
}

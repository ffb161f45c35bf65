import Benchmarks
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Session

/// When the window may sleep: only when nothing would change without an event.
@Suite @MainActor
struct StillnessTests {
    private func bench(_ id: String) throws -> Workbench {
        let example = try #require(Gallery.example(id: id))
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard))
        bench.advance(realSeconds: 0)  // the first frame: what showing the window queued (its drawing) runs
        return bench
    }

    @Test("at rest a scene is still; a lifted finger's dot fades first, then it is still again")
    func dotsFade() throws {
        let bench = try bench("hit-test-order")
        #expect(bench.isStill)
        bench.sim.tap(at: HitTestOrderScene.pointInE)
        bench.refresh()
        #expect(!bench.isStill)
        bench.advance(realSeconds: TouchDots.fadeDuration + 0.05)
        #expect(bench.isStill)
    }

    @Test("a pending timer (a double tap waiting for its second tap) keeps time running; pausing stills it")
    func timersAndPause() throws {
        let bench = try bench("double-tap")
        bench.sim.tap(at: try #require(bench.session.example.demoInput.first).point)
        bench.advance(realSeconds: TouchDots.fadeDuration + 0.05)
        #expect(bench.sim.scheduler.pendingCount > 0)
        #expect(!bench.isStill)
        bench.settings.isPaused = true
        #expect(bench.isStill)
        bench.settings.isPaused = false
        bench.advance(realSeconds: 2)
        #expect(bench.isStill)
    }

    @Test("an animation in flight keeps time running until it ends")
    func animations() throws {
        let scene = MovingViewsScene(count: 4, labels: false)
        let bench = Workbench(session: ExampleSession(example: scene.example, variant: nil, device: .standard))
        bench.advance(realSeconds: 0)
        #expect(bench.isStill)
        scene.startAnimating(in: bench.sim)
        #expect(!bench.isStill)
    }
}

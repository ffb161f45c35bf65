import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Seed scenarios: custom hit areas")
@MainActor
struct HitAreaScenarioTests {
    @Test("enlarged-tap-area: 25 pt outside the small button fires it, 35 pt does not; 10 pt outside the 44×44 one fires")
    func enlargedTapArea() {
        let sim = SeedLog.world("enlarged-tap-area")
        sim.tap(at: EnlargedTapAreaScene.pointNearSmall)
        #expect(SeedLog.userLines(sim) == ["small button: touchUpInside"])
        sim.log.removeAll()
        sim.advance(by: 1)
        sim.tap(at: EnlargedTapAreaScene.pointFarFromSmall)
        #expect(SeedLog.userLines(sim).isEmpty)
        #expect(sim.log.lines.contains("-[UIWindow hitTest:withEvent:] -> UIView"))
        sim.log.removeAll()
        sim.advance(by: 1)
        sim.tap(at: EnlargedTapAreaScene.pointNearMinimum)
        #expect(SeedLog.userLines(sim) == ["44×44 button: touchUpInside"])
    }

    @Test("circle-button: a corner falls to the view behind; the centre is the button")
    func circleButton() {
        let sim = SeedLog.world("circle-button")
        sim.tap(at: CircleButtonScene.pointInCorner)
        #expect(SeedLog.userLines(sim) == ["backdrop touched"])
        sim.log.removeAll()
        sim.advance(by: 1)
        sim.tap(at: CircleButtonScene.pointInCentre)
        #expect(SeedLog.userLines(sim) == ["circle button: touchUpInside"])
    }

    @Test("triangle-button: inside the triangle fires touchUpInside; the square's empty corner does nothing")
    func triangleButton() {
        let sim = SeedLog.world("triangle-button")
        sim.tap(at: TriangleButtonScene.pointInTriangle)
        #expect(SeedLog.userLines(sim) == ["triangle button: touchUpInside"])
        #expect(sim.log.lines.contains("# TriangleHitButton sends UIControlEventTouchUpInside"))
        sim.log.removeAll()
        sim.advance(by: 1)
        sim.tap(at: TriangleButtonScene.pointOutsideTriangle)
        #expect(SeedLog.userLines(sim).isEmpty)
        #expect(sim.log.lines.contains("-[TriangleHitButton hitTest:withEvent:] -> nil"))
    }
}

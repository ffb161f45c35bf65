import Foundation
import Testing
@_spi(Engine) import ViewModel

@Suite("Timing curves: Core Animation's Béziers and springs (docs/uikit-rules.md R8.7)")
struct TimingCurveTests {
    /// Reference values from an independent solver (200 bisection steps on x(t)), to 4 places.
    @Test("named curves at 1/4, 1/2, 3/4", arguments: [
        (CAMediaTimingFunctionName.linear, [0.25, 0.5, 0.75]),
        (.easeIn, [0.0935, 0.3154, 0.6219]),
        (.easeOut, [0.3781, 0.6846, 0.9065]),
        (.easeInEaseOut, [0.1292, 0.5, 0.8708]),
        (.default, [0.4085, 0.8024, 0.9605]),
    ])
    func knownValues(name: CAMediaTimingFunctionName, expected: [Double]) {
        let function = CAMediaTimingFunction(name: name)
        for (x, y) in zip([0.25, 0.5, 0.75], expected) {
            #expect(abs(function.value(at: x) - y) < 1e-3, "\(name.rawValue) at \(x)")
        }
    }

    @Test("endpoints are exact, and time outside [0, 1] is clamped")
    func endpoints() {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let function = CAMediaTimingFunction(name: name)
            #expect(function.value(at: 0) == 0)
            #expect(function.value(at: 1) == 1)
            #expect(function.value(at: -1) == 0)
            #expect(function.value(at: 2) == 1)
        }
    }

    @Test("the control points are Apple's, and UIKit's curves map onto them")
    func controlPoints() {
        let p = CAMediaTimingFunction(name: .easeInEaseOut).controlPoints
        #expect(p.x1 == 0.42 && p.y1 == 0 && p.x2 == 0.58 && p.y2 == 1)
        var values: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &values)
        #expect(values == [0.25, 0.1])
        #expect(UIView.AnimationOptions.curveLinear.curve == .linear)
        #expect(UIView.AnimationOptions([.allowUserInteraction, .curveEaseOut]).curve == .easeOut)
        #expect(UIView.AnimationOptions().curve == .easeInOut)
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
    }

    @Test("a steep custom curve is still solved accurately (Newton falls back to bisection)")
    func steepCurve() {
        let function = CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)
        // Symmetric about (0.5, 0.5): f(x) + f(1 − x) = 1.
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            #expect(abs(function.value(at: x) + function.value(at: 1 - x) - 1) < 1e-6)
        }
        #expect(abs(function.value(at: 0.5) - 0.5) < 1e-6)
    }

    // MARK: Springs

    private func samples(_ spring: SpringCurve, until end: Double) -> [Double] {
        stride(from: 0.0, through: end, by: end / 2000).map(spring.value(at:))
    }

    @Test("Core Animation's default spring (mass 1, stiffness 100, damping 10) rings and settles at 1")
    func defaultSpring() {
        let spring = SpringCurve()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
        #expect(spring.value(at: 0) == 0)
        #expect(samples(spring, until: 3).max()! > 1.1)
        #expect(abs(spring.value(at: spring.settlingDuration) - 1) <= SpringCurve.restThreshold * 1.2)
        #expect(abs(spring.value(at: 10) - 1) < 1e-9)
    }

    @Test("settling durations match Apple's documented figures: damping 5 about 2.85 s, 15 just over 1 s")
    func settlingDuration() {
        let loose = SpringCurve(damping: 5).settlingDuration
        let firm = SpringCurve(damping: 15).settlingDuration
        #expect(loose > 2.8 && loose < 2.9)
        #expect(firm > 1.0 && firm < 1.1)
        #expect(SpringCurve(damping: 0).settlingDuration == .infinity)
    }

    @Test("critically damped: no overshoot; under-damped: overshoot; over-damped: none, and slower")
    func dampingRegimes() {
        let critical = SpringCurve(dampingRatio: 1, naturalFrequency: 10)
        let under = SpringCurve(dampingRatio: 0.3, naturalFrequency: 10)
        let over = SpringCurve(dampingRatio: 2, naturalFrequency: 10)
        #expect(samples(critical, until: 5).allSatisfy { $0 <= 1 })
        #expect(samples(over, until: 5).allSatisfy { $0 <= 1 })
        #expect(samples(under, until: 5).max()! > 1.3)
        for spring in [critical, under, over] { #expect(abs(spring.value(at: 20) - 1) < 1e-6) }
        #expect(over.value(at: 0.3) < critical.value(at: 0.3))
        // Monotone rise when critically damped from rest.
        let rise = samples(critical, until: 2)
        #expect(zip(rise, rise.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("initial velocity: a spring thrown forward moves faster at first")
    func initialVelocity() {
        let still = SpringCurve(dampingRatio: 1, naturalFrequency: 10)
        let thrown = SpringCurve(dampingRatio: 1, naturalFrequency: 10, initialVelocity: 5)
        #expect(thrown.value(at: 0.05) > still.value(at: 0.05))
        let slope = (thrown.value(at: 1e-6) - thrown.value(at: 0)) / 1e-6
        #expect(abs(slope - 5) < 1e-3)
    }

    @Test("UIKit's spring over a duration settles as the duration ends", arguments: [0.2, 0.5, 1.0, 1.5])
    func springOverDuration(damping: Double) {
        let spring = SpringCurve.overDuration(0.8, dampingRatio: damping, velocity: 0)
        #expect(abs(spring.settlingDuration - 1) < 1e-6)
        let shown = samples(spring, until: 1)
        if damping < 1 { #expect(shown.max()! > 1) } else { #expect(shown.allSatisfy { $0 <= 1 }) }
        let thrown = SpringCurve.overDuration(0.8, dampingRatio: damping, velocity: 2)
        #expect(abs(thrown.settlingDuration - 1) < 1e-3)
        #expect(abs(thrown.initialVelocity - 1.6) < 1e-12)
    }
}

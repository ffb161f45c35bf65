import Foundation

/// A damped spring pulling a value from 0 to 1: `m·x″ + c·x′ + k·(x − 1) = 0`, x(0) = 0, x′(0) = v₀.
///
/// Core Animation's `CASpringAnimation` (mass 1, stiffness 100, damping 10 by default) and UIKit's spring timing
/// both come down to it. It is solved in closed form — under-, critically and over-damped — so a value at any time
/// costs a few exponentials and no stepping, and every run gives the same numbers.
public struct SpringCurve: Equatable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    /// The starting speed, in units of the whole change per second (1: the full distance in one second).
    public var initialVelocity: Double

    /// How far from rest counts as settled, for `settlingDuration` *(assumed: 0.0008 of the change fits both of
    /// Apple's documented figures — damping 5 settles in about 2.85 s, damping 15 in just over 1 s)*.
    public static let restThreshold = 0.0008

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = max(mass, 1e-9)
        self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0)
        self.initialVelocity = initialVelocity
    }

    /// A spring of damping ratio ζ and natural frequency ω₀ (rad/s), mass 1.
    public init(dampingRatio: Double, naturalFrequency: Double, initialVelocity: Double = 0) {
        let omega = max(naturalFrequency, 1e-9)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * max(dampingRatio, 0) * omega,
                  initialVelocity: initialVelocity)
    }

    /// ζ = c / (2·√(k·m)): below 1 it overshoots and rings, at 1 it arrives fastest without overshooting.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// ω₀ = √(k/m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The value at `t` seconds (0 at the start; it may pass 1 when under-damped).
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement(at: t)
    }

    /// The spring's distance from rest, `x − 1`, starting at −1.
    private func displacement(at t: Double) -> Double {
        let (zeta, omega, v0) = (dampingRatio, naturalFrequency, initialVelocity)
        if abs(zeta - 1) < 1e-9 {
            return (-1 + (v0 - omega) * t) * exp(-omega * t)
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / omegaD
            return exp(-zeta * omega * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let c2 = (v0 + r1) / (r2 - r1)
        return (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// An upper bound of |x − 1| that rises at most once and then falls, so "settled" is one crossing.
    private func envelope(at t: Double) -> Double {
        let (zeta, omega, v0) = (dampingRatio, naturalFrequency, initialVelocity)
        if abs(zeta - 1) < 1e-9 {
            return (1 + abs(v0 - omega) * t) * exp(-omega * t)
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / omegaD
            return (1 + b * b).squareRoot() * exp(-zeta * omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let c2 = (v0 + r1) / (r2 - r1)
        return abs(-1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    /// How long until the spring stays within `restThreshold` of rest, as `CASpringAnimation.settlingDuration`.
    /// An undamped spring never settles: infinity.
    public var settlingDuration: Double {
        guard damping > 0 else { return .infinity }
        var high = 1 / naturalFrequency
        while envelope(at: high) >= Self.restThreshold {
            high *= 2
            if high > 1e7 { return .infinity }
        }
        var low = 0.0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if envelope(at: mid) >= Self.restThreshold { low = mid } else { high = mid }
        }
        return high
    }

    /// UIKit's spring over a fixed duration (`usingSpringWithDamping:initialSpringVelocity:`, a property
    /// animator's `dampingRatio`), on normalized time (1 = the whole duration): the natural frequency is chosen so
    /// that the spring settles exactly when the duration ends *(assumed: UIKit does not publish its mapping)*.
    /// `velocity` is UIKit's: the whole change per second, so it is scaled by the duration. Below a damping
    /// ratio of 0.05 the frequency is chosen as for 0.05 and the spring is cut off, still ringing, at the end.
    public static func overDuration(_ duration: Double, dampingRatio: Double, velocity: Double) -> SpringCurve {
        let zeta = max(dampingRatio, 0)
        let v0 = velocity * max(duration, 0)
        let fitted = max(zeta, 0.05)
        if v0 == 0 {
            // Without a starting speed the settling time is inversely proportional to ω₀.
            let unit = SpringCurve(dampingRatio: fitted, naturalFrequency: 1).settlingDuration
            return SpringCurve(dampingRatio: zeta, naturalFrequency: unit)
        }
        // The settling time falls as the frequency rises: bisect on log ω₀.
        var (low, high) = (log(1e-3), log(1e5))
        for _ in 0..<60 {
            let mid = (low + high) / 2
            let trial = SpringCurve(dampingRatio: fitted, naturalFrequency: exp(mid), initialVelocity: v0)
            if trial.settlingDuration > 1 { low = mid } else { high = mid }
        }
        return SpringCurve(dampingRatio: zeta, naturalFrequency: exp(high), initialVelocity: v0)
    }
}

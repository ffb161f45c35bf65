import Foundation

/// Which kind of timing a provider gives, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// The timing of a property animator: a cubic Bézier, a spring, or both.
@MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: one of the named curves, or two control points.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// Ease in, ease out (UIKit's default curve for views).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let p = curve.timingFunction.controlPoints
        controlPoint1 = CGPoint(x: p.x1, y: p.y1)
        controlPoint2 = CGPoint(x: p.x2, y: p.y2)
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    // Archived as its curve and control points; a copy is the same curve (its values never change).
    public required nonisolated init?(coder: NSCoder) {
        guard let curve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) else { return nil }
        let x1 = coder.decodeDouble(forKey: "x1"), y1 = coder.decodeDouble(forKey: "y1")
        let x2 = coder.decodeDouble(forKey: "x2"), y2 = coder.decodeDouble(forKey: "y2")
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return nil }
        (animationCurve, controlPoint1, controlPoint2) = (curve, CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2))
        super.init()
    }

    public nonisolated func encode(with coder: NSCoder) {
        coder.encode(animationCurve.rawValue, forKey: "curve")
        for (key, value) in [("x1", controlPoint1.x), ("y1", controlPoint1.y), ("x2", controlPoint2.x), ("y2", controlPoint2.y)] {
            coder.encode(Double(value), forKey: key)
        }
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// Spring timing: a damping ratio (the spring then settles within the animator's duration), or a mass, stiffness
/// and damping (the spring then takes as long as it takes, and the animator's duration is ignored, as in UIKit).
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The starting speed per axis, in units of the whole change per second. The simulator uses `dx` for every
    /// property (UIKit applies `dy` to the vertical component of points).
    public let initialVelocity: CGVector
    /// Set by `init(dampingRatio:…)`: the spring is fitted to the duration.
    let dampingRatio: CGFloat?
    /// Set by `init(mass:stiffness:damping:initialVelocity:)`.
    let physics: SpringCurve?

    /// Core Animation's default spring: mass 1, stiffness 100, damping 10 *(assumed for UIKit's `init()`)*.
    public override convenience init() {
        self.init(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physics = nil
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physics = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.dx)
        initialVelocity = velocity
        super.init()
    }

    // Archived as its ratio, or its mass, stiffness and damping, with its velocity; a copy is the same spring.
    public required nonisolated init?(coder: NSCoder) {
        let values = ["ratio", "mass", "stiffness", "damping", "dx", "dy"].map { coder.decodeDouble(forKey: $0) }
        guard values.allSatisfy(\.isFinite) else { return nil }
        initialVelocity = CGVector(dx: values[4], dy: values[5])
        if coder.containsValue(forKey: "ratio") {
            (dampingRatio, physics) = (values[0], nil)
        } else {
            dampingRatio = nil
            physics = SpringCurve(mass: values[1], stiffness: values[2], damping: values[3], initialVelocity: values[4])
        }
        super.init()
    }

    public nonisolated func encode(with coder: NSCoder) {
        if let dampingRatio { coder.encode(Double(dampingRatio), forKey: "ratio") }
        if let physics {
            for (key, value) in [("mass", physics.mass), ("stiffness", physics.stiffness), ("damping", physics.damping)] {
                coder.encode(value, forKey: key)
            }
        }
        coder.encode(Double(initialVelocity.dx), forKey: "dx")
        coder.encode(Double(initialVelocity.dy), forKey: "dy")
    }

    public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}

/// A timing curve on normalized time: 0 at the start, 1 when the animation's duration has passed.
enum TimingCurve {
    case cubic(CAMediaTimingFunction)
    /// A spring whose own clock runs `timeScale` seconds per unit of normalized time.
    case spring(SpringCurve, timeScale: Double)

    init(_ curve: UIView.AnimationCurve) { self = .cubic(curve.timingFunction) }

    /// A spring over `duration`, as `usingSpringWithDamping:initialSpringVelocity:` makes it.
    static func spring(duration: Double, dampingRatio: Double, velocity: Double) -> TimingCurve {
        .spring(SpringCurve.overDuration(duration, dampingRatio: dampingRatio, velocity: velocity), timeScale: 1)
    }

    /// The curve a property animator's timing provider describes, and the duration it then runs for.
    @MainActor
    static func from(_ provider: any UITimingCurveProvider, duration: Double) -> (TimingCurve, Double) {
        if let spring = provider.springTimingParameters {
            if let physics = spring.physics {
                let settling = physics.settlingDuration.isFinite ? physics.settlingDuration : duration
                return (.spring(physics, timeScale: settling), settling)
            }
            let curve = TimingCurve.spring(
                duration: duration, dampingRatio: spring.dampingRatio ?? 1, velocity: spring.initialVelocity.dx)
            return (curve, duration)
        }
        return (.cubic(provider.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)),
                duration)
    }

    /// The fraction of the change shown at normalized time `x`; exactly 0 before the start and 1 at the end.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        switch self {
        case .cubic(let function): return function.value(at: x)
        case .spring(let spring, let scale): return spring.value(at: x * scale)
        }
    }
}

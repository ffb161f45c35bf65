import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve as Core Animation defines it: a cubic Bézier from (0, 0) to (1, 1) with two control points,
/// mapping the fraction of time elapsed (x) to the fraction of the change shown (y).
///
/// To evaluate it, the curve's x(t) is inverted for the parameter t — by Newton's method, falling back to
/// bisection where the slope is too flat for Newton to be safe — and y(t) is read off. The endpoints are exact.
public final class CAMediaTimingFunction: NSObject, Sendable {
    /// The control points (x1, y1, x2, y2).
    @_spi(Engine) public let controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)

    /// The polynomial coefficients of x(t) and y(t): `((a·t + b)·t + c)·t`.
    private let ax, bx, cx, ay, by, cy: Double

    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// The predefined curves, with Apple's control points (docs/uikit-rules.md R8.7).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(0, 0, 1, 1)
        case .easeIn: self.init(0.42, 0, 1, 1)
        case .easeOut: self.init(0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(0.42, 0, 0.58, 1)
        default: self.init(0.25, 0.1, 0.25, 1)
        }
    }

    private init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // x must stay a function of time: control points' x are clamped to [0, 1], as Core Animation does.
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        controlPoints = (x1, y1, x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        super.init()
    }

    /// Core Animation's accessor: index 0 is (0, 0), 1 and 2 the control points, 3 is (1, 1).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), (controlPoints.x1, controlPoints.y1), (controlPoints.x2, controlPoints.y2), (1.0, 1.0)]
        let point = points[min(max(idx, 0), 3)]
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// The fraction of the change shown when `x` of the time has passed (the simulator's; Core Animation keeps
    /// it private). Outside [0, 1] the time is clamped.
    @_spi(Engine) public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The t in [0, 1] with x(t) = x: Newton from t = x, then bisection if Newton did not converge.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            let slope = slopeX(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    public override var description: String {
        let p = controlPoints
        return "CAMediaTimingFunction(\(p.x1), \(p.y1), \(p.x2), \(p.y2))"
    }
}

extension UIView.AnimationCurve {
    /// The curve's control points as Core Animation's timing function.
    @_spi(Engine) public var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .linear: CAMediaTimingFunction(name: .linear)
        }
    }
}

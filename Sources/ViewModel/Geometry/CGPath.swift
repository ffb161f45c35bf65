import Foundation

/// How a path decides which points are inside where it crosses itself.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// An immutable path, as Core Graphics keeps one: what `UIBezierPath.cgPath` gives and `CAShapeLayer.path` holds.
public final class CGPath: Hashable, Sendable {
    let shape: PathShape

    init(shape: PathShape) { self.shape = shape }

    /// The smallest rectangle that holds the path's points.
    public var boundingBox: CGRect { shape.bounds }
    public var isEmpty: Bool {
        if case .polygons(let list) = shape { return list.allSatisfy(\.isEmpty) }
        return false
    }

    /// Whether `point`, moved by `transform`'s inverse, is inside the path. touchsim's paths answer by the
    /// non-zero winding rule whichever `rule` is asked *(a simplification: the even-odd rule differs only where a
    /// path crosses itself)*.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        shape.contains(transform.isIdentity ? point : point.applying(transform.inverted()))
    }

    /// The closed subpaths as polygons (curves flattened into `segments` pieces), for drawing.
    @_spi(Engine) public func subpaths(segments: Int = 48) -> [[CGPoint]] { shape.subpaths(segments: segments) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.shape == rhs.shape }
    public func hash(into hasher: inout Hasher) { hasher.combine(shape) }
}

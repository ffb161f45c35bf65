import Foundation

/// A two-dimensional vector, as Core Graphics defines it (Foundation on Linux has none). UIKit's spring timing
/// takes its initial velocity as one.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat, dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public init() { self.init(dx: 0, dy: 0) }

    public static let zero = CGVector()
}

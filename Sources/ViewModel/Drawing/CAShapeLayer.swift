import Foundation

/// A layer that fills a path, in its own coordinate space (how a view draws a shape such as a triangle).
@MainActor
open class CAShapeLayer: CALayer {
    public var path: CGPath?
    public var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
}

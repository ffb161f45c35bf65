import Foundation
import ViewModel

/// The affine map from a view's (or layer's) own space to its parent's, for drawing.
///
/// For views it is read off `convertToSuperview`, the very function hit-testing and `convert(_:to:)` use, so a
/// view is drawn exactly where touches find it (bounds origin, anchor point and transform included).
extension UIView {
    /// This view's space to its superview's (a window's: to the screen's).
    var toSuperviewTransform: CGAffineTransform {
        let o = convertToSuperview(.zero)
        let x = convertToSuperview(CGPoint(x: 1, y: 0))
        let y = convertToSuperview(CGPoint(x: 0, y: 1))
        return CGAffineTransform(a: x.x - o.x, b: x.y - o.y, c: y.x - o.x, d: y.y - o.y, tx: o.x, ty: o.y)
    }

    /// This view's space to the screen's, through its superviews and its window: where hit-testing finds it (the
    /// model, not the presentation), for the overlays that explain hit-testing.
    var toScreenTransform: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            transform = transform.concatenating(current.toSuperviewTransform)
            view = current.superview
        }
        return transform
    }
}

extension CALayer {
    /// This layer's space to its superlayer's, by the same rule as `UIView.convertToSuperview`:
    /// `p_super = position + T·(p_local − (bounds.origin + anchor·bounds.size))`.
    var toSuperlayerTransform: CGAffineTransform {
        let anchor = CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

extension CGAffineTransform {
    /// Whether it keeps rectangles axis-aligned (no rotation or skew), so a clip rectangle can stand for it.
    var isAxisAligned: Bool { abs(b) < 1e-9 && abs(c) < 1e-9 }

    /// How many output units one unit of the source covers, on average (for sizing text and curve segments).
    var meanScale: CGFloat {
        let det = abs(a * d - b * c)
        return det.isFinite && det > 0 ? det.squareRoot() : 0
    }
}

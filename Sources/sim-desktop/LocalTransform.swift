import Foundation
import ViewModel

extension UIView {
    /// This view's space to the screen's, through its superviews and its window, by the model values: where
    /// hit-testing finds it (not where an animation shows it), for the overlays that explain hit-testing.
    var toScreenTransform: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            transform = transform.concatenating(current.layer.modelValues.localToSuperlayer)
            view = current.superview
        }
        return transform
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

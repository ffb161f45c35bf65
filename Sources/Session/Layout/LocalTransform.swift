import Foundation
@_spi(Engine) import ViewModel

extension UIView {
    /// This view's space to the screen's where it is drawn: by its presentation values (mid-animation), through
    /// its superviews and its window — what the window's renderer shows.
    package var shownToScreenTransform: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view {
            transform = transform.concatenating(current.layer.presentationValues.localToSuperlayer)
            view = current.superview
        }
        return transform
    }
}

extension CGAffineTransform {
    /// Whether it keeps rectangles axis-aligned (no rotation or skew), so a clip rectangle can stand for it.
    package var isAxisAligned: Bool { abs(b) < 1e-9 && abs(c) < 1e-9 }

    /// How many output units one unit of the source covers, on average (for sizing text and curve segments).
    package var meanScale: CGFloat {
        let det = abs(a * d - b * c)
        return det.isFinite && det > 0 ? det.squareRoot() : 0
    }
}

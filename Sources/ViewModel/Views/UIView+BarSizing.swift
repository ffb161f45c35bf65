import Foundation

extension UIView {
    /// The size a bar (iOS 11+) gives a title view or a custom item's view, within `available`: its intrinsic size
    /// along an axis that has one, else what `sizeThatFits(_:)` answers (by default its own size), never more than
    /// `available` (docs/uikit-rules.md R13.4). A view with no intrinsic size and a zero frame gets zero.
    func barFittingSize(in available: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        let fits = sizeThatFits(available)
        let width = intrinsic.width == UIView.noIntrinsicMetric ? fits.width : intrinsic.width
        let height = intrinsic.height == UIView.noIntrinsicMetric ? fits.height : intrinsic.height
        return CGSize(width: max(0, min(width, available.width)), height: max(0, min(height, available.height)))
    }

    /// Whether a bar wraps the view in `_UITAMICAdaptorView`: it has no intrinsic size on either axis.
    var needsBarAdaptor: Bool {
        intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// Holds a bar's title view or custom item view that has no intrinsic size, sized from the view's
/// `sizeThatFits(_:)` (UIKit's private class, iOS 11+, as view dumps print it).
@_spi(Engine) public final class _UITAMICAdaptorView: UIView {}

import Foundation

/// Pinch-to-zoom: with `maximumZoomScale` above `minimumZoomScale` the scroll view has a pinch (UIKit's
/// `UIScrollViewPinchGestureRecognizer`, action `handlePinch:`), which scales the view its delegate's
/// `viewForZooming(in:)` returns. The content grows with the scale and the point between the fingers stays
/// under them. Without that view the pinch does not begin (assumed, as zooming then has nothing to scale). The
/// scale stops at the limits *(assumed: UIKit's `bouncesZoom` lets it overshoot and springs back; the overshoot
/// is not simulated)*.
@MainActor
extension UIScrollView {
    /// Zooming is possible when the maximum is above the minimum (both 1 by default).
    public var minimumZoomScale: CGFloat {
        get { zoom.minimum }
        set { zoom.minimum = newValue; updatePinch() }
    }
    public var maximumZoomScale: CGFloat {
        get { zoom.maximum }
        set { zoom.maximum = newValue; updatePinch() }
    }
    public var zoomScale: CGFloat {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch is zooming now.
    public var isZooming: Bool { zoom.isZooming }
    /// The pinch that zooms; nil while zooming is not possible, as Apple documents.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoom.pinch }

    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        apply(scale: scale, keeping: CGPoint(x: bounds.midX, y: bounds.midY))
    }

    /// Adds the pinch when zooming becomes possible, removes it when it no longer is.
    private func updatePinch() {
        let possible = zoom.maximum > zoom.minimum
        if possible, zoom.pinch == nil {
            let pinch = UIScrollViewPinchGestureRecognizer(target: self, action: #action(handlePinch(_:)))
            zoom.pinch = pinch
            addGestureRecognizer(pinch)
        } else if !possible, let pinch = zoom.pinch {
            removeGestureRecognizer(pinch)
            zoom.pinch = nil
        }
    }

    func handleZoom(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            zoom.startScale = zoom.scale
            zoom.isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            apply(scale: zoom.startScale * pinch.scale, keeping: pinch.location(in: self))
        case .ended, .cancelled:
            zoom.isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoom.scale)
        default:
            break
        }
    }

    /// Scales the zooming view to `scale` (within the limits), the content point at `anchor` (in the scroll
    /// view's bounds) staying where it is on screen.
    private func apply(scale: CGFloat, keeping anchor: CGPoint) {
        guard scale.isFinite, let view = delegate?.viewForZooming(in: self) else { return }
        let new = min(max(scale, zoom.minimum), zoom.maximum)
        let old = zoom.scale
        guard new != old, old > 0 else { return }
        zoom.scale = new
        view.transform = CGAffineTransform(scaleX: new, y: new)
        let size = CGSize(width: view.bounds.width * new, height: view.bounds.height * new)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        let onScreen = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
        let ratio = new / old
        setContentOffset(CGPoint(x: anchor.x * ratio - onScreen.x, y: anchor.y * ratio - onScreen.y), animated: false)
        delegate?.scrollViewDidZoom(self)
    }
}

/// A scroll view's zoom: its limits and scale, and the pinch while it has one.
@MainActor
final class ScrollZoom {
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var scale: CGFloat = 1
    var startScale: CGFloat = 1
    var isZooming = false
    var pinch: UIPinchGestureRecognizer?
}

/// A scroll view's pinch: it begins only when the delegate gives a view to zoom.
@MainActor
@_spi(Engine) public final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {}

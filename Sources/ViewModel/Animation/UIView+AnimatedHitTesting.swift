import Foundation

/// Hit-testing while views animate (docs/uikit-rules.md R8.2–R8.5).
///
/// Hit-testing reads the model, so a view animating under `UIView.animate` with `.allowUserInteraction` is hit
/// where it will end up (without the option it is not a hit at all: `hitTestRefusal`). A property animator with
/// its defaults makes UIKit hit-test its views where they are drawn: for those, the default `hitTest` carries the
/// point into the view through its presentation values, and a touch that hit such a view is located in it
/// through them too, so a moving button's touch lands inside it and ends in `touchUpInside`. A view that is not
/// animating pays one nil check.
extension UIView {
    /// A point of the superview's space in this view's, as the default `hitTest` carries it to a subview.
    @inline(__always)
    package func hitTestPoint(fromSuperview point: CGPoint, with event: UIEvent?) -> CGPoint {
        guard layer.animationTracks != nil else { return convertFromSuperview(point) }
        return animatedHitTestPoint(fromSuperview: point, with: event)
    }

    private func animatedHitTestPoint(fromSuperview point: CGPoint, with event: UIEvent?) -> CGPoint {
        guard case .presentation = layer.animationHitTesting else { return convertFromSuperview(point) }
        event?.tracer?.record(.decision(.hitTestedWhereDrawn(self)))
        return layer.presentationValues.convertFromSuperlayer(point)
    }

    /// `convert(point, from: window)` for a touch's location: through what is drawn for the views a property
    /// animator hit-tests where they are drawn, through the model otherwise.
    package func touchLocation(fromWindow point: CGPoint, window: UIWindow?) -> CGPoint {
        guard let window, isInPresentationHitTestedSubtree else { return convert(point, from: window) }
        var path: [UIView] = []
        var current: UIView? = self
        while let view = current, view !== window {
            path.append(view)
            current = view.superview
        }
        guard current === window else { return convert(point, from: window) }
        var p = point
        for view in path.reversed() {
            p = view.layer.animationTracks == nil ? view.convertFromSuperview(p)
                : view.animatedHitTestPoint(fromSuperview: p, with: nil)
        }
        return p
    }

    /// Whether hit-testing places this view where it is drawn (its presentation values) rather than at its model:
    /// a property animator with its defaults is moving it. A viewer outlines it there too.
    @_spi(Engine) public var isHitTestedWhereDrawn: Bool {
        guard layer.animationTracks != nil, case .presentation = layer.animationHitTesting else { return false }
        return true
    }

    /// Whether this view or one of its superviews is moved by a property animator that hit-tests where drawn.
    private var isInPresentationHitTestedSubtree: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHitTestedWhereDrawn { return true }
            current = view.superview
        }
        return false
    }
}

import Foundation
import ViewModel

/// Where a touch's point falls in each view's own coordinates, taken before the touch goes down: the point
/// `point(inside:)` was asked about. The log records that it was asked, not the point, and the touch may move or
/// remove views, so the points are read from the tree as hit-testing finds it.
///
/// A view that a property animator hit-tests where it is drawn gets the point through what is drawn, as the
/// default `hitTest` carries it there. An overriding `hitTest` that passes its subviews another point (rare)
/// is not followed.
@MainActor
package struct TouchPoints {
    /// The touch's point on the screen.
    package let screenPoint: CGPoint
    private let points: [ObjectIdentifier: CGPoint]

    package init(_ screenPoint: CGPoint, views: [UIView]) {
        self.screenPoint = screenPoint
        var points: [ObjectIdentifier: CGPoint] = [:]
        for view in views {
            guard let window = view.window else { continue }
            let inWindow = window.convertFromSuperview(screenPoint)
            points[ObjectIdentifier(view)] = view === window ? inWindow
                : view.touchLocation(fromWindow: inWindow, window: window)
        }
        self.points = points
    }

    /// The point in `view`'s coordinates; nil for a view that was in no window.
    package func point(in view: UIView) -> CGPoint? { points[ObjectIdentifier(view)] }
}

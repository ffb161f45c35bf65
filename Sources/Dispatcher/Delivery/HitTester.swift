import Foundation
@_spi(Engine) import ViewModel

/// Finds the view under a screen point: windows from the highest level down, each asked with its
/// `hitTest(_:with:)`. A window that answers nil lets the touch through to the windows below.
@MainActor
enum HitTester {
    static func hit(_ screenPoint: CGPoint, in application: UIApplication, event: UIEvent)
        -> (window: UIWindow, view: UIView)?
    {
        for window in application.windowsInHitTestOrder {
            let point = window.convertFromSuperview(screenPoint)
            if let view = window.tracedHitTest(point, with: event) { return (window, view) }
            event.tracer?.record(.decision(.windowPassedTouch(window)))
        }
        return nil
    }
}

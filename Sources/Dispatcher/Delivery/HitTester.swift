import Foundation
@_spi(Engine) import ViewModel

/// Finds the view under a screen point: windows from the highest level down, each asked with its
/// `hitTest(_:with:)`. A window that answers nil lets the touch through to the windows below. A finger's
/// touch-down keeps its pass in `log` as a value (`HitTestPass`).
@MainActor
enum HitTester {
    static func hit(_ screenPoint: CGPoint, in application: UIApplication, event: UIEvent,
                    keepingPassOf finger: Int? = nil, in log: DispatchLog? = nil)
        -> (window: UIWindow, view: UIView)?
    {
        if let finger { log?.beginHitTestPass(finger: finger, at: screenPoint) }
        for window in application.windowsInHitTestOrder {
            let point = window.convertFromSuperview(screenPoint)
            if let view = window.tracedHitTest(point, with: event) {
                log?.endHitTestPass(found: true)
                return (window, view)
            }
            event.tracer?.record(.decision(.windowPassedTouch(window)))
        }
        log?.endHitTestPass(found: false)
        return nil
    }
}

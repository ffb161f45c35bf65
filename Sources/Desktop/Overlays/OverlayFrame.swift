import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// What the overlays read in one frame, worked out once: the workbench, where the screen is on the output, the
/// last touch-down's hit-test pass and responder chain, and the view whose hit area is shown.
@MainActor
package struct OverlayFrame {
    package let bench: Workbench
    package let viewport: ScreenViewport
    package let pass: HitTestPass?
    package let chain: ResponderChainPath?
    /// The view whose hit area is shaded and why it was chosen; nil when the hit areas are hidden.
    package let hitAreaSubject: (view: UIView, reason: String)?

    package init(bench: Workbench, viewport: ScreenViewport) {
        self.bench = bench
        self.viewport = viewport
        pass = bench.feeds.lastTouchDown.last?.pass ?? nil
        chain = pass?.hitView.map(ResponderChainPath.init(from:))
        hitAreaSubject = bench.settings.shows(.hitAreas)
            ? HitAreaOverlay.subject(hover: bench.input.mouse.hover, lastHit: pass?.hitView, in: bench.sim) : nil
    }
}

import Foundation

// When UIKit calls `draw(_:)`: once when the view first goes on screen, and once after each `setNeedsDisplay()`
// however often it was called — at the end of the run loop's turn, when Core Animation commits. Here the turn is
// a timer at the same virtual time, so the calls of one event are coalesced into one drawing, after the event.

extension UIWindow {
    /// Queues `view` to be drawn; the first view queued in a turn schedules the drawing on the world's clock.
    func enqueueDisplay(of view: UIView) {
        guard let engine = application?.engine else { return }  // drawn when the window is shown
        if displayQueue.isEmpty {
            _ = engine.schedule(after: 0) { [weak self] in self?.displayQueuedViews() }
        }
        displayQueue.append(view)
    }

    /// Calls `draw(bounds)` on each queued view still in this window and still due, in the order they came.
    private func displayQueuedViews() {
        let queue = displayQueue
        displayQueue = []
        for view in queue where view.needsDisplay && view.window === self {
            view.needsDisplay = false
            view.draw(view.bounds)
        }
    }
}

extension UIView {
    /// The subviews back to front as they are drawn: by their layers' `zPosition`, and among equal ones in the
    /// order of `subviews` — which alone decides hit-testing (docs/uikit-rules.md R1.10).
    @_spi(Engine) public var subviewsInDrawingOrder: [UIView] {
        let views = subviews
        guard views.contains(where: { $0.layer.zPosition != 0 }) else { return views }
        return views.enumerated()
            .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
            .map(\.element)
    }
}

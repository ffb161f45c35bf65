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

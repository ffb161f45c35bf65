import Foundation

/// A scroll view's pan: it begins only along an axis the scroll view can scroll, and only if the content that
/// already has the touch may be cancelled. A drag that goes the hysteresis across first — along an axis the view
/// cannot scroll, not yet along one it can — fails it *(assumed: Apple documents no rule; failing is what makes
/// the common `otherPan.require(toFail: scrollView.panGestureRecognizer)` let a horizontal pan work inside a
/// vertical scroll view, and the same 10 pt decide as for beginning)*.
@MainActor
@_spi(Engine) public final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// A touch on a moving scroll view stops it as the finger goes down (where the held content touches are not
    /// dropped for it, `delaysContentTouches` false, the content still gets the touch; R7.14).
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _ = (view as? UIScrollView)?.stopForTouch()
        super.touchesBegan(touches, with: event)
    }

    override func start(afterMoving movement: CGPoint) -> Start {
        guard let scrollView = view as? UIScrollView else { return .begin }
        let axes = scrollView.scrollableAxes
        let h = GestureNumbers.panHysteresis
        let along = (axes.horizontal && abs(movement.x) >= h) || (axes.vertical && abs(movement.y) >= h)
        guard along else {
            let across = (!axes.horizontal && abs(movement.x) >= h) || (!axes.vertical && abs(movement.y) >= h)
            return across ? .fail("the drag went \(Int(h)) pt across first, along an axis the scroll view cannot scroll") : .wait(nil)
        }
        // In a sheet, a downward drag on content at its top is the sheet's, and an upward one too while the sheet
        // can still grow to a larger detent (R14.2).
        if abs(movement.y) >= h, abs(movement.y) > abs(movement.x), let sheet = scrollView.draggableSheet,
           movement.y > 0 ? scrollView.contentOffset.y <= -scrollView.contentInset.top : sheet.expandsOnScroll
        {
            return .fail("in a sheet, this drag moves the sheet, not its content (at the top, or while it can grow)")
        }
        for touch in trackedTouches where touch.isDeliveredToView {
            guard let content = touch.view, content !== scrollView else { continue }
            let name = className(of: content)
            if !scrollView.canCancelContentTouches {
                return .wait("\(name) was already tracking the touch, and canCancelContentTouches is false, so the scroll "
                    + "view may not take it (it moved far enough to scroll)")
            }
            if !scrollView.touchesShouldCancel(in: content) {
                return .wait("\(name) was already tracking the touch, and touchesShouldCancel(in:) is false for it "
                    + (content is UIControl ? "(a control keeps its touch)" : "(the scroll view's override)")
                    + ", so the scroll view may not take it (it moved far enough to scroll)")
            }
        }
        return .begin
    }
}

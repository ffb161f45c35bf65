import Foundation

/// A slider: dragging its knob sets `value` and sends `.valueChanged` (continuously by default).
///
/// Its default action — a swipe of the knob along the track — beats its superviews' swipe recognizers, and a
/// pan of a superview (a sheet's drag) does not take a knob it is dragging (docs/uikit-rules.md R14.2).
@MainActor
open class UISlider: UIControl {
    /// The knob's diameter.
    public static let knobSize: CGFloat = 28

    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? = .systemBlue
    private var grabOffset: CGFloat = 0

    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }

    /// The knob, in the slider's space.
    public var knobFrame: CGRect {
        let span = max(maximumValue - minimumValue, .leastNonzeroMagnitude)
        let fraction = CGFloat((value - minimumValue) / span)
        let x = fraction * (bounds.width - Self.knobSize)
        return CGRect(x: x, y: (bounds.height - Self.knobSize) / 2, width: Self.knobSize, height: Self.knobSize)
    }

    /// Tracking starts only on the knob (with a little slop), as UIKit's does.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard knobFrame.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        grabOffset = point.x - knobFrame.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let old = value
        move(to: touch.location(in: self).x)
        if isContinuous, value != old { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // The knob's swipe is the touch the slider tracks (tracking begins only on the knob): recognizers see a
        // move before the slider does, so a fast swipe is already past where the knob was drawn.
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.view !== self,
            !swipe.direction.isDisjoint(with: [.left, .right]),
            swipe.trackedTouches.contains(where: {
                (isTracking && $0.view === self) || knobFrame.insetBy(dx: -10, dy: -10).contains($0.location(in: self))
            })
        {
            return false
        }
        // Observed: a stock slider keeps its knob in a sheet, where custom sliders are cancelled.
        if gestureRecognizer is UIPanGestureRecognizer, gestureRecognizer.view !== self, isTracking,
           gestureRecognizer.trackedTouches.contains(where: { $0.view === self })
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func move(to x: CGFloat) {
        let usable = max(bounds.width - Self.knobSize, 1)
        let fraction = Float(min(max((x - grabOffset - Self.knobSize / 2) / usable, 0), 1))
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: false)
    }
}

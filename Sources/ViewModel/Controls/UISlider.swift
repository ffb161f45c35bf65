import Foundation

/// A slider: dragging its knob sets `value` and sends `.valueChanged` (continuously by default).
///
/// Its default action — a swipe of the knob along the track — beats its superviews' swipe recognizers, and a
/// pan of a superview (a sheet's drag) does not take a knob it is dragging (docs/uikit-rules.md R14.2).
@MainActor
open class UISlider: UIControl {
    /// The knob's diameter.
    @_spi(Engine) public static let knobSize: CGFloat = 28

    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous: Bool = true
    open var minimumTrackTintColor: UIColor? = .systemBlue
    private var grabOffset: CGFloat = 0

    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }

    /// The track the thumb runs along: the slider's width, centred *(assumed: 4 pt tall, as drawn on iOS 15+)*.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    /// Where the thumb is for `value`: an app's override moves it, where it is drawn and where a touch grabs it
    /// (docs/uikit-rules.md R6.13).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = max(maximumValue - minimumValue, .leastNonzeroMagnitude)
        let fraction = CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span)
        let x = rect.minX + fraction * (rect.width - Self.knobSize)
        return CGRect(x: x, y: bounds.midY - Self.knobSize / 2, width: Self.knobSize, height: Self.knobSize)
    }

    /// The knob, in the slider's space, as `thumbRect(forBounds:trackRect:value:)` places it.
    @_spi(Engine) public var knobFrame: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
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

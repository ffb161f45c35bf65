import Foundation

/// An on/off switch: a tap or a drag of its knob flips it and sends `.valueChanged`.
///
/// Its default actions — a single tap, a pan of the knob along the track — beat its superviews' recognizers.
@MainActor
open class UISwitch: UIControl {
    /// UIKit's fixed size.
    @_spi(Engine) public static let size = CGSize(width: 51, height: 31)

    public private(set) var isOn = false
    open var onTintColor: UIColor? = .systemGreen
    private var startedOn = false
    /// Whether the tracked touch began on the knob (its pan is the switch's default action).
    private var trackingKnob = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        layer.cornerRadius = Self.size.height / 2
        updateColor()
    }

    public required init?(coder: NSCoder) { return nil }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        updateColor()
    }

    /// The knob, in the switch's space.
    @_spi(Engine) public var knobFrame: CGRect {
        let side = bounds.height - 4
        return CGRect(x: isOn ? bounds.width - side - 2 : 2, y: 2, width: side, height: side)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startedOn = isOn
        trackingKnob = knobFrame.insetBy(dx: -10, dy: -10).contains(touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let wantsOn = x > bounds.midX
        if wantsOn != isOn, abs(x - touch.previousLocation(in: self).x) > 0 { flip() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        // A tap (no drag moved the knob) flips the switch.
        if isOn == startedOn, let touch, bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop)
            .contains(touch.location(in: self))
        {
            flip()
        }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isSuperviewSingleTap(gestureRecognizer) { return false }
        if gestureRecognizer is UIPanGestureRecognizer, gestureRecognizer.view !== self,
            gestureRecognizer.trackedTouches.contains(where: { touch in
                // Recognizers see a move before the switch does: the knob's touch counts wherever it is now.
                (isTracking && trackingKnob && touch.view === self)
                    || knobFrame.insetBy(dx: -10, dy: -10).contains(touch.location(in: self))
            })
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func flip() {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    private func updateColor() {
        backgroundColor = isOn ? onTintColor : UIColor(white: 0.88, alpha: 1)
    }
}

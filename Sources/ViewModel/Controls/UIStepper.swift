import Foundation

/// A stepper: a minus half and a plus half. A touch on a half steps `value` by `stepValue` as it goes down, and
/// holding it repeats (`autorepeat`); past a limit the value wraps (`wraps`) or stays. `.valueChanged` is sent
/// for each step that changes the value (`isContinuous`), or once when the touch ends (docs/uikit-rules.md R6.14).
///
/// Its default action, a single tap, beats a superview's tap recognizer, as Apple documents for UIStepper.
@MainActor
open class UIStepper: UIControl {
    /// Its size, whatever frame it is given *(assumed: 94 × 32 pt, iOS 13 and later; Apple documents only that
    /// it is fixed)*.
    @_spi(Engine) public static let size = CGSize(width: 94, height: 32)
    /// How long a half is held before it repeats, and how often it then steps *(assumed: 0.5 s, then 10 a
    /// second — what Apple documents for AppKit's NSStepper; UIKit says only that the rate grows with the hold)*.
    @_spi(Engine) public static let repeatDelay: TimeInterval = 0.5
    @_spi(Engine) public static let repeatInterval: TimeInterval = 0.1

    open var value: Double = 0 {
        didSet {
            value = Self.clamp(value, minimumValue, maximumValue)
            updateGlyphs()
        }
    }
    /// Apple: the minimum must be less than the maximum; given one above it, both become the new value (the
    /// class overview; its property pages say an exception is raised instead — touchsim follows the overview).
    open var minimumValue: Double = 0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if minimumValue > maximumValue { maximumValue = minimumValue }
            value = Self.clamp(value, minimumValue, maximumValue)
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if maximumValue < minimumValue { minimumValue = maximumValue }
            value = Self.clamp(value, minimumValue, maximumValue)
        }
    }
    /// Must be above 0: UIKit raises an exception for 0 or less; touchsim keeps the step it had (a scene file that
    /// gives one stops with its place).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue } }
    }
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false {
        didSet { updateGlyphs() }
    }

    /// -1 while the minus half is held, +1 for the plus half, 0 when not tracking.
    private var direction: Double = 0
    private var repeatTimer: Int?
    private var changedWhileTracking = false
    private let minusGlyph = CALayer(), plusBar = CALayer(), plusStem = CALayer(), divider = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.cornerRadius = 8
        let glyph = UIColor(white: 0.1, alpha: 1).cgColor
        let (w, h) = (Self.size.width, Self.size.height)
        minusGlyph.frame = CGRect(x: w / 4 - 7, y: h / 2 - 1, width: 14, height: 2)
        plusBar.frame = CGRect(x: 3 * w / 4 - 7, y: h / 2 - 1, width: 14, height: 2)
        plusStem.frame = CGRect(x: 3 * w / 4 - 1, y: h / 2 - 7, width: 2, height: 14)
        divider.frame = CGRect(x: w / 2 - 0.5, y: 7, width: 1, height: h - 14)
        divider.backgroundColor = UIColor(white: 0.78, alpha: 1).cgColor
        for part in [minusGlyph, plusBar, plusStem] { part.backgroundColor = glyph }
        for part in [divider, minusGlyph, plusBar, plusStem] { layer.addSublayer(part) }
        updateGlyphs()
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        changedWhileTracking = false
        return true
    }

    /// The first step comes once tracking has begun and `.touchDown` is sent.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, direction != 0 else { return }
        step()
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // Repeating pauses while the finger is off the stepper, and goes on when it comes back.
        let inside = bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
        if !inside { cancelRepeat() } else if autorepeat, repeatTimer == nil { scheduleRepeat(after: Self.repeatInterval) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishTracking() }

    open override func cancelTracking(with event: UIEvent?) { finishTracking() }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isSuperviewSingleTap(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Stepping

    /// Whether the half for `direction` can step: a limit reached without `wraps` disables it.
    private func canStep(_ direction: Double) -> Bool {
        wraps || (direction < 0 ? value > minimumValue : value < maximumValue)
    }

    private func step() {
        guard direction != 0, canStep(direction) else { return }
        var next = value + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        // Apple: sent when the value changes — at once, or when the interaction ends if not continuous.
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileTracking = true }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard let engine = application?.engine else { return }
        repeatTimer = engine.schedule(after: delay) { [unowned self] in
            repeatTimer = nil
            guard isTracking, direction != 0 else { return }
            step()
            scheduleRepeat(after: Self.repeatInterval)
        }
    }

    private func cancelRepeat() {
        if let timer = repeatTimer { application?.engine?.cancelTimer(timer) }
        repeatTimer = nil
    }

    private func finishTracking() {
        cancelRepeat()
        direction = 0
        if changedWhileTracking { sendActions(for: .valueChanged) }
        changedWhileTracking = false
    }

    private func updateGlyphs() {
        minusGlyph.opacity = canStep(-1) ? 1 : 0.25
        plusBar.opacity = canStep(1) ? 1 : 0.25
        plusStem.opacity = plusBar.opacity
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        value.isFinite ? min(max(value, low), high) : low
    }
}

import Foundation

/// A view that shows a larger content area; `contentOffset` is its bounds origin.
///
/// Touches on its content are held for `contentTouchDelay` (`delaysContentTouches`), so a drag can become a scroll
/// before the content hears of it; its pan begins after 10 pt along an axis it can scroll (and fails after 10 pt
/// across, see `UIScrollViewPanGestureRecognizer`), and then, if `canCancelContentTouches` and
/// `touchesShouldCancel(in:)` allow, the content's touches are cancelled (docs/uikit-rules.md R7.1–R7.3).
@MainActor
@Actions
open class UIScrollView: UIView {
    /// How fast a scroll slows after a drag: the fraction of its speed kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How long content touches are held *(observed: 0.15 s, seed 004's timestamps)*.
    @_spi(Engine) public static let contentTouchDelay: TimeInterval = 0.15
    /// Below this speed (pt/s) a decelerating scroll stops.
    static let stopSpeed: CGFloat = 10
    /// The step of deceleration and paging animation on the virtual clock.
    static let animationStep: TimeInterval = 1.0 / 60

    /// Told about scrolling and zooming, and asked for the view to zoom.
    open weak var delegate: (any UIScrollViewDelegate)?
    open var contentSize: CGSize = .zero
    /// Room added around the content (a bar over the scroll view's bottom): the offset may go from `-top` to the
    /// content's end plus `bottom`, so the last rows can scroll out from under the bar.
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }
    open var isPagingEnabled = false
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var delaysContentTouches = true {
        didSet { delayedTouchesRecognizer.isEnabled = delaysContentTouches }
    }
    open var canCancelContentTouches = true
    /// Whether the indicators show while scrolling. UIKit's indicators take no touches; the simulator does not
    /// draw them, so these only keep ported code's settings.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var decelerationRate: DecelerationRate = .normal
    public private(set) var isDragging = false
    public private(set) var isDecelerating = false

    /// The pan that scrolls (UIKit's `UIScrollViewPanGestureRecognizer`); its action is the scroll view's
    /// `handlePan:`.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = UIScrollViewPanGestureRecognizer(target: nil, action: nil)
    let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer(target: nil, action: nil)
    private var dragStartOffset = CGPoint.zero
    /// The pan's translation when it began: the content follows the finger from there, without the jump of the
    /// pan's 10 pt hysteresis (the pan's own translation counts from first contact).
    private var dragStartTranslation = CGPoint.zero
    private var animationTimer: Int?
    /// Pinch-to-zoom's limits, scale and pinch (UIScrollView+Zooming).
    let zoom = ScrollZoom()

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { delegate?.scrollViewDidScroll(self) } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.addTarget(self, action: #action(handlePan(_:)))
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(scrollPan)
    }

    public required init?(coder: NSCoder) { return nil }

    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopAnimation()
        contentOffset = clamped(offset)
    }

    /// Asked when the content-touch delay ends: true delivers the held touches to `view`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when a scroll starts after `view` began tracking: true cancels its touches. Controls keep theirs.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The pinch begins only with a view to zoom.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === zoom.pinch else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return delegate?.viewForZooming(in: self) != nil
    }

    /// Whether the content can scroll along each axis.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        (contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal,
         contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical)
    }

    // MARK: Scrolling

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopAnimation()
            isDragging = true
            dragStartOffset = contentOffset
            dragStartTranslation = pan.translation(in: self)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let t = pan.translation(in: self), start = dragStartTranslation
            let axes = scrollableAxes
            contentOffset = clamped(CGPoint(
                x: axes.horizontal ? dragStartOffset.x - (t.x - start.x) : contentOffset.x,
                y: axes.vertical ? dragStartOffset.y - (t.y - start.y) : contentOffset.y))
        case .ended:
            isDragging = false
            let v = pan.velocity(in: self)
            if isPagingEnabled { settleOnPage(velocity: v) } else { decelerate(velocity: CGPoint(x: -v.x, y: -v.y)) }
            delegate?.scrollViewDidEndDragging(self, willDecelerate: isDecelerating)
        case .cancelled:
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) { handleZoom(pinch) }

    /// Glides on after a drag, slowing by `decelerationRate` per millisecond, on the virtual clock.
    private func decelerate(velocity: CGPoint) {
        var velocity = velocity
        let axes = scrollableAxes
        if !axes.horizontal { velocity.x = 0 }
        if !axes.vertical { velocity.y = 0 }
        guard hypot(velocity.x, velocity.y) > Self.stopSpeed else { return didComeToRest?() ?? () }
        isDecelerating = true
        step(Self.animationStep) { [unowned self] dt in
            let before = contentOffset
            contentOffset = clamped(CGPoint(x: before.x + velocity.x * dt, y: before.y + velocity.y * dt))
            let decay = pow(decelerationRate.rawValue, CGFloat(dt * 1000))
            velocity = CGPoint(x: velocity.x * decay, y: velocity.y * decay)
            return hypot(velocity.x, velocity.y) > Self.stopSpeed && contentOffset != before
        }
    }

    /// Moves to the nearest page in the direction of the fling.
    private func settleOnPage(velocity: CGPoint) {
        let size = bounds.size
        func target(_ offset: CGFloat, _ page: CGFloat, _ v: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let current = offset / page
            let index = v < -Self.stopSpeed ? current.rounded(.up) : v > Self.stopSpeed ? current.rounded(.down)
                : current.rounded()
            return index * page
        }
        let goal = clamped(CGPoint(
            x: target(contentOffset.x, size.width, velocity.x), y: target(contentOffset.y, size.height, velocity.y)))
        let start = contentOffset
        var elapsed: TimeInterval = 0
        let duration: TimeInterval = 0.3
        isDecelerating = true
        step(Self.animationStep) { [unowned self] dt in
            elapsed += dt
            let f = CGFloat(min(elapsed / duration, 1))
            let eased = 1 - (1 - f) * (1 - f)
            contentOffset = CGPoint(x: start.x + (goal.x - start.x) * eased, y: start.y + (goal.y - start.y) * eased)
            return f < 1
        }
    }

    /// Runs `body` every `dt` of virtual time until it returns false.
    private func step(_ dt: TimeInterval, _ body: @escaping (TimeInterval) -> Bool) {
        guard let engine = application?.engine else {
            isDecelerating = false
            return didComeToRest?() ?? ()
        }
        animationTimer = engine.schedule(after: dt) { [unowned self] in
            animationTimer = nil
            guard !body(dt) else { return step(dt, body) }
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
            didComeToRest?()
        }
    }

    /// Called when a drag's scrolling comes to rest (after its deceleration or paging, if any): for containers
    /// built on a scroll view, such as a page view controller's.
    var didComeToRest: (() -> Void)?

    private func stopAnimation() {
        if let timer = animationTimer { application?.engine?.cancelTimer(timer) }
        animationTimer = nil
        isDecelerating = false
    }

    /// The drag of the sheet the scroll view is in, when it is enabled.
    var draggableSheet: SheetDismissal? {
        var current = superview
        while let view = current {
            if let sheet = view as? UIDropShadowView { return sheet.dismissal.flatMap { $0.pan.isEnabled ? $0 : nil } }
            current = view.superview
        }
        return nil
    }

    private func clamped(_ offset: CGPoint) -> CGPoint {
        let inset = contentInset
        return CGPoint(
            x: min(max(offset.x, -inset.left), max(contentSize.width + inset.right - bounds.width, -inset.left)),
            y: min(max(offset.y, -inset.top), max(contentSize.height + inset.bottom - bounds.height, -inset.top)))
    }
}

/// A scroll view's pan: it begins only along an axis the scroll view can scroll, and only if the content that
/// already has the touch may be cancelled. A drag that goes the hysteresis across first — along an axis the view
/// cannot scroll, not yet along one it can — fails it *(assumed: Apple documents no rule; failing is what makes
/// the common `otherPan.require(toFail: scrollView.panGestureRecognizer)` let a horizontal pan work inside a
/// vertical scroll view, and the same 10 pt decide as for beginning)*.
@MainActor
@_spi(Engine) public final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func start(afterMoving movement: CGPoint) -> Start {
        guard let scrollView = view as? UIScrollView else { return .begin }
        let axes = scrollView.scrollableAxes
        let h = GestureNumbers.panHysteresis
        let along = (axes.horizontal && abs(movement.x) >= h) || (axes.vertical && abs(movement.y) >= h)
        guard along else {
            let across = (!axes.horizontal && abs(movement.x) >= h) || (!axes.vertical && abs(movement.y) >= h)
            return across ? .fail("the drag went \(Int(h)) pt across first, along an axis the scroll view cannot scroll") : .wait
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
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: content) { return .wait }
        }
        return .begin
    }
}

/// Holds the content's touches for `UIScrollView.contentTouchDelay` (UIKit's private class of that name, as the
/// seeds' debugger shows). When the delay ends it asks `touchesShouldBegin` and fails, which releases the held
/// touches; a lift before that fails it too, so the held began and the end arrive together.
@MainActor
@_spi(Engine) public final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    private var timer: Int?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, timer == nil, let scrollView = view as? UIScrollView else { return }
        if touches.allSatisfy({ $0.view === scrollView }) {
            return fail(because: "the touch is on the scroll view itself, with no content to hold it for")
        }
        timer = scheduleTimer(after: UIScrollView.contentTouchDelay) { [unowned self] in
            timer = nil
            guard state == .possible, let content = trackedTouches.first?.view else { return }
            let allowed = scrollView.touchesShouldBegin(Set(trackedTouches), with: event, in: content)
            if allowed {
                fail(because: "the content-touch delay passed and touchesShouldBegin allowed the content's touches")
            } else {
                state = .recognized
            }
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: "the finger lifted within the content-touch delay, releasing the held touch")
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail(because: "its touches were cancelled")
    }

    public override func reset() {
        super.reset()
        cancelTimer(timer)
        timer = nil
    }

    /// It only holds touches: recognizing (content refused) prevents no other recognizer.
    public override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

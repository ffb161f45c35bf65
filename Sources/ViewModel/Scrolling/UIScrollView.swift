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
    /// Whether a drag may pull the content past its edges (rubber-banding) and it springs back: both axes'
    /// `bouncesHorizontally` and `bouncesVertically`, which setting it sets (docs/uikit-rules.md R7.11).
    open var bounces: Bool {
        get { bounceAxes.horizontal || bounceAxes.vertical }
        set { bounceAxes = (newValue, newValue) }
    }
    @available(iOS 17.4, *)
    open var bouncesHorizontally: Bool {
        get { bounceAxes.horizontal }
        set { bounceAxes.horizontal = newValue }
    }
    @available(iOS 17.4, *)
    open var bouncesVertically: Bool {
        get { bounceAxes.vertical }
        set { bounceAxes.vertical = newValue }
    }
    var bounceAxes = (horizontal: true, vertical: true)
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// How a drag dismisses the keyboard (R7.12).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The pull-to-refresh control, added as the scroll view's subview above its content (R7.13).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            layoutRefreshControl()
        }
    }
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
    public internal(set) var isDecelerating = false

    /// The pan that scrolls (UIKit's `UIScrollViewPanGestureRecognizer`); its action is the scroll view's
    /// `handlePan:`.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = UIScrollViewPanGestureRecognizer(target: nil, action: nil)
    let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer(target: nil, action: nil)
    private var dragStartOffset = CGPoint.zero
    /// The pan's translation when it began: the content follows the finger from there, without the jump of the
    /// pan's 10 pt hysteresis (the pan's own translation counts from first contact).
    private var dragStartTranslation = CGPoint.zero
    var animationTimer: Int?
    /// Pinch-to-zoom's limits, scale and pinch (UIScrollView+Zooming).
    let zoom = ScrollZoom()

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open override var bounds: CGRect {
        didSet {
            if bounds.size.width != oldValue.size.width { layoutRefreshControl() }
            if bounds.origin != oldValue.origin { delegate?.scrollViewDidScroll(self) }
        }
    }

    open override var frame: CGRect {
        didSet { if frame.size.width != oldValue.size.width { layoutRefreshControl() } }
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
    @_spi(Engine) public var scrollableAxes: (horizontal: Bool, vertical: Bool) {
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
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { _ = window?.endEditing(true) }
        case .changed:
            let t = pan.translation(in: self), start = dragStartTranslation
            let axes = scrollableAxes
            contentOffset = draggedOffset(CGPoint(
                x: axes.horizontal ? dragStartOffset.x - (t.x - start.x) : contentOffset.x,
                y: axes.vertical ? dragStartOffset.y - (t.y - start.y) : contentOffset.y))
            refreshIfPulled()
        case .ended:
            isDragging = false
            dismissKeyboardInteractively(at: pan.location(in: window))
            let v = pan.velocity(in: self)
            if isPagingEnabled { settleOnPage(velocity: v) }
            else if isOverscrolled { springBack() }
            else { decelerate(velocity: CGPoint(x: -v.x, y: -v.y)) }
            delegate?.scrollViewDidEndDragging(self, willDecelerate: isDecelerating)
        case .cancelled:
            isDragging = false
            if isOverscrolled { springBack() }
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
    func step(_ dt: TimeInterval, _ body: @escaping (TimeInterval) -> Bool) {
        guard let engine = application?.engine else {
            isDecelerating = false
            return didComeToRest?() ?? ()
        }
        // Weak: the clock may reach the step after the scroll view is gone (its screen popped mid-scroll).
        animationTimer = engine.schedule(after: dt) { [weak self] in
            guard let self else { return }
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

    func stopAnimation() {
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

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Where the offset may rest along each axis: from the top inset (and a refreshing control's height) to the
    /// content's end plus the bottom inset.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = contentInset
        let top = -inset.top - (refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0)
        return (-inset.left...max(contentSize.width + inset.right - bounds.width, -inset.left),
                top...max(contentSize.height + inset.bottom - bounds.height, top))
    }
}

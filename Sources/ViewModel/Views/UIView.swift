import Foundation

/// A rectangle on screen that draws, lays out and handles touches.
///
/// Geometry follows Core Animation: a view sits in its superview at `center`, its own coordinate space is
/// `bounds` (so a bounds origin scrolls the content), it turns and scales by `transform` about the layer's
/// anchor point. `frame` is derived. `hitTest(_:with:)` and `point(inside:with:)` are open, as in UIKit.
@MainActor
open class UIView: UIResponder {
    /// The model values: geometry, opacity, colours.
    public let layer = CALayer()

    // Back references are unowned(unsafe), not weak: an object that is the target of a weak reference gets a
    // side table, which slows every retain and release of it — views are retained on every hit-test step. Each
    // owner clears them in its deinit, so they never dangle.
    public internal(set) unowned(unsafe) var superview: UIView?
    var subviewList: [UIView] = []
    /// The controller whose root view this is; set by `UIViewController.view`.
    unowned(unsafe) var owningViewController: UIViewController?

    public var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false

    public init(frame: CGRect) {
        super.init()
        layer.owningView = self
        layer.frame = frame
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Declared as UIKit declares it, so the compiler asks it of a subclass that adds a designated initializer, as
    /// Xcode does. touchsim reads no archives (no storyboards or nibs): decoding fails, and the answer is nil.
    public required init?(coder: NSCoder) { return nil }

    isolated deinit {
        layer.owningView = nil
        for subview in subviewList { subview.superview = nil }
        for recognizer in recognizerList { recognizer.attach(to: nil) }
    }

    // MARK: Geometry
    //
    // The getters answer the model: inside an animation the final values, at once. Each setter first reports the
    // change to the animation being captured (`willAnimate`), so `UIView.animate` can animate it.

    /// The view's rectangle in its superview's space (the bounding box when transformed).
    open var frame: CGRect {
        get { layer.frame }
        set {
            willAnimate(.position)
            willAnimate(.bounds)
            layer.frame = newValue
        }
    }

    /// The view's own coordinate space: a non-zero origin shifts what its subviews show (scrolling).
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            willAnimate(.bounds)
            layer.bounds = newValue
        }
    }

    open var center: CGPoint {
        get { layer.position }
        set {
            willAnimate(.position)
            layer.position = newValue
        }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransformValue }
        set {
            willAnimate(.transform)
            layer.affineTransformValue = newValue
        }
    }

    // MARK: Appearance

    /// Opacity; below `HitTesting.minimumAlpha` the view is not a hit.
    open var alpha: CGFloat = 1 {
        willSet { willAnimate(.opacity) }
        didSet { layer.opacity = Float(alpha) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            if newValue, !layer.isHidden { window?.application?.engine?.viewWillStopReceivingTouches(self) }
            layer.isHidden = newValue
        }
    }

    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set {
            willAnimate(.backgroundColor)
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// Whether drawing is clipped to the bounds. It plays no part in hit-testing.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: Hierarchy

    public var subviews: [UIView] { subviewList }

    /// The window this view is in, kept up to date as the view moves (so asking is O(1), as in UIKit).
    unowned(unsafe) var currentWindow: UIWindow?

    /// The window this view is in, if any.
    open var window: UIWindow? { currentWindow }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func layoutSubviews() {}

    // MARK: Size

    /// The value along an axis where a view has no intrinsic size (Apple's `UIViewNoIntrinsicMetric`, -1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content wants, `UIView.noIntrinsicMetric` along an axis where it has none (the default
    /// on both). Bars size a title view and a custom item's view from it (docs/uikit-rules.md R13.4).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that best fits `size`; the default, as Apple documents, is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its bounds' size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }
    /// Called on views loaded from a nib or storyboard; views built in code (all of them here) never get it,
    /// as on iOS. Kept so ported overrides compile.
    open func awakeFromNib() {}

    // MARK: Drawing

    /// Whether `draw(_:)` is due (see `UIView+Drawing.swift`): a new view has never been drawn.
    var needsDisplay = true
    /// Draws the view's content; UIKit calls it, never the app (see `setNeedsDisplay()`). The default draws
    /// nothing: the background colour, border and corners are the layer's.
    open func draw(_ rect: CGRect) {}

    /// Marks the view's content as out of date: `draw(_:)` is called once at the end of this turn.
    open func setNeedsDisplay() {
        guard !needsDisplay else { return }
        needsDisplay = true
        window?.enqueueDisplay(of: self)
    }

    /// Marks a part of the view as out of date; the simulator redraws the whole view.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    // MARK: Events

    /// The view's controller if this is its root view, otherwise the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    /// The deepest descendant (or self) that contains `point`, in front-to-back order; nil when none.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in this view's space, is inside it. The default is the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Interactions

    /// The interactions added to the view (`addInteraction(_:)`), in order.
    var interactionList: [any UIInteraction] = []

    // MARK: Gesture recognizers

    var recognizerList: [UIGestureRecognizer] = []

    /// The attached recognizers, for the arena (no copy to an optional array).
    @_spi(Engine) public var recognizerListForArena: [UIGestureRecognizer] { recognizerList }

    /// The recognizers attached to this view, in the order they were added.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerList.isEmpty ? nil : recognizerList }
        set {
            recognizerList.forEach { $0.attach(to: nil) }
            recognizerList = []
            newValue?.forEach(addGestureRecognizer)
        }
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizerList.append(gestureRecognizer)
        gestureRecognizer.attach(to: self)
        treeChanged()
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard recognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        recognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.arena?.recognizerWasDisabled(gestureRecognizer)
        gestureRecognizer.attach(to: nil)
        treeChanged()
    }

    /// Asked, for the hit-test view and each view up to the recognizer's own, before a recognizer leaves
    /// possible; false makes it fail. Controls with a default action say no to their superviews' taps.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// An answer to `gestureRecognizerShouldBegin(_:)` given as data (a what-if, a scene), in place of the
    /// class's, as an app's override of it would be: the engine asks it instead when it is set.
    @_spi(Engine) public var shouldBeginAnswer: ShouldBeginAnswer?

    /// A `point(inside:)` or `hitTest` override given as data (a what-if, a scene): asked around the class's own
    /// methods wherever the engine calls them, as an app's override would be.
    @_spi(Engine) public var hitAreaAnswer: HitAreaAnswer?

    /// Why the default `hitTest` refuses this view before asking `point(inside:)`, or nil.
    var hitTestRefusal: HitTestRefusal? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if alpha < HitTesting.minimumAlpha { return .transparent(alpha: alpha) }
        if layer.animationTracks != nil, case .refused(let reason) = layer.animationHitTesting { return reason }
        return nil
    }
}

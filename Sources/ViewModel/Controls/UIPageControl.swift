import Foundation

/// A row of page indicators. A tap moves `currentPage` one page toward the side of the current indicator it lands
/// on, never further; a drag along it (`allowsContinuousInteraction`) scrubs through the pages, to the first or
/// last past its ends. Each change by a touch sends `.valueChanged`; setting `currentPage` in code sends nothing
/// (docs/uikit-rules.md R6.15). The app moves its pages in its action: the control only counts.
///
/// Its default action, a single tap, beats a superview's tap recognizer, as Apple documents for UIPageControl.
@MainActor
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    public enum InteractionState: Int, Sendable {
        case none, discrete, continuous
    }

    public enum Direction: Int, Sendable {
        case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    /// The distance between indicators' centres, and an indicator's diameter *(assumed: 16 pt and 7 pt, as
    /// drawn on iOS 14 and later; Apple gives only `size(forNumberOfPages:)`)*.
    @_spi(Engine) public static let indicatorPitch: CGFloat = 16
    @_spi(Engine) public static let indicatorSize: CGFloat = 7
    /// How far a finger moves along the control before a touch is a scrub, not a tap *(assumed: 10 pt, as a pan
    /// begins)*.
    @_spi(Engine) public static let scrubDistance: CGFloat = 10
    /// The most indicators drawn; a longer row is counted, not drawn, past them (UIKit shrinks a long row's dots).
    static let maximumDrawnIndicators = 64

    open var numberOfPages: Int = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            layoutIndicators()
        }
    }
    /// Apple: pinned to 0 … numberOfPages − 1.
    open var currentPage: Int = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            colourIndicators()
        }
    }
    open var hidesForSinglePage = false {
        didSet { layoutIndicators() }
    }
    open var pageIndicatorTintColor: UIColor? {
        didSet { colourIndicators() }
    }
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { colourIndicators() }
    }
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true
    public private(set) var interactionState: InteractionState = .none
    open var direction: Direction = .natural

    private var indicators: [CALayer] = []
    private var touchStartX: CGFloat = 0

    /// The smallest size that shows `pageCount` indicators.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(min(max(pageCount, 0), 1_000_000))
        return CGSize(width: count * Self.indicatorPitch + 2 * Self.indicatorPitch, height: 26)
    }

    // MARK: Where the indicators are

    /// The x of page `page`'s indicator centre, in the control's space: the row centred, squeezed to fit.
    @_spi(Engine) public func indicatorCenterX(ofPage page: Int) -> CGFloat {
        let pitch = numberOfPages > 0 ? min(Self.indicatorPitch, bounds.width / CGFloat(numberOfPages)) : Self.indicatorPitch
        let rowWidth = CGFloat(numberOfPages) * pitch
        return bounds.midX - rowWidth / 2 + (CGFloat(page) + 0.5) * pitch
    }

    /// The page whose indicator is nearest `x`, pinned to the first and last.
    private func page(nearestX x: CGFloat) -> Int {
        guard numberOfPages > 1 else { return 0 }
        let first = indicatorCenterX(ofPage: 0), pitch = indicatorCenterX(ofPage: 1) - first
        let page = pitch > 0 ? ((x - first) / pitch).rounded() : 0
        return Int(min(max(page, 0), CGFloat(numberOfPages - 1)))
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard numberOfPages > 1 else { return false }
        touchStartX = touch.location(in: self).x
        interactionState = .discrete
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if interactionState == .discrete, allowsContinuousInteraction, abs(x - touchStartX) >= Self.scrubDistance {
            interactionState = .continuous
        }
        if interactionState == .continuous { moveToPage(page(nearestX: x)) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { interactionState = .none }
        guard interactionState == .discrete, let touch, isTouchInside else { return }
        // A tap: one page toward the side of the current indicator it landed on.
        let side = touch.location(in: self).x < indicatorCenterX(ofPage: currentPage) ? -1 : 1
        moveToPage(currentPage + side)
    }

    open override func cancelTracking(with event: UIEvent?) { interactionState = .none }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isSuperviewSingleTap(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func moveToPage(_ page: Int) {
        let old = currentPage
        currentPage = page
        if currentPage != old { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutIndicators() } }
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutIndicators() } }
    }

    private func layoutIndicators() {
        indicators.forEach { $0.removeFromSuperlayer() }
        indicators = []
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return }
        let size = Self.indicatorSize
        for page in 0..<min(numberOfPages, Self.maximumDrawnIndicators) {
            let dot = CALayer()
            dot.frame = CGRect(x: indicatorCenterX(ofPage: page) - size / 2, y: bounds.midY - size / 2, width: size, height: size)
            dot.cornerRadius = size / 2
            layer.addSublayer(dot)
            indicators.append(dot)
        }
        colourIndicators()
    }

    private func colourIndicators() {
        let current = (currentPageIndicatorTintColor ?? .white).cgColor
        let other = (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35)).cgColor
        for (page, dot) in indicators.enumerated() { dot.backgroundColor = page == currentPage ? current : other }
    }
}

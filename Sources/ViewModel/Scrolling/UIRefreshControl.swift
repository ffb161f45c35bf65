import Foundation

/// Pull to refresh: a scroll view's `refreshControl`, above its content. A drag that pulls the content's top down
/// far enough starts it — during the drag, not at the lift — sending `.valueChanged` once, with `isRefreshing`
/// already true; the content then rests below it until the app calls `endRefreshing()`. `beginRefreshing()`
/// sends nothing. The pull needs a scroll view that can be dragged down: content taller than the view, or
/// `alwaysBounceVertical` (docs/uikit-rules.md R7.13).
@MainActor
open class UIRefreshControl: UIControl {
    /// Its height, and the room the content leaves it while refreshing *(observed: 60 pt, the height reported
    /// for UIKit's control)*.
    @_spi(Engine) public static let height: CGFloat = 60
    /// How far the content's top must be pulled below its resting place *(assumed: 100 pt; public reports give
    /// from 44 to well over 100 pt, and say it grows with the scroll view's height; Apple documents none)*.
    @_spi(Engine) public static let pullDistance: CGFloat = 100

    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    private let spinner = CALayer()

    /// A standard refresh control (its frame is the scroll view's to set).
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        addSpinner()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSpinner()
    }

    private func addSpinner() {
        spinner.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        spinner.cornerRadius = 11
        spinner.borderWidth = 3
        spinner.borderColor = UIColor(white: 0.55, alpha: 1).cgColor
        spinner.opacity = 0
        layer.addSublayer(spinner)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Starts refreshing from code: no `.valueChanged`, and the control is not scrolled into view (observed).
    open func beginRefreshing() { setRefreshing(true) }

    /// Ends refreshing: the content goes back to its resting place.
    open func endRefreshing() {
        guard isRefreshing else { return }
        setRefreshing(false)
        if let scrollView = superview as? UIScrollView, !scrollView.isDragging, scrollView.isOverscrolled {
            scrollView.springBack()
        }
    }

    /// Started by the pull: refreshing, then the event.
    func pulled() {
        setRefreshing(true)
        sendActions(for: .valueChanged)
    }

    private func setRefreshing(_ on: Bool) {
        isRefreshing = on
        spinner.opacity = on ? 1 : 0
    }

    open override var frame: CGRect {
        didSet { spinner.position = CGPoint(x: bounds.midX, y: bounds.midY) }
    }
}

extension UIScrollView {
    /// Places the refresh control across the top of the content, above it.
    func layoutRefreshControl() {
        refreshControl?.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }

    /// Starts the refresh control when a drag has pulled the content's top `pullDistance` below its resting place.
    func refreshIfPulled() {
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing,
              contentOffset.y <= offsetRange.y.lowerBound - UIRefreshControl.pullDistance
        else { return }
        refreshControl.pulled()
    }
}

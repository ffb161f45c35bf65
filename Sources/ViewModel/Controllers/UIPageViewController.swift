import Foundation

/// Supplies a page view controller's pages on either side of the one shown.
@MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// Hears when a swipe to another page finishes.
@MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Pages through controllers with a swipe. With the `.scroll` style, as in UIKit, its view
/// (`_UIPageViewControllerContentView`) holds a paging scroll view (`_UIQueuingScrollView`) with the page shown and
/// its neighbours side by side; a swipe that settles on a neighbour makes it the page shown, and the data source
/// is asked for the next ones. That scroll view's pan is what takes the swipe from a navigation controller's edge
/// pan (docs/uikit-rules.md R13.2). The `.pageCurl` style is laid out as `.scroll`.
@MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// The keys of the options a page view controller is made with (its spine, the space between pages).
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    public private(set) var viewControllers: [UIViewController]?
    let scrollView = _UIQueuingScrollView(frame: .zero)
    /// The pages laid out now: before (if any), shown, after (if any).
    private var laidOut: [UIViewController] = []

    /// The options are accepted as UIKit's are; the pages are laid out edge to edge whatever they say.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        let content = _UIPageViewControllerContentView(frame: UIScreen.main.bounds)
        scrollView.frame = content.bounds
        scrollView.isPagingEnabled = true
        // Weak: a page controller popped while its scroll view still decelerates (a pop allowed to run beside
        // the pages' pan) is gone when the scroll view comes to rest.
        scrollView.didComeToRest = { [weak self] in self?.pageSettled() }
        content.addSubview(scrollView)
        view = content
    }

    open override var view: UIView! {
        didSet { if isViewLoaded { layOut() } }
    }

    override func viewDidInstall() { layOut() }

    /// Shows `viewControllers[0]`; a transition's completion runs at once (the page is placed without sliding).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers.map { Array($0.prefix(1)) }
        layOut()
        completion?(true)
    }

    private var horizontal: Bool { navigationOrientation == .horizontal }

    /// Lays out the page shown between its neighbours and scrolls to it.
    private func layOut() {
        guard isViewLoaded, let shown = viewControllers?.first else { return }
        scrollView.frame = view.bounds
        for page in laidOut where !(page === shown) {
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        let before = dataSource?.pageViewController(self, viewControllerBefore: shown)
        let after = dataSource?.pageViewController(self, viewControllerAfter: shown)
        laidOut = [before, shown, after].compactMap { $0 }
        let size = scrollView.bounds.size
        for (index, page) in laidOut.enumerated() {
            if page.parent !== self { addChild(page) }
            page.view.frame = CGRect(origin: horizontal ? CGPoint(x: CGFloat(index) * size.width, y: 0)
                                        : CGPoint(x: 0, y: CGFloat(index) * size.height), size: size)
            if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
        }
        let count = CGFloat(laidOut.count)
        scrollView.contentSize = horizontal ? CGSize(width: size.width * count, height: size.height)
            : CGSize(width: size.width, height: size.height * count)
        let index = CGFloat(before == nil ? 0 : 1)
        scrollView.contentOffset = horizontal ? CGPoint(x: index * size.width, y: 0) : CGPoint(x: 0, y: index * size.height)
    }

    /// After a swipe: the page the scroll view came to rest on becomes the page shown.
    private func pageSettled() {
        let size = scrollView.bounds.size
        let offset = horizontal ? scrollView.contentOffset.x / max(size.width, 1) : scrollView.contentOffset.y / max(size.height, 1)
        let index = Int(offset.rounded())
        guard laidOut.indices.contains(index), let previous = viewControllers?.first else { return }
        let landed = laidOut[index]
        let completed = landed !== previous
        if completed {
            viewControllers = [landed]
            layOut()
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                     transitionCompleted: completed)
    }
}

/// A page view controller's view (UIKit's private class).
@_spi(Engine) public final class _UIPageViewControllerContentView: UIView {}

/// The paging scroll view of a `.scroll` page view controller (UIKit's private class).
@_spi(Engine) public final class _UIQueuingScrollView: UIScrollView {}

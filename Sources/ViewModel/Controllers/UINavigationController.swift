import Foundation

/// A stack of controllers under a navigation bar.
///
/// Its view is a `UILayoutContainerView` holding a `UINavigationTransitionView` (which wraps the top
/// controller's view in a `UIViewControllerWrapperView`) and, in front, the `UINavigationBar` — UIKit's tree,
/// which the seeds' hit-test logs walk.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    private let transitionView = UINavigationTransitionView()
    private let wrapperView = UIViewControllerWrapperView()

    /// The navigation bar's height, in points.
    public static let navigationBarHeight: CGFloat = 44

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.backgroundColor = .white
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(transitionView)
        view.addSubview(navigationBar)
        layoutContainers()
        showTop()
    }

    open override var view: UIView! {
        didSet { if isViewLoaded { layoutContainers() } }
    }

    override func viewDidInstall() { layoutContainers() }

    /// Sizes the containers to the view; the bar sits under the status bar when the view fills the window.
    func layoutContainers() {
        guard let container = viewIfLoaded else { return }
        transitionView.frame = container.bounds
        wrapperView.frame = transitionView.bounds
        let underStatusBar = container.superview is UIWindow
        navigationBar.frame = CGRect(
            x: 0, y: underStatusBar ? UIScreen.main.statusBarHeight : 0,
            width: container.bounds.width, height: Self.navigationBarHeight)
        topViewController?.viewIfLoaded?.frame = wrapperView.bounds
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
        viewControllers.append(viewController)
        viewController.didMove(toParent: self)
        if isViewLoaded { showTop() }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        showTop()
        return top
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for old in viewControllers {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        viewControllers = []
        controllers.forEach { pushViewController($0, animated: animated) }
    }

    private func showTop() {
        wrapperView.subviews.forEach { $0.removeFromSuperview() }
        if wrapperView.superview == nil { transitionView.addSubview(wrapperView) }
        guard let top = topViewController else { return }
        top.view.frame = wrapperView.bounds
        wrapperView.addSubview(top.view)
        navigationBar.title = top.title
    }
}

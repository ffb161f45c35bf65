import Foundation

/// A stack of controllers under a navigation bar.
///
/// Its view is a `UILayoutContainerView` holding a `UINavigationTransitionView` (which wraps the top
/// controller's view in a `UIViewControllerWrapperView`) and, in front, the `UINavigationBar` — UIKit's tree,
/// which the seeds' hit-test logs walk. An animated push or pop slides the views on the virtual clock
/// (`NavigationTransition`), and the container takes no touches meanwhile; the leading-edge swipe
/// (`interactivePopGestureRecognizer`) and, from iOS 26, a leading-to-trailing pan anywhere in the content
/// (`interactiveContentPopGestureRecognizer`) pop the top controller interactively (docs/uikit-rules.md R13).
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    let transitionView = UINavigationTransitionView()
    let wrapperView = UIViewControllerWrapperView()
    /// The push, pop or interactive pop running now; nil when the stack is still.
    var transition: NavigationTransition?
    /// The target and default delegate of the pop recognizers (UIKit's private `_UINavigationInteractiveTransition`).
    private lazy var popGestures = NavigationPopGestures(navigation: self)

    /// The navigation bar's height, in points.
    @_spi(Engine) public static let navigationBarHeight: CGFloat = 44

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

    public required init?(coder: NSCoder) { return nil }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// The leading-edge swipe that pops the top controller: a `UIScreenEdgePanGestureRecognizer` on this view.
    /// Its delegate refuses it at the root and during a transition; an app may replace the delegate or disable it.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGestures.edgePan
    }

    /// iOS 26: a leading-to-trailing pan anywhere in the content that pops the top controller, for where the edge
    /// swipe does not reach; nil on earlier systems.
    @available(iOS 26.0, *)
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGestures.contentPan
    }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.backgroundColor = .white
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(transitionView)
        view.addSubview(navigationBar)
        navigationBar.backAction = { [unowned self] in popViewController(animated: true) }
        popGestures.install(on: view)
        layoutContainers()
        showTop()
    }

    open override var view: UIView! {
        didSet { if isViewLoaded { layoutContainers() } }
    }

    override func viewDidInstall() { layoutContainers() }

    override var appearingChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// Sizes the containers to the view; the bar sits under the status bar when the view fills the window.
    func layoutContainers() {
        guard let container = viewIfLoaded else { return }
        transitionView.frame = container.bounds
        wrapperView.frame = transitionView.bounds
        let underStatusBar = container.superview is UIWindow
        navigationBar.frame = CGRect(
            x: 0, y: underStatusBar ? UIScreen.main.statusBarHeight : 0,
            width: container.bounds.width, height: Self.navigationBarHeight)
        if transition == nil { topViewController?.viewIfLoaded?.frame = wrapperView.bounds }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            // UIKit raises here; the log says what it says, and the stack is left as it was.
            reportError("error: Pushing the same view controller instance (\(className(of: viewController))) more than "
                + "once is not supported", to: UIApplication.current?.tracer)
            return
        }
        let old = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        viewController.didMove(toParent: self)
        guard isViewLoaded else { return }
        if animated, let old, viewIfLoaded?.window != nil, transition == nil {
            NavigationTransition.push(viewController, over: old, in: self)
        } else {
            showTop()
            if let old, viewIfLoaded?.window != nil { Self.swapAppearance(from: old, to: viewController, animated: false) }
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, transition == nil, let top = topViewController else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        if animated, viewIfLoaded?.window != nil {
            NavigationTransition.pop(top, to: below, in: self)
        } else {
            removeTop(top)
            if viewIfLoaded?.window != nil { Self.swapAppearance(from: top, to: below, animated: false) }
        }
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1, transition == nil else { return nil }
        let popped = Array(viewControllers.dropFirst().dropLast())
        for controller in popped { remove(controller) }
        viewControllers = [viewControllers[0]] + viewControllers.suffix(1)
        return popped + (popViewController(animated: animated).map { [$0] } ?? [])
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = topViewController
        for controller in viewControllers { remove(controller) }
        viewControllers = []
        for controller in controllers where !viewControllers.contains(where: { $0 === controller }) {
            addChild(controller)
            viewControllers.append(controller)
            controller.didMove(toParent: self)
        }
        guard isViewLoaded else { return }
        showTop()
        if let old, let top = topViewController, old !== top, viewIfLoaded?.window != nil {
            Self.swapAppearance(from: old, to: top, animated: false)
        }
    }

    /// Takes `top` off the stack once a pop is over, showing the controller below.
    func removeTop(_ top: UIViewController) {
        remove(top)
        viewControllers.removeAll { $0 === top }
        showTop()
    }

    private func remove(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// The wrapper shows the top controller's view alone, and the bar its items.
    func showTop() {
        wrapperView.subviews.forEach { $0.removeFromSuperview() }
        if wrapperView.superview == nil { transitionView.addSubview(wrapperView) }
        guard let top = topViewController else { return navigationBar.show(nil, back: nil) }
        top.view.frame = wrapperView.bounds
        wrapperView.addSubview(top.view)
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        navigationBar.show(top.navigationItem, back: below?.navigationItem)
    }

    /// `viewWillDisappear`/`viewDidDisappear` for `old`, `viewWillAppear`/`viewDidAppear` for `new`.
    static func swapAppearance(from old: UIViewController, to new: UIViewController, animated: Bool) {
        old.viewWillDisappear(animated)
        new.viewWillAppear(animated)
        old.viewDidDisappear(animated)
        new.viewDidAppear(animated)
        new.markAppeared()
    }
}

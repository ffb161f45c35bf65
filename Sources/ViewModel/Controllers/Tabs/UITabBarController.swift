import Foundation

/// Tabs of controllers over a tab bar. Its view is a `UILayoutContainerView` holding a `UITransitionView` (which
/// wraps the selected controller's view in a `UIViewControllerWrapperView`) and, in front, the `UITabBar`, whose
/// buttons (`UITabBarButton`) select the tabs as the finger goes down. The delegate is asked first
/// (`tabBarController(_:shouldSelect:)`), for the selected tab too, whose tap pops a navigation controller in it
/// to its root; then told (`tabBarController(_:didSelect:)`). Selection in code asks and tells nobody
/// (docs/uikit-rules.md R11.5).
@MainActor
open class UITabBarController: UIViewController {
    /// The bar. An app that needs its own subclass installs it with key-value coding, `setValue(_:forKey:)` with
    /// "tabBar", as on iOS (touchsim's adaptation: Linux has no key-value coding; docs/porting.md).
    public private(set) var tabBar = UITabBar()
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The tabs' controllers, the first the leading tab; set, as `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController]?
    let transitionView = UITransitionView()
    let wrapperView = UIViewControllerWrapperView()
    private var selected: Int?

    /// The home indicator's height under a tab bar on a Face ID iPhone *(observed: 34 pt; the bar is 49 + 34)*.
    @_spi(Engine) public static let homeIndicatorHeight: CGFloat = 34

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        tabBar.controller = self
    }

    public required init?(coder: NSCoder) { return nil }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for controller in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        var kept: [UIViewController] = []
        for controller in viewControllers ?? [] where !kept.contains(where: { $0 === controller }) {
            if controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            kept.append(controller)
        }
        tabs = kept.isEmpty ? nil : kept
        selected = kept.isEmpty ? nil : min(selected ?? 0, kept.count - 1)
        tabBar.show(kept.map(\.tabBarItem))
        showSelected(replacing: old)
    }

    /// `NSNotFound` with no tabs.
    open var selectedIndex: Int {
        get { selected ?? NSNotFound }
        set {
            guard let tabs, tabs.indices.contains(newValue) else { return }
            let old = selectedViewController
            selected = newValue
            showSelected(replacing: old)
        }
    }

    open var selectedViewController: UIViewController? {
        get { selected.flatMap { tabs?[$0] } }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// touchsim's adaptation of key-value coding for the one key apps set on a tab bar controller: "tabBar", a
    /// `UITabBar` subclass replacing the bar. Any other key is reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        guard key == "tabBar", let bar = value as? UITabBar else {
            return reportError("error: setValue(_:forKey:) on UITabBarController takes only \"tabBar\" and a UITabBar "
                + "(touchsim has no key-value coding), not \"\(key)\"", to: UIApplication.current?.tracer)
        }
        let wasShown = tabBar.superview != nil
        tabBar.removeFromSuperview()
        tabBar.controller = nil
        bar.controller = self
        bar.show((tabs ?? []).map(\.tabBarItem))
        tabBar = bar
        if wasShown { view.addSubview(bar) }
        layoutContainers()
        showSelected(replacing: nil)
    }

    open override func loadView() {
        view = UILayoutContainerView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(transitionView)
        transitionView.addSubview(wrapperView)
        view.addSubview(tabBar)
        layoutContainers()
        showSelected(replacing: nil)
    }

    open override var view: UIView! {
        didSet { if isViewLoaded { layoutContainers() } }
    }

    override func viewDidInstall() { layoutContainers() }

    override var appearingChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The content fills the view, under the bar; the bar sits at the bottom, above the home indicator's room.
    func layoutContainers() {
        guard let container = viewIfLoaded else { return }
        transitionView.frame = container.bounds
        wrapperView.frame = transitionView.bounds
        let bottom = UIScreen.main.statusBarHeight > 20 ? Self.homeIndicatorHeight : 0
        let height = UITabBar.barHeight + bottom
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        selectedViewController?.viewIfLoaded?.frame = wrapperView.bounds
    }

    /// The wrapper shows the selected controller's view alone; the bar marks its item. `old`, when it was shown,
    /// disappears as the new one appears.
    private func showSelected(replacing old: UIViewController?) {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded else { return }
        wrapperView.subviews.forEach { $0.removeFromSuperview() }
        guard let new = selectedViewController else { return }
        new.view.frame = wrapperView.bounds
        wrapperView.addSubview(new.view)
        if let old, old !== new, viewIfLoaded?.window != nil { Self.swapAppearance(from: old, to: new) }
    }

    /// The appearance calls of a switch, forwarded to what each tab shows (a navigation controller's top
    /// screen): the leaving ones' `viewWillDisappear`, the coming ones' `viewWillAppear`, then the `did`s.
    private static func swapAppearance(from old: UIViewController, to new: UIViewController) {
        func shown(_ controller: UIViewController) -> [UIViewController] {
            [controller] + controller.appearingChildren.flatMap(shown)
        }
        let (leaving, coming) = (shown(old), shown(new))
        leaving.forEach { $0.viewWillDisappear(false) }
        coming.forEach { $0.viewWillAppear(false) }
        leaving.forEach { $0.viewDidDisappear(false) }
        coming.forEach { controller in
            controller.viewDidAppear(false)
            controller.markAppeared()
        }
    }

    /// A finger went down on the bar's button for `index`: asked, selected (or, already selected, its navigation
    /// popped to the root), told.
    func userTapped(tab index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        let name = "tab \(index + 1) (\(controller.tabBarItem.title ?? className(of: controller)))"
        let tracer = (viewIfLoaded?.window?.application ?? UIApplication.current)?.tracer
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tracer?.record(.note("UITabBarController keeps its tab: its delegate's tabBarController(_:shouldSelect:) "
                + "said NO to \(name)"))
            return
        }
        if controller === selectedViewController {
            let popped = (controller as? UINavigationController).map { $0.viewControllers.count > 1 } ?? false
            tracer?.record(.note("UITabBarController: \(name) is already selected"
                + (popped ? "; its navigation controller pops to its root" : "")))
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            tracer?.record(.note("UITabBarController selects \(name)"))
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: controller)
    }
}

extension UIViewController {
    /// The nearest tab bar controller among the controller's ancestors.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}

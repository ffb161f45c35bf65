import Foundation

/// Manages a view tree: loads its root view on first use, holds child controllers, presents others.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public var title: String? {
        didSet { madeNavigationItem?.title = title }
    }
    private var madeNavigationItem: UINavigationItem?
    private var madeTabBarItem: UITabBarItem?
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// True stops the user dismissing a sheet by dragging it down (the sheet still follows the finger a little).
    open var isModalInPresentation = false
    private var madePresentationController: UIPresentationController?
    public private(set) var children: [UIViewController] = []
    /// Unowned, as `UIView.superview`: the parent holds its children and clears this when it goes.
    public private(set) unowned(unsafe) var parent: UIViewController?
    public internal(set) var presentedViewController: UIViewController?
    /// Unowned: the presenting controller holds the presented one and clears this when it goes.
    public internal(set) unowned(unsafe) var presentingViewController: UIViewController?
    private var hasAppeared = false

    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// As `UIView.init?(coder:)`: the compiler asks it of subclasses, as Xcode does; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }

    isolated deinit {
        for child in children { child.parent = nil }
        presentedViewController?.presentingViewController = nil
        loadedView?.owningViewController = nil
    }

    /// The root view, loaded (`loadView`, then `viewDidLoad`) on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view; the default is a plain view the size of the screen.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        view = root
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called after a container (window, presentation) placed and sized the root view.
    func viewDidInstall() {}

    /// Calls `viewWillAppear` and `viewDidAppear` once, for this controller and the ones it shows.
    func beginAppearanceTransition() {
        guard !hasAppeared else { return }
        hasAppeared = true
        viewWillAppear(false)
        for child in appearingChildren { child.beginAppearanceTransition() }
        viewDidAppear(false)
        presentedViewController?.beginAppearanceTransition()
    }

    /// The children that appear with this controller: all of them, or a container's visible ones.
    var appearingChildren: [UIViewController] { children }

    /// Records that a container showed this controller, so the window showing it later does not again.
    func markAppeared() { hasAppeared = true }

    // MARK: Containment

    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// What the controller shows in a tab bar, made when first asked for, titled with `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let madeTabBarItem { return madeTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            madeTabBarItem = item
            return item
        }
        set { madeTabBarItem = newValue }
    }

    /// What the controller shows in a navigation bar; its title follows `title`.
    open var navigationItem: UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        madeNavigationItem = item
        return item
    }

    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    // MARK: Presentation

    /// How this controller is (or will be) presented: a `UIPopoverPresentationController` for `.popover`, a
    /// `UISheetPresentationController` for a page or form sheet (and `.automatic`, which a sheet resolves to),
    /// else a plain one.
    public var presentationController: UIPresentationController? {
        let style = modalPresentationStyle
        let kind: UIPresentationController.Type = style == .popover ? UIPopoverPresentationController.self
            : ModalPresentation.isFullScreen(style) ? UIPresentationController.self : UISheetPresentationController.self
        if let made = madePresentationController, type(of: made) == kind { return made }
        let made: UIPresentationController = switch kind {
        case is UIPopoverPresentationController.Type:
            UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        case is UISheetPresentationController.Type:
            UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        default:
            UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        madePresentationController = made
        return made
    }

    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The size the controller's content would like, which a popover takes.
    open var preferredContentSize: CGSize = .zero

    /// Presents `viewControllerToPresent` over this controller's window (see `ModalPresentation`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = view.window else {
            // UIKit declines with a console warning, not a crash; the log says what UIKit says.
            let (me, other) = (className(of: self), className(of: viewControllerToPresent))
            let why = presentedViewController.map { "which is already presenting \(className(of: $0))" }
                ?? "whose view is not in the window hierarchy"
            reportError("Attempt to present \(other) on \(me) \(why).", to: application?.tracer ?? UIApplication.current?.tracer)
            completion?()
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.presentationController?.presentingViewController = self
        ModalPresentation.install(viewControllerToPresent, in: window)
        if !window.isHidden { viewControllerToPresent.beginAppearanceTransition() }
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? self
        guard let presenting = presented.presentingViewController else {
            completion?()
            return
        }
        presented.viewWillDisappear(flag)
        presented.finishInteractiveDismissal(animated: flag)
        completion?()
    }

    /// The rest of a dismissal whose `viewWillDisappear` came when the user's drag began: the views go, then
    /// `viewDidDisappear`. The presenting controller, whose view stayed under a sheet, gets no appearance calls.
    func finishInteractiveDismissal(animated flag: Bool = true) {
        guard let presenting = presentingViewController else { return }
        ModalPresentation.remove(self)
        viewDidDisappear(flag)
        presentingViewController = nil
        presenting.presentedViewController = nil
    }

    // MARK: Responder chain

    /// The next responder (docs/uikit-rules.md R2.2). A full-screen presented controller passes to its presenter.
    /// Otherwise the view's superview: the window for a root view, a view of the parent for a child — and, for a
    /// page sheet, the sheet's `UIDropShadowView`, which is what the device printed in seed 001 (the device log
    /// wins over Apple's "presenting controller" there).
    open override var next: UIResponder? {
        if let presentingViewController, ModalPresentation.isFullScreen(modalPresentationStyle) {
            return presentingViewController
        }
        if let superview = loadedView?.superview { return superview }
        return presentingViewController
    }
}

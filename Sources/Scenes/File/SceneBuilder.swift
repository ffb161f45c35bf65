import Diagnosis
import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// Builds a `SceneDescription` into windows: each with a root view controller (`SceneController`, printed with
/// the file's class name) whose view holds the file's views, each view through `ViewFactory` (UIKit's behaviour
/// for its class name, the file's class name in every log line) or a `SceneOverridable` class for its overrides;
/// then the recognizers — flags, `require(toFail:)`, and their delegates' answers (`AnsweringDelegate`), relations
/// resolved by name once all exist —
/// and the controls' and recognizers' target-actions to the controller, as an app wires them.
@MainActor
enum SceneBuilder {
    /// The scene's windows, back to front, built in the world whose screen is `screen`.
    static func windows(of scene: SceneDescription, screen: CGRect) -> [UIWindow] {
        var context = Context()
        let windows = scene.windows.map { description in
            let window = UIWindow(frame: screen)
            window.hitAreaAnswer = description.hitArea
            let root = description.tabs.map { build($0, &context) } ?? build(root: description, &context)
            if let present = description.present { presents(present, from: root, &context) }
            window.rootViewController = root
            for view in description.windowViews { window.addSubview(build(view, &context)) }
            return window
        }
        for (recognizer, description) in context.pending {
            for name in description.requireToFail { context.resolve(name) { recognizer.require(toFail: $0) } }
            // The delegate's relations: recognizing together, and failure requirements it answers for.
            for name in description.simultaneousWith {
                context.resolve(name) { AnsweringDelegate.of(recognizer).partners.append(ObjectIdentifier($0)) }
            }
            for name in description.shouldRequireFailureOf {
                context.resolve(name) { AnsweringDelegate.of(recognizer).requiresFailureOf.append(ObjectIdentifier($0)) }
            }
            for name in description.shouldBeRequiredToFailBy {
                context.resolve(name) { AnsweringDelegate.of(recognizer).requiredToFailBy.append(ObjectIdentifier($0)) }
            }
        }
        for (recognizer, system) in context.pendingSystem {
            if let enabled = system.isEnabled { recognizer.isEnabled = enabled }
            // A relation with a recognizer this system does not have (iOS 26's content pop on iOS 18) is dropped.
            for name in system.requireToFail { context.recognizers[name].map(recognizer.require(toFail:)) }
        }
        context.sheet?.recognizers = context.recognizers
        return windows
    }

    /// A window's (or a tab's) root: its navigation controller, or a controller holding its views.
    static func build(root description: WindowDescription, _ context: inout Context) -> UIViewController {
        if let navigation = description.navigation { return build(navigation, &context) }
        return build(controller: description.controller, rootView: description.rootView, views: description.views, &context)
    }

    /// A root controller (`SceneController`, printed with the file's class name) holding `views`.
    private static func build(controller name: String, rootView: ViewDescription? = nil, views: [ViewDescription],
                              _ context: inout Context) -> SceneController {
        let controller = SceneController()
        controller.printedIdentity = PrintedIdentity(className: name, address: nil)
        context.controller = controller
        if let rootView { controller.view = build(rootView, &context) }
        for view in views { controller.view.addSubview(build(view, &context)) }
        return controller
    }

    /// Makes `root` present the file's controller when it appears, as an app's `viewDidAppear` would.
    private static func presents(_ present: PresentDescription, from root: UIViewController, _ context: inout Context) {
        let presented = build(presented: present, &context)
        let popover = present.popover.map { ScenePopover(presented, $0, passthrough: context.passthrough) }
        let links = SheetLinks(dismiss: present.dismiss)
        context.sheet = links
        // What the window shows first: a tab bar controller's selected tab, a navigation controller's top screen.
        let shown = (root as? UITabBarController)?.selectedViewController ?? root
        let appearing = (shown as? UINavigationController)?.topViewController ?? shown
        (appearing as? SceneController)?.onAppear.append { [unowned root] in
            popover?.point(from: root)
            root.present(presented, animated: false)
            links.link(presented)
        }
        (appearing as? SceneController)?.kept.append(presented)
        if let popover { (appearing as? SceneController)?.kept.append(popover) }
    }

    /// The controller `present` describes, styled (a sheet's detents), ready to be presented.
    static func build(presented present: PresentDescription, _ context: inout Context) -> UIViewController {
        let rootController = context.controller
        let presented: UIViewController = if let navigation = present.navigation {
            build(navigation, &context)
        } else {
            build(controller: present.controller, rootView: present.rootView, views: present.views, &context)
        }
        context.controller = rootController
        presented.modalPresentationStyle = present.style
        presented.isModalInPresentation = present.isModalInPresentation
        if let sheet = presented.sheetPresentationController {
            sheet.detents = present.detents.map { detent in
                switch (detent.identifier, detent.height) {
                case (_, let height?): .custom(identifier: detent.identifier) { _ in height }
                case (.medium, nil): .medium()
                default: .large()
                }
            }
            sheet.selectedDetentIdentifier = present.selectedDetent
            sheet.largestUndimmedDetentIdentifier = present.largestUndimmedDetent
        }
        return presented
    }

    /// A navigation controller holding the screens, the top one shown; its pop recognizers join the names.
    private static func build(_ navigation: NavigationDescription, _ context: inout Context) -> UINavigationController {
        let controllers = navigation.screens.map { build(screen: $0, &context) }
        let navigationController = UINavigationController(rootViewController: controllers[0])
        for controller in controllers.dropFirst() { navigationController.pushViewController(controller, animated: false) }
        if let pop = navigationController.interactivePopGestureRecognizer {
            context.recognizers[SceneRecognizerNames.pop] = pop
            context.pendingSystem.append((pop, navigation.pop))
        }
        if let contentPop = navigationController.interactiveContentPopGestureRecognizer {
            context.recognizers[SceneRecognizerNames.contentPop] = contentPop
            context.pendingSystem.append((contentPop, navigation.contentPop))
        }
        return navigationController
    }

    /// One screen of a navigation stack: its pages, or its controller with its views and navigation item.
    static func build(screen: ScreenDescription, _ context: inout Context) -> UIViewController {
        if let pages = screen.pages {
            let controller = ScenePages(pages: pages.map { build(controller: $0.controller, views: $0.views, &context) })
            controller.printedIdentity = PrintedIdentity(className: screen.controller, address: nil)
            controller.title = screen.title
            if let pan = screen.pagesPan, let scrollView = controller.pagingScrollView {
                adopt(scrollView.panGestureRecognizer, pan, &context)
            }
            return controller
        }
        let controller = build(controller: screen.controller, rootView: screen.rootView, views: screen.views, &context)
        controller.title = screen.title
        controller.appearLog = screen.appearLog
        let item = controller.navigationItem
        if let titleView = screen.titleView { item.titleView = build(titleView, &context) }
        if let left = screen.leftItems { item.leftBarButtonItems = barItems(left, &context) }
        if let right = screen.rightItems { item.rightBarButtonItems = barItems(right, &context) }
        return controller
    }

    /// What building one scene gathers: the current window's controller, the recognizers by name, those whose
    /// names refer to others.
    @MainActor
    struct Context {
        var controller = SceneController()
        var recognizers: [String: UIGestureRecognizer] = [:]
        var pending: [(UIGestureRecognizer, RecognizerDescription)] = []
        /// Recognizers UIKit made that the file sets flags or relations on.
        var pendingSystem: [(UIGestureRecognizer, SystemRecognizerDescription)] = []
        /// The relations with the presented sheet's pan, made when it is presented.
        var sheet: SheetLinks?
        /// The views marked `popoverPassthrough`, for a presented popover's `passthroughViews`.
        var passthrough: [UIView] = []

        /// Calls `body` with the recognizer `name` names (checked to exist when the file was read): now, or for
        /// the sheet's pan, once the sheet is presented, when the window appears.
        func resolve(_ name: String, _ body: @escaping (UIGestureRecognizer) -> Void) {
            if name == SceneRecognizerNames.sheetDismiss { sheet?.later.append(body) } else { body(recognizers[name]!) }
        }
    }

    /// A recognizer UIKit made that the file sets flags or relations on, under the name the file gives it.
    private static func adopt(_ recognizer: UIGestureRecognizer, _ given: SystemRecognizerDescription,
                              _ context: inout Context) {
        if given.hasGivenName {
            recognizer.name = given.name
            context.recognizers[given.name] = recognizer
        }
        if let action = given.action {
            recognizer.addTarget(context.controller.target(of: action, from: recognizer), action: Selector(action.selector))
        }
        context.pendingSystem.append((recognizer, given))
    }

    static func build(_ description: ViewDescription, _ context: inout Context) -> UIView {
        let view: UIView
        if !description.overrides.isEmpty, let overridable = SceneOverrides.makeView(behaviour: ViewFactory.behaviour(of: description.spec)) {
            overridable.overrides = description.overrides
            ViewFactory.apply(description.spec, to: overridable)
            view = overridable
        } else {
            view = ViewFactory.makeView(description.spec)
        }
        view.layer.cornerRadius = description.cornerRadius
        view.shouldBeginAnswer = description.shouldBeginAnswer
        view.hitAreaAnswer = description.hitArea
        if let scrollView = view as? UIScrollView {
            if let delays = description.delaysContentTouches { scrollView.delaysContentTouches = delays }
            if let cancels = description.canCancelContentTouches { scrollView.canCancelContentTouches = cancels }
            if let paging = description.isPagingEnabled { scrollView.isPagingEnabled = paging }
            if let enabled = description.isScrollEnabled { scrollView.isScrollEnabled = enabled }
            description.scrollPhysics.apply(to: scrollView) { action, control in
                context.controller.target(of: action, from: control)
            }
            if let scales = description.zoomScales {
                (scrollView.minimumZoomScale, scrollView.maximumZoomScale) = (scales.lowerBound, scales.upperBound)
                let zoom = ZoomsFirstSubview()
                scrollView.delegate = zoom
                context.controller.kept.append(zoom)
            }
            let system: [(UIGestureRecognizer?, SystemRecognizerDescription?)] = [
                (scrollView.panGestureRecognizer, description.panGestureRecognizer),
                (scrollView.pinchGestureRecognizer, description.pinchGestureRecognizer),
            ]
            for case let (recognizer?, given?) in system { adopt(recognizer, given, &context) }
        }
        description.control.apply(to: view)
        if let control = view as? UIControl {
            for action in description.actions {
                control.addTarget(context.controller.target(of: action, from: control), action: Selector(action.selector),
                                  for: action.event)
            }
        }
        for recognizerDescription in description.recognizers {
            let recognizer = makeRecognizer(recognizerDescription, controller: context.controller)
            if recognizerDescription.answers != DelegateAnswers() {
                AnsweringDelegate.of(recognizer).answers = recognizerDescription.answers
            }
            view.addGestureRecognizer(recognizer)
            context.recognizers[recognizerDescription.name] = recognizer
            context.pending.append((recognizer, recognizerDescription))
        }
        if let table = view as? UITableView,
            !description.rows.isEmpty || description.rowSelectedLog != nil || description.container != nil
                || description.accessoryTappedLog != nil
        {
            let cells = description.container?.cells ?? CellsDescription(registered: ["Cell": "UITableViewCell"])
            for identifier in cells.registered.keys.sorted() { table.register(UITableViewCell.self, forCellReuseIdentifier: identifier) }
            let source = SceneTableSource(rows: description.rows, selectedLog: description.rowSelectedLog,
                                          accessoryLog: description.accessoryTappedLog, cells: cells,
                                          build: cellViewBuilder(context.controller))
            (table.dataSource, table.delegate) = (source, source)
            context.controller.kept.append(source)
        }
        if let animation = description.animation { context.controller.onAppear.append(start(animation, of: view)) }
        if description.becomesFirstResponder { context.controller.onAppear.append { _ = view.becomeFirstResponder() } }
        if description.popoverPassthrough { context.passthrough.append(view) }
        if let menu = description.contextMenu {
            let delegate = SceneContextMenu(menu)
            context.controller.kept.append(delegate)
            view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        }
        for subview in description.subviews { view.addSubview(build(subview, &context)) }
        if let container = description.container { fill(view, with: container, &context) }
        // A cell is shown as a list shows it: its content view made now, in front of what was added to the cell
        // itself (iOS 14 and later; docs/uikit-rules.md R7.7, R7.8).
        if let content = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView {
            for subview in description.contentView { content.addSubview(build(subview, &context)) }
        }
        return view
    }

    /// What starts `animation` of `view` when the window appears: `UIView.animate`, or a property animator.
    private static func start(_ animation: AnimationDescription, of view: UIView) -> () -> Void {
        let changes = {
            if let frame = animation.frame { view.frame = frame }
            if let center = animation.center { view.center = center }
            if let alpha = animation.alpha { view.alpha = alpha }
        }
        return {
            if animation.propertyAnimator {
                UIViewPropertyAnimator(duration: animation.duration, curve: .linear, animations: changes)
                    .startAnimation(afterDelay: animation.delay)
            } else {
                UIView.animate(withDuration: animation.duration, delay: animation.delay, options: animation.options,
                               animations: changes)
            }
        }
    }

    private static func makeRecognizer(_ d: RecognizerDescription, controller: SceneController) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch d.kind {
        case .tap:
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            (tap.numberOfTapsRequired, tap.numberOfTouchesRequired) = (d.taps, d.touches)
            recognizer = tap
        case .pan: recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        case .longPress:
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            if let duration = d.minimumPressDuration { press.minimumPressDuration = duration }
            press.numberOfTouchesRequired = d.touches
            recognizer = press
        case .swipe:
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            swipe.numberOfTouchesRequired = d.touches
            recognizer = swipe
        case .pinch: recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        case .rotation: recognizer = UIRotationGestureRecognizer(target: nil, action: nil)
        case .screenEdgePan:
            let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
            edge.edges = d.edges
            recognizer = edge
        }
        recognizer.addTarget(controller.target(of: d.action, from: recognizer), action: Selector(d.action.selector))
        if d.hasGivenName { recognizer.name = d.name }
        if d.className != nil || d.delegateMethods != nil {
            recognizer.printedIdentity = PrintedIdentity(className: d.className ?? className(of: recognizer), address: nil,
                                                         overrides: d.delegateMethods)
        }
        recognizer.isEnabled = d.isEnabled
        recognizer.cancelsTouchesInView = d.cancelsTouchesInView
        recognizer.delaysTouchesBegan = d.delaysTouchesBegan
        recognizer.delaysTouchesEnded = d.delaysTouchesEnded
        return recognizer
    }
}

/// A scene file's zooming scroll view's delegate: it zooms the scroll view's first subview, as the usual
/// `viewForZooming(in:)` returns the one content view.
@MainActor
final class ZoomsFirstSubview: NSObject, UIScrollViewDelegate {
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView.subviews.first }
}

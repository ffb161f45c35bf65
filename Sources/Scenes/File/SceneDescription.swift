import Diagnosis
import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// A scene file as data, checked and ready to build: its title and summary, the demo input, and each window's
/// view tree with the recognizers and actions on it. `SceneReader` makes it; `SceneBuilder` builds it into views.
struct SceneDescription {
    var title: String
    var summary: String
    /// What to try, for an exercise.
    var instructions: String?
    /// Named sets of what-if changes (`Target.property=value`), the fix among them, in the file's order; each
    /// with its place in the file for an error.
    var variants: [(name: String, changes: [ViewSetting], value: SceneValue)] = []
    var demoInput: [InputRecord]
    /// The iOS the scene runs, when it says (`systemVersion: "26.0"`).
    var systemVersion: String?
    /// Whether the windows belong to the world's `UIWindowScene` (an app with scenes, iOS 13 and later), which the
    /// responder chain then passes through on its way to the application.
    var inWindowScene = false
    /// Back to front; the last is the key window.
    var windows: [WindowDescription]
}

/// A window of a scene file: its root view controller's class name and the subviews of that controller's view,
/// or a navigation controller's stack of screens.
struct WindowDescription {
    var controller = "UIViewController"
    /// The controller's own view, when the file describes it (its recognizers, its class); else a plain white one.
    var rootView: ViewDescription?
    var views: [ViewDescription] = []
    var navigation: NavigationDescription?
    /// A tab bar controller as the root, instead of `views` or `navigation`.
    var tabs: TabsDescription?
    /// A controller the root presents when the window appears.
    var present: PresentDescription?
    /// Views added to the window itself (`window.addSubview`), in front of its root's view: a floating button
    /// over a navigation stack or tabs.
    var windowViews: [ViewDescription] = []
    /// The window's `point(inside:)` or `hitTest` override, as data: `passThrough` for an overlay window.
    var hitArea: HitAreaAnswer?
}

/// A controller presented over a window's root when it appears: its class name, style, sheet detents, views.
struct PresentDescription {
    var controller = "UIViewController"
    var style = UIModalPresentationStyle.pageSheet
    /// The sheet's detents: the system's (a nil height) or custom ones with a fixed height.
    var detents: [(identifier: UISheetPresentationController.Detent.Identifier, height: CGFloat?)] = [(.large, nil)]
    var selectedDetent: UISheetPresentationController.Detent.Identifier?
    var largestUndimmedDetent: UISheetPresentationController.Detent.Identifier?
    var isModalInPresentation = false
    var rootView: ViewDescription?
    var views: [ViewDescription] = []
    /// A navigation controller presented instead of a controller with `views`.
    var navigation: NavigationDescription?
    /// What the file sets on the sheet's dismiss pan (`sheet.dismiss`).
    var dismiss: SystemRecognizerDescription
    /// A popover's source, size and adaptation (`style: popover`).
    var popover: PopoverDescription?

    /// Whether the style shows a sheet, which has a dismiss pan.
    var isSheet: Bool {
        [.pageSheet, .formSheet, .automatic].contains(style) || (style == .popover && popover?.keepsPopover != true)
    }
}

/// Where a popover points, how large it is, and whether it stays a popover on an iPhone.
struct PopoverDescription {
    var source = CGRect.zero
    var size = CGSize.zero
    var keepsPopover = true
}

/// A `UINavigationController` as a window's root: its screens, bottom to top, and what the file sets on the
/// recognizers it owns.
struct NavigationDescription {
    var screens: [ScreenDescription]
    /// `interactivePopGestureRecognizer` (`navigation.pop`) and, on iOS 26, `interactiveContentPopGestureRecognizer`
    /// (`navigation.contentPop`).
    var pop: SystemRecognizerDescription
    var contentPop: SystemRecognizerDescription
}

/// One controller of a navigation stack: its class name, title, the line its `viewDidAppear` logs, its views.
struct ScreenDescription {
    var controller: String
    var title: String?
    var appearLog: String?
    var views: [ViewDescription]
    /// A page view controller's pages (`.scroll`, horizontal), each a controller's class name and views; nil for a
    /// plain screen.
    var pages: [(controller: String, views: [ViewDescription])]?
    /// What the file sets on the pan of a page view controller's paging scroll view (`panGestureRecognizer:`).
    var pagesPan: SystemRecognizerDescription?
    var rootView: ViewDescription?
    /// Its navigation item's `titleView`, `leftBarButtonItems` and `rightBarButtonItems`.
    var titleView: ViewDescription?
    var leftItems: [BarItemDescription]?
    var rightItems: [BarItemDescription]?
}

/// What a file sets on a recognizer UIKit made — a navigation controller's pop recognizers, a scroll view's
/// pan: whether it is enabled, and the recognizers it waits for, by their names in the file. (Its delegate stays
/// UIKit's, so simultaneity is asked of the file's own recognizer: `simultaneousWith: [navigation.pop]`.)
struct SystemRecognizerDescription {
    /// How the file refers to it (`navigation.pop`, or the `name:` a scroll view's pan is given).
    var name: String
    var hasGivenName = false
    var isEnabled: Bool?
    var requireToFail: [String] = []
    /// An action the app added to it, to the window's controller (or a stand-in of `target`).
    var action: ActionDescription?
    var origin: SceneFileError
}

/// One view of a scene file.
struct ViewDescription {
    /// Class name, frame and flags, as `ViewFactory` builds them.
    var spec: ViewSpec
    var cornerRadius: CGFloat = 0
    /// What its `gestureRecognizerShouldBegin(_:)` answers, as an override of it would.
    var shouldBeginAnswer: ShouldBeginAnswer?
    var overrides = SceneOverrides()
    /// Its `point(inside:)` or `hitTest` override, as data (`UIView.hitAreaAnswer`).
    var hitArea: HitAreaAnswer?
    var recognizers: [RecognizerDescription] = []
    /// A control's target-actions: the event, the controller's action method it sends, the line that logs.
    var actions: [ActionDescription] = []
    var delaysContentTouches: Bool?
    var canCancelContentTouches: Bool?
    var isPagingEnabled: Bool?
    var isScrollEnabled: Bool?
    /// A table's rows (their titles), and the line a row's selection logs.
    var rows: [String] = []
    var rowSelectedLog: String?
    /// The line a table's delegate logs when a row's information button is tapped (`{row}`, `{section}`).
    var accessoryTappedLog: String?
    /// What animates once the window appears.
    var animation: AnimationDescription?
    var subviews: [ViewDescription] = []
    /// A cell's content view's subviews (`contentView:`); `subviews` are those added to the cell itself.
    var contentView: [ViewDescription] = []
    /// What a stack view, toolbar or collection view holds.
    var container: ContainerDescription?
    /// A text field or text view that becomes first responder when its window appears (the keyboard shows).
    var becomesFirstResponder = false
    /// One of a popover's `passthroughViews`: a touch on it reaches it while the popover is up.
    var popoverPassthrough = false
    /// A context menu interaction on the view.
    var contextMenu: ContextMenuDescription?
    /// A value control's settings (a stepper's, slider's, page control's or segmented control's).
    var control = ControlSettings()
    /// A scroll view's bouncing, deceleration, keyboard dismissal and refresh control.
    var scrollPhysics = ScrollPhysicsSettings()
    /// What the file sets on a scroll view's own `panGestureRecognizer`.
    var panGestureRecognizer: SystemRecognizerDescription?
    /// A zooming scroll view's limits (it zooms its first subview), and what the file sets on its pinch.
    var zoomScales: ClosedRange<CGFloat>?
    var pinchGestureRecognizer: SystemRecognizerDescription?

    /// The views nested in this one that are built with it: subviews, a cell's content views, a stack's
    /// arranged views (not a list's cell template, built per cell).
    var nested: [ViewDescription] {
        var views = subviews + contentView
        if case .stack(let stack)? = container { views += stack.arranged }
        return views
    }
}

/// An animation of a view, started when its window appears, as an app starts one in `viewDidAppear`.
struct AnimationDescription {
    var duration: Double
    var delay: Double = 0
    var options: UIView.AnimationOptions = []
    /// Through `UIViewPropertyAnimator` (hit-tested where it is drawn) instead of `UIView.animate`.
    var propertyAnimator = false
    var center: CGPoint?
    var frame: CGRect?
    var alpha: CGFloat?
}

/// An action a control or recognizer sends to its window's controller, and the line the method logs.
struct ActionDescription {
    var event: UIControl.Event = .touchUpInside
    var selector: String
    var line: String
    /// The class of the target when it is not the window's controller (a capture names it): a stand-in of that
    /// class receives the action, and logs nothing, since the app's method is not in the file.
    var target: String?
    /// What the method does after logging its line, in order (`SceneActionEffect`).
    var effects: [SceneActionEffect] = []
    /// Where it is in the file, for a name its effects give that no object has.
    var origin: SceneFileError?
}

/// A gesture recognizer of a scene file.
struct RecognizerDescription {
    enum Kind: String, CaseIterable {
        case tap, pan, longPress, swipe, pinch, rotation, screenEdgePan
    }

    var kind: Kind
    /// How the file refers to it: its `name:` (which UIKit's `name` property gets too, and logs print), or by
    /// default its class name (then `name` stays nil, as in an app that sets none).
    var name: String
    var hasGivenName = false
    var taps = 1
    var touches = 1
    var minimumPressDuration: Double?
    /// A screen-edge pan's edges.
    var edges: UIRectEdge = []
    var isEnabled = true
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    /// Names of recognizers this one waits for (`require(toFail:)`).
    var requireToFail: [String] = []
    /// Names of recognizers this one recognizes together with (its delegate says yes).
    var simultaneousWith: [String] = []
    /// Its delegate's other answers, as data: `shouldReceive`, `shouldBegin`, and the recognizers it requires to
    /// fail, or that require it to, through `gestureRecognizer(_:shouldRequireFailureOf:)` and
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    var answers = DelegateAnswers()
    var shouldRequireFailureOf: [String] = []
    var shouldBeRequiredToFailBy: [String] = []
    /// The controller's method its action calls, and the line that logs.
    var action: ActionDescription
    /// The app's class of it (`MyApp.CardTap`), which logs print; nil: UIKit's class of its kind.
    var className: String?
    /// The methods its delegate implements, when a capture could tell (`delegate: true`: it has one, unseen).
    var delegateMethods: [String]?
    /// Where it is in the file, for errors found once every recognizer is known.
    var origin: SceneFileError
}

import Foundation
@_spi(Engine) import ViewModel

/// What a scene file sets on a scroll view's physics (docs/uikit-rules.md R7.5, R7.11–R7.13): bouncing, the
/// deceleration rate, how a drag dismisses the keyboard, a pull-to-refresh control and its action.
struct ScrollPhysicsSettings {
    var bounces: Bool?
    var alwaysBounceVertical: Bool?
    var alwaysBounceHorizontal: Bool?
    var decelerationRate: CGFloat?
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode?
    /// A refresh control, with the action its `.valueChanged` sends.
    var refreshAction: ActionDescription?

    @MainActor
    func apply(to scrollView: UIScrollView, target: (ActionDescription, UIControl) -> AnyObject?) {
        if let bounces { scrollView.bounces = bounces }
        if let alwaysBounceVertical { scrollView.alwaysBounceVertical = alwaysBounceVertical }
        if let alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = alwaysBounceHorizontal }
        if let decelerationRate { scrollView.decelerationRate = .init(rawValue: decelerationRate) }
        if let keyboardDismissMode { scrollView.keyboardDismissMode = keyboardDismissMode }
        if let refreshAction {
            let refresh = UIRefreshControl()
            refresh.addTarget(target(refreshAction, refresh), action: Selector(refreshAction.selector), for: .valueChanged)
            scrollView.refreshControl = refresh
        }
    }
}

extension SceneViewKey {
    static let dismissModes: [String: UIScrollView.KeyboardDismissMode] = [
        "none": .none, "onDrag": .onDrag, "interactive": .interactive, "onDragWithAccessory": .onDragWithAccessory,
        "interactiveWithAccessory": .interactiveWithAccessory,
    ]

    static let scrollPhysicsKeys: [SceneViewKey] = [
        SceneViewKey("bounces", on: scrollViews) { v, r throws(SceneFileError) in r.view.scrollPhysics.bounces = try v.flag() },
        SceneViewKey("alwaysBounceVertical", on: scrollViews) { v, r throws(SceneFileError) in
            r.view.scrollPhysics.alwaysBounceVertical = try v.flag()
        },
        SceneViewKey("alwaysBounceHorizontal", on: scrollViews) { v, r throws(SceneFileError) in
            r.view.scrollPhysics.alwaysBounceHorizontal = try v.flag()
        },
        SceneViewKey("decelerationRate", on: scrollViews) { v, r throws(SceneFileError) in
            switch v.string {
            case "normal": r.view.scrollPhysics.decelerationRate = UIScrollView.DecelerationRate.normal.rawValue
            case "fast": r.view.scrollPhysics.decelerationRate = UIScrollView.DecelerationRate.fast.rawValue
            default:
                // A rate is the share of the speed kept each millisecond: 1 or more never stops, 0 or less is no glide.
                let rate = try v.number(in: -1_000_000...1_000_000)
                guard rate > 0, rate < 1 else {
                    throw v.error("a deceleration rate is normal, fast, or a number above 0 and below 1 (the speed kept each millisecond), not \(rate)")
                }
                r.view.scrollPhysics.decelerationRate = CGFloat(rate)
            }
        },
        SceneViewKey("keyboardDismissMode", on: scrollViews) { v, r throws(SceneFileError) in
            let name = try v.text()
            guard let mode = dismissModes[name] else {
                throw v.error("expected one of: " + dismissModes.keys.sorted().joined(separator: ", "))
            }
            r.view.scrollPhysics.keyboardDismissMode = mode
        },
        SceneViewKey("refreshControl", on: scrollViews) { v, r throws(SceneFileError) in
            let f = try v.fields(allowed: ["action", "log", "target"])
            let selector = try f["action"]?.text() ?? "refresh:"
            r.view.scrollPhysics.refreshAction = ActionDescription(
                event: .valueChanged, selector: selector, line: try f["log"]?.text() ?? "\(selector) sent",
                target: try f["target"]?.name())
        },
    ]
}

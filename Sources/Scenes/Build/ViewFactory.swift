import Foundation
@_spi(Engine) import ViewModel

/// Builds a view with UIKit's behaviour for a class name, from a `ViewSpec`.
///
/// A description of a real app names classes the simulator does not have: an app's own (`HomeHeaderView`,
/// `MyApp.AvatarButton`) and UIKit's private ones (`_UIButtonBarButton`, `UIButtonLabel`). Each gets the behaviour
/// of its nearest known ancestor, guessed from the name the way a reader would — `…Button` is a button,
/// `…ScrollView`, `…TableView`, `…CollectionView` and `…TextView` scroll, `…CollectionViewCell` is a cell, `…StackView` a stack, `…Label` is a label — and a plain view's
/// otherwise. The view keeps the printed class and address (`UIView.printedIdentity`) for every name it shows.
/// Nothing here knows of dumps, so a scene file can build its views the same way.
@MainActor
public enum ViewFactory {
    /// UIKit's classes the simulator has, by name.
    static let known: [String: @MainActor @Sendable (CGRect) -> UIView] = [
        "UIView": UIView.init(frame:), "UIControl": UIControl.init(frame:), "UIButton": UIButton.init(frame:),
        "UILabel": UILabel.init(frame:), "UIImageView": UIImageView.init(frame:), "UISwitch": UISwitch.init(frame:),
        "UISlider": UISlider.init(frame:), "UITextField": UITextField.init(frame:),
        "UIStepper": UIStepper.init(frame:), "UIPageControl": UIPageControl.init(frame:),
        "UISegmentedControl": UISegmentedControl.init(frame:),
        // The private parts of UIKit's controls a dump prints: they draw, and take no touches (the control does).
        "UISegment": PrivateControlPart.init(frame:), "UISegmentLabel": PrivateControlPart.init(frame:),
        "_UIStepperButton": PrivateControlPart.init(frame:), "_UIPageControlContentView": PrivateControlPart.init(frame:),
        "_UIPageControlIndicatorContentView": PrivateControlPart.init(frame:),
        "_UIPageIndicatorView": PrivateControlPart.init(frame:),
        // A tab's button is a control; outside a tab bar controller (a dump's) it tracks the touch and selects nothing.
        "UITabBarButton": UIControl.init(frame:),
        "UIScrollView": UIScrollView.init(frame:), "UITableView": UITableView.init(frame:),
        "UITableViewCell": UITableViewCell.init(frame:),
        "UITableViewCellContentView": UITableViewCellContentView.init(frame:),
        "UINavigationBar": UINavigationBar.init(frame:), "UITabBar": UITabBar.init(frame:),
        "UITransitionView": UITransitionView.init(frame:), "UIDropShadowView": UIDropShadowView.init(frame:),
        "UILayoutContainerView": UILayoutContainerView.init(frame:),
        "UINavigationTransitionView": UINavigationTransitionView.init(frame:),
        "UIViewControllerWrapperView": UIViewControllerWrapperView.init(frame:),
        "UIDimmingView": UIDimmingView.init(frame:),
        "UICollectionView": { UICollectionView(frame: $0, collectionViewLayout: UICollectionViewFlowLayout()) },
        "UICollectionViewCell": UICollectionViewCell.init(frame:),
        "UICollectionReusableView": UICollectionReusableView.init(frame:),
        "UIStackView": UIStackView.init(frame:), "UIToolbar": UIToolbar.init(frame:),
        "_UIToolbarContentView": _UIToolbarContentView.init(frame:),
        "_UINavigationBarContentView": _UINavigationBarContentView.init(frame:), "_UITAMICAdaptorView": _UITAMICAdaptorView.init(frame:), "UITextView": UITextView.init(frame:),
        "UITextEffectsWindow": UITextEffectsWindow.init(frame:), "UIRemoteKeyboardWindow": UITextEffectsWindow.init(frame:),
        "UIInputSetHostView": UIInputSetHostView.init(frame:),
    ]

    /// The nearest known ancestor of a class the simulator does not have, by the end of its name; checked in
    /// order, so `UIButtonLabel` is a label and `MyTableViewCell` a cell, not a table.
    static let bySuffix: [(suffix: String, known: String)] = [
        ("TableViewCell", "UITableViewCell"), ("TableView", "UITableView"),
        ("CollectionViewCell", "UICollectionViewCell"), ("CollectionView", "UICollectionView"),
        ("ScrollView", "UIScrollView"), ("TextView", "UITextView"), ("Button", "UIButton"), ("Label", "UILabel"),
        ("ImageView", "UIImageView"), ("Switch", "UISwitch"), ("Slider", "UISlider"), ("TextField", "UITextField"),
        ("NavigationBar", "UINavigationBar"), ("TabBar", "UITabBar"), ("StackView", "UIStackView"),
        ("Toolbar", "UIToolbar"), ("SegmentedControl", "UISegmentedControl"), ("PageControl", "UIPageControl"),
        ("Stepper", "UIStepper"), ("Control", "UIControl"),
    ]

    /// The known class whose behaviour a view of `className` gets: itself, its guessed ancestor, or `UIView`.
    public static func behaviour(of className: String) -> String {
        if known[className] != nil { return className }
        let bare = className.split(separator: ".").last.map(String.init) ?? className  // `MyApp.AvatarButton`
        return bySuffix.first { bare.hasSuffix($0.suffix) }?.known ?? "UIView"
    }

    /// Whether `className` names a window, which only the top of a description can be.
    nonisolated public static func isWindow(_ className: String) -> Bool { className.hasSuffix("Window") }

    /// Whether `className` is an app's own class rather than Apple's: one that may override `hitTest(_:with:)` or
    /// `point(inside:with:)`, which no description shows.
    public static func isAppClass(_ className: String) -> Bool {
        let apple = ["UI", "_UI", "WK", "MK", "AV", "CA", "SwiftUI.", "_TtC7SwiftUI", "_TtGC7SwiftUI"]
        return known[className] == nil && !apple.contains { className.hasPrefix($0) }
    }

    /// UIKit's classes touchsim has, sorted, for messages.
    public static var knownClasses: [String] { known.keys.sorted() }

    /// Whether touchsim has UIKit's class of that name.
    public static func has(_ className: String) -> Bool { known[className] != nil }

    /// The known class whose behaviour the view `spec` describes gets: its base class when given, else guessed.
    public static func behaviour(of spec: ViewSpec, inside superview: UIView? = nil) -> String {
        spec.baseClass ?? behaviour(of: spec.className, inside: superview)
    }

    /// The behaviour of a view of `className` whose superview is `superview`: an app's `…Cell` directly in a
    /// collection view or a table is that list's cell, as only cells are placed there.
    public static func behaviour(of className: String, inside superview: UIView?) -> String {
        let guess = behaviour(of: className)
        guard guess == "UIView", className.hasSuffix("Cell") else { return guess }
        return superview is UICollectionView ? "UICollectionViewCell" : superview is UITableView ? "UITableViewCell" : guess
    }

    /// A new view for `spec`, with its class's behaviour (judged beside its superview) and every property the
    /// spec gives.
    public static func makeView(_ spec: ViewSpec, inside superview: UIView? = nil) -> UIView {
        let view = known[behaviour(of: spec, inside: superview)]!(.zero)
        apply(spec, to: view)
        return view
    }

    /// Gives `view` the spec's geometry, flags and identity — also for a view its superview made itself, such
    /// as a cell's content view.
    public static func apply(_ spec: ViewSpec, to view: UIView) {
        view.printedIdentity = PrintedIdentity(className: spec.className, address: spec.address, overrides: spec.overrides)
        let size = spec.boundsSize ?? spec.transform.map { untransformedSize(of: spec.frame.size, $0) } ?? spec.frame.size
        if let transform = spec.transform, transform != .identity {
            view.transform = .identity
            view.bounds = CGRect(origin: spec.boundsOrigin, size: size)
            view.center = CGPoint(x: spec.frame.midX, y: spec.frame.midY)
            view.transform = transform
        } else {
            view.frame = CGRect(origin: spec.frame.origin, size: size)
            view.bounds = CGRect(origin: spec.boundsOrigin, size: size)
        }
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled && !(view is PrivateControlPart)
        if let clips = spec.clipsToBounds { view.clipsToBounds = clips }
        view.tag = spec.tag
        view.layer.zPosition = spec.zPosition
        if let color = spec.backgroundColor { view.backgroundColor = color }  // else the class's own, as UIKit's
        if let scrollView = view as? UIScrollView {
            if let contentSize = spec.contentSize { scrollView.contentSize = contentSize }
            if let inset = spec.contentInset { scrollView.contentInset = inset }
        }
        if let label = view as? UILabel { label.text = spec.text }
        if let field = view as? UITextField { field.text = spec.text }
        if let button = view as? UIButton, let title = spec.text { button.setTitle(title, for: .normal) }
    }

    /// The size whose bounding box under `transform` is `box` (a frame is printed as that box): w and h solve
    /// |a|w + |c|h = box.width, |b|w + |d|h = box.height; the box itself when that has no sensible answer.
    static func untransformedSize(of box: CGSize, _ t: CGAffineTransform) -> CGSize {
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-9 else { return box }
        let size = CGSize(width: (box.width * d - c * box.height) / determinant,
                          height: (a * box.height - b * box.width) / determinant)
        return size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite ? size : box
    }
}

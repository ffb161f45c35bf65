import Foundation

/// An item of a tab bar.
@MainActor
open class UITabBarItem: UIBarItem {
    open var badgeValue: String?

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        (self.title, self.image, self.tag) = (title, image, tag)
    }
}

/// The bar of tabs at the bottom of the screen: a button (`UITabBarButton`, a control) for each item, side by
/// side in equal widths. A finger going down on a button selects its item: a tab bar controller's bar asks its
/// controller; a bar of the app's own marks the item and tells its delegate (docs/uikit-rules.md R11.5).
@MainActor
open class UITabBar: UIView {
    /// The items; a tab bar controller's bar shows its controllers' `tabBarItem`s, and UIKit raises if an app sets
    /// them (touchsim reports it and keeps the controller's).
    open var items: [UITabBarItem]? {
        get { shownItems }
        set {
            guard controller == nil else {
                return reportError("error: Directly modifying a tab bar managed by a tab bar controller is not allowed",
                                   to: UIApplication.current?.tracer)
            }
            show(newValue ?? [])
        }
    }
    open weak var selectedItem: UITabBarItem? {
        didSet { buttons.forEach { $0.isSelected = $0.item === selectedItem } }
    }
    open weak var delegate: (any UITabBarDelegate)?

    /// The tab bar's height above the home indicator, in points.
    @_spi(Engine) public static let barHeight: CGFloat = 49
    /// A button's height, from 1 pt below the bar's top *(observed: 48 pt, radar 35818596)*.
    @_spi(Engine) public static let buttonHeight: CGFloat = 48

    /// The tab bar controller whose bar this is (it selects the tabs).
    weak var controller: UITabBarController?
    private var shownItems: [UITabBarItem]?
    private var buttons: [UITabBarButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutButtons() } }
    }

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutButtons() } }
    }

    /// Shows `items`, a button each, in front of what the app added to the bar.
    func show(_ items: [UITabBarItem]) {
        buttons.forEach { $0.removeFromSuperview() }
        shownItems = items.isEmpty ? nil : items
        buttons = items.enumerated().map { index, item in
            let button = UITabBarButton(item: item)
            button.addAction(UIAction { [unowned self] _ in buttonWentDown(index) }, for: .touchDown)
            return button
        }
        for (index, button) in buttons.enumerated() { insertSubview(button, at: index) }
        layoutButtons()
        buttons.forEach { $0.isSelected = $0.item === selectedItem }
    }

    private func layoutButtons() {
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 1, width: width, height: Self.buttonHeight)
        }
    }

    private func buttonWentDown(_ index: Int) {
        if let controller { return controller.userTapped(tab: index) }
        guard let item = shownItems?[index] else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}

/// A tab's button, as UIKit's private class: a control holding the item's image view and label, neither of which
/// takes a touch, so the button is hit wherever its tab is touched.
@MainActor
final class UITabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UITabBarSwappableImageView(frame: .zero)
    private let label = UITabBarButtonLabel(frame: .zero)

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        label.text = item.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 10)
        imageView.layer.cornerRadius = 6
        addSubview(imageView)
        addSubview(label)
        isSelected = false
    }

    required init?(coder: NSCoder) { return nil }

    override var isSelected: Bool {
        didSet {
            let tint = isSelected ? UIColor.systemBlue : UIColor(white: 0.55, alpha: 1)
            label.textColor = tint
            imageView.backgroundColor = tint
        }
    }

    override var frame: CGRect {
        didSet {
            imageView.frame = CGRect(x: bounds.midX - 12, y: 4, width: 24, height: 24)
            label.frame = CGRect(x: 0, y: 31, width: bounds.width, height: 14)
        }
    }
}

/// A tab's image.
@MainActor
final class UITabBarSwappableImageView: UIImageView {}

/// A tab's title.
@MainActor
final class UITabBarButtonLabel: UILabel {}

import Foundation

/// A bar of `UIBarButtonItem`s, usually along the bottom of the screen.
///
/// As on iOS 11 and later, the items sit in a content view (`_UIToolbarContentView`) that covers the whole bar
/// and is made when the bar is first shown in a window: a view an app added to the toolbar itself before that
/// lies behind it, and the content view takes its touches (docs/uikit-rules.md R11.4). Items are laid out from
/// the leading edge, `itemMargin` from the ends and `itemSpacing` apart; flexible spaces share what is left.
@MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { layoutItems() } }
    private var contentView: _UIToolbarContentView?
    private var itemViews: [UIView] = []

    /// The bar's height above the home indicator (assumed: UIKit's compact bar).
    @_spi(Engine) public static let barHeight: CGFloat = 44
    /// From the bar's ends to the first and last item (assumed: UIKit's layout margin).
    static let itemMargin: CGFloat = 16
    /// Between two items (assumed).
    static let itemSpacing: CGFloat = 8
    /// The least width of an item (assumed: a 44 pt target).
    static let minimumItemWidth: CGFloat = 44
    /// The font of an item's title.
    static let itemFont = UIFont.systemFont(ofSize: 17)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    public required init?(coder: NSCoder) { return nil }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutItems() } }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        layoutItems()
    }

    /// The item views, made again in the content view, which is made (in front) the first time the bar is in a
    /// window.
    private func layoutItems() {
        guard window != nil || contentView != nil else { return }
        let content = contentView ?? {
            let made = _UIToolbarContentView(frame: bounds)
            addSubview(made)
            contentView = made
            return made
        }()
        content.frame = bounds
        itemViews.forEach { $0.removeFromSuperview() }
        itemViews = []
        let items = items ?? []
        let widths = items.map(Self.width(of:))
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + Self.itemSpacing * CGFloat(max(0, items.count - 1)) + 2 * Self.itemMargin
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = Self.itemMargin
        for (item, width) in zip(items, widths) {
            let length = item.systemItem == .flexibleSpace ? share : width
            if !item.isSpace {
                let view = item.customView ?? _UIButtonBarButton(item: item)
                let height = item.customView.map { $0.barFittingSize(in: bounds.size).height } ?? bounds.height
                view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: length, height: height)
                content.addSubview(view)
                itemViews.append(view)
            }
            x += length + Self.itemSpacing
        }
    }

    static func width(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .flexibleSpace { return 0 }
        if item.width > 0 { return item.width }
        if let view = item.customView { return view.barFittingSize(in: CGSize(width: .greatestFiniteMagnitude, height: barHeight)).width }
        if item.systemItem == .fixedSpace { return 0 }
        return max(minimumItemWidth, itemFont.width(of: item.title ?? "") + 2 * itemSpacing)
    }
}

/// Holds a toolbar's items, in front of the toolbar's other subviews (UIKit's private class, iOS 11+).
@_spi(Engine) public final class _UIToolbarContentView: UIView {}

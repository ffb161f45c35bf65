import Foundation

/// The bar at the top of a navigation controller: the top controller's title, its bar button items, and a back
/// button when a controller lies below it.
///
/// As on iOS 11 and later, the buttons sit in a content view (`_UINavigationBarContentView`) across the bar; a
/// bar with nothing to press has none. The back button is a `_UIButtonBarButton`, as device logs print it,
/// `itemMargin` from the leading edge (docs/uikit-rules.md R13.1).
@MainActor
open class UINavigationBar: UIView {
    /// The top item's title, which the bar shows (app code reads `topItem?.title`, as on iOS).
    @_spi(Engine) public private(set) var title: String?
    private var contentView: _UINavigationBarContentView?
    /// The views the bar placed for its items (not the title view), leading first.
    private var itemViews: [UIView] = []
    /// Pops the top controller when the back button is pressed; set by the navigation controller.
    var backAction: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { contentView?.frame = bounds } }
    }

    /// Shows `top`'s title and items, with a back button titled by `back` when there is a controller below.
    func show(_ top: UINavigationItem?, back: UINavigationItem?) {
        contentView?.removeFromSuperview()
        contentView = nil
        itemViews = []
        var leading: [UIBarButtonItem] = top?.leftBarButtonItems ?? []
        if let back, !(top?.hidesBackButton ?? false), leading.isEmpty {
            let item = back.backBarButtonItem ?? UIBarButtonItem(title: back.title ?? "Back", style: .plain, target: nil, action: nil)
            leading = [item]
            backItem = item
        } else {
            backItem = nil
        }
        let trailing = top?.rightBarButtonItems ?? []
        title = top?.titleView == nil ? top?.title : nil
        guard !leading.isEmpty || !trailing.isEmpty || top?.titleView != nil else { return }
        let content = _UINavigationBarContentView(frame: bounds)
        var x = UIToolbar.itemMargin
        for item in leading {
            let view = place(item, in: content)
            itemViews.append(view)
            view.frame.origin.x = x
            x = view.frame.maxX + UIToolbar.itemSpacing
        }
        var right = bounds.width - UIToolbar.itemMargin
        for item in trailing {
            let view = place(item, in: content)
            itemViews.append(view)
            view.frame.origin.x = right - view.frame.width
            right = view.frame.minX - UIToolbar.itemSpacing
        }
        if let titleView = top?.titleView { placeTitleView(titleView, between: x, and: right, in: content) }
        addSubview(content)
        contentView = content
    }

    /// Adds `item`'s view to `content` at the bar's vertical centre: a button the bar's height, a custom view as
    /// large as R13.4 sizes it (in `_UITAMICAdaptorView` when it has no intrinsic size).
    private func place(_ item: UIBarButtonItem, in content: UIView) -> UIView {
        guard let custom = item.customView else {
            let button = button(for: item)
            button.frame = CGRect(x: 0, y: 0, width: UIToolbar.width(of: item), height: bounds.height)
            content.addSubview(button)
            return button
        }
        let size = custom.barFittingSize(in: CGSize(width: bounds.width / 2, height: bounds.height))
        let frame = CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        return adapted(custom, frame: frame, in: content)
    }

    /// The title view centred on the bar where it fits between the items (`minX`…`maxX`), else centred between them.
    private func placeTitleView(_ view: UIView, between minX: CGFloat, and maxX: CGFloat, in content: UIView) {
        let available = CGSize(width: max(0, maxX - minX), height: bounds.height)
        let size = view.barFittingSize(in: available)
        let x = min(max(bounds.midX - size.width / 2, minX), maxX - size.width)
        adapted(view, frame: CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height), in: content)
    }

    /// `view` at `frame` in `content`, wrapped in `_UITAMICAdaptorView` when it has no intrinsic size; the view
    /// the bar placed (the adaptor or `view`).
    @discardableResult
    private func adapted(_ view: UIView, frame: CGRect, in content: UIView) -> UIView {
        guard view.needsBarAdaptor else {
            view.frame = frame
            content.addSubview(view)
            return view
        }
        let adaptor = _UITAMICAdaptorView(frame: frame)
        view.frame = adaptor.bounds
        adaptor.addSubview(view)
        content.addSubview(adaptor)
        return adaptor
    }

    /// Before iOS 11 the bar gave each item's view a larger touch area than the view: the bar's full height and
    /// `legacyItemSlop` either side (observed on iOS 10, its size assumed; docs/uikit-rules.md R13.4). From iOS 11
    /// the touch area is the view's own.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let hit, let contentView, hit === self || hit === contentView,
              UIDevice.majorVersion(for: self) < Self.ownTouchAreaSystem
        else { return hit }
        let local = convert(point, to: contentView)
        let widened = { (view: UIView) in view.frame.insetBy(dx: -Self.legacyItemSlop, dy: 0) }
        guard let item = itemViews.last(where: { widened($0).minX <= local.x && local.x < widened($0).maxX })
        else { return hit }
        let inside = CGPoint(x: min(max(local.x, item.frame.minX), item.frame.maxX - 0.5),
                             y: min(max(local.y, item.frame.minY), item.frame.maxY - 0.5))
        return item.hitTest(item.convert(inside, from: contentView), with: event) ?? hit
    }

    /// The first iOS whose bar gives an item's view only its own touch area.
    static let ownTouchAreaSystem = 11
    /// How far either side of an item's view an iOS 10 bar still sent a touch to it (assumed).
    static let legacyItemSlop: CGFloat = 10

    /// The item the back button shows now.
    private(set) var backItem: UIBarButtonItem?

    private func button(for item: UIBarButtonItem) -> UIView {
        let button = _UIButtonBarButton(item: item)
        if item === backItem {
            button.addAction(UIAction(title: item.title ?? "Back") { [unowned self] _ in backAction?() }, for: .touchUpInside)
        }
        return button
    }
}

/// Holds a navigation bar's buttons, across the bar (UIKit's private class, iOS 11+).
@_spi(Engine) public final class _UINavigationBarContentView: UIView {}

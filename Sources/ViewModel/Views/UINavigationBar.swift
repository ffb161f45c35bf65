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
        title = top?.title
        contentView?.removeFromSuperview()
        contentView = nil
        var leading: [UIBarButtonItem] = top?.leftBarButtonItems ?? []
        if let back, !(top?.hidesBackButton ?? false), leading.isEmpty {
            let item = back.backBarButtonItem ?? UIBarButtonItem(title: back.title ?? "Back", style: .plain, target: nil, action: nil)
            leading = [item]
            backItem = item
        } else {
            backItem = nil
        }
        let trailing = top?.rightBarButtonItems ?? []
        guard !leading.isEmpty || !trailing.isEmpty else { return }
        let content = _UINavigationBarContentView(frame: bounds)
        var x = UIToolbar.itemMargin
        for item in leading {
            let button = button(for: item)
            button.frame = CGRect(x: x, y: 0, width: UIToolbar.width(of: item), height: bounds.height)
            content.addSubview(button)
            x = button.frame.maxX + UIToolbar.itemSpacing
        }
        var right = bounds.width - UIToolbar.itemMargin
        for item in trailing {
            let button = button(for: item)
            let width = UIToolbar.width(of: item)
            button.frame = CGRect(x: right - width, y: 0, width: width, height: bounds.height)
            content.addSubview(button)
            right -= width + UIToolbar.itemSpacing
        }
        addSubview(content)
        contentView = content
    }

    /// The item the back button shows now.
    private(set) var backItem: UIBarButtonItem?

    private func button(for item: UIBarButtonItem) -> UIView {
        if let view = item.customView { return view }
        let button = _UIButtonBarButton(item: item)
        if item === backItem {
            button.addAction(UIAction(title: item.title ?? "Back") { [unowned self] _ in backAction?() }, for: .touchUpInside)
        }
        return button
    }
}

/// Holds a navigation bar's buttons, across the bar (UIKit's private class, iOS 11+).
@_spi(Engine) public final class _UINavigationBarContentView: UIView {}

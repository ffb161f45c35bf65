import Foundation

/// A button of a toolbar (or a navigation bar): a title, an image, a system item, a space or a custom view. The
/// item is no view; the bar makes a control for it (`_UIButtonBarButton`), which sends the item's action with the
/// item as the sender.
@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    /// The width of a fixed space, or of the item's view when positive.
    open var width: CGFloat = 0
    open var customView: UIView?
    /// The system item it was made with, which the bar draws and leaves empty for spaces.
    @_spi(Engine) public let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    private init(systemItem: SystemItem) {
        self.systemItem = systemItem
        super.init()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.title, self.style, self.target, self.action) = (title, style, target as AnyObject?, action)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.image, self.style, self.target, self.action) = (image, style, target as AnyObject?, action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target as AnyObject?
        self.action = action
        title = systemItem == .flexibleSpace || systemItem == .fixedSpace ? nil : "\(systemItem)".capitalized
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    @available(iOS 14.0, *)
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    @available(iOS 14.0, *)
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a space, which the bar leaves empty.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// The control a bar shows for a `UIBarButtonItem` (UIKit's private class, as device logs print it).
@MainActor
@_spi(Engine) public final class _UIButtonBarButton: UIControl {
    public private(set) unowned(unsafe) var item: UIBarButtonItem
    private let label = UILabel(frame: .zero)

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isEnabled = item.isEnabled
        label.text = item.title ?? item.image?.name
        label.textColor = .systemBlue
        label.textAlignment = .center
        addSubview(label)
        if let action = item.action { addTarget(item.target, action: action, for: .touchUpInside) }
    }

    public required init?(coder: NSCoder) { return nil }

    public override var frame: CGRect {
        didSet { label.frame = bounds }
    }

    /// As UIKit does, the bar item — not this view — is the action's sender.
    public override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        application?.sendAction(action, to: target, from: item, for: event)
    }
}

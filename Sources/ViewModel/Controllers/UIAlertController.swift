import Foundation

/// A button of an alert or action sheet; its handler runs after the alert is dismissed, as in UIKit.
@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled: Bool = true
    let handler: ((UIAlertAction) -> Void)?

    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(parts: (title, style, handler))
    }

    private init(parts: (String?, Style, ((UIAlertAction) -> Void)?)) {
        (title, style, handler) = parts
        super.init()
    }
}

/// An alert (centred box) or action sheet (at the bottom), presented modally over a dimming view that takes
/// every touch outside it: nothing behind an alert can be tapped until an action is chosen. Its views carry
/// UIKit's private class names, as hit-test logs on a device print them; each action is an
/// `_UIAlertControllerActionView`, hit-testable, that dismisses the alert on touch up inside and then calls the
/// action's handler. *(Assumed geometry: a 270 pt wide alert, 44 pt action rows (57 pt in an action sheet), two
/// actions side by side with cancel on the left, more stacked with cancel last.)*
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String?
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    open override func loadView() {
        let box = _UIAlertControllerView(frame: .zero)
        box.backgroundColor = UIColor(white: 0.97, alpha: 1)
        box.layer.cornerRadius = 14
        box.clipsToBounds = true
        view = box
    }

    /// The box's frame in the window: centred for an alert, at the bottom for an action sheet.
    func boxFrame(in bounds: CGRect) -> CGRect {
        let size = CGSize(width: preferredStyle == .alert ? 270 : bounds.width - 16, height: contentHeight)
        let y = preferredStyle == .alert ? (bounds.height - size.height) / 2 : bounds.height - 34 - size.height
        return CGRect(x: (bounds.width - size.width) / 2, y: y, width: size.width, height: size.height)
    }

    private var rowHeight: CGFloat { preferredStyle == .alert ? 44 : 57 }
    private var sideBySide: Bool { preferredStyle == .alert && actions.count == 2 }
    private var textHeight: CGFloat { (title == nil ? 0 : 40) + (message == nil ? 0 : 40) }
    private var contentHeight: CGFloat { textHeight + rowHeight * CGFloat(sideBySide ? 1 : actions.count) }

    override func viewDidInstall() {
        let width = view.bounds.width
        var y: CGFloat = 0
        for (text, size) in [(title, CGFloat(17)), (message, CGFloat(13))] {
            guard let text else { continue }
            let label = UILabel(frame: CGRect(x: 16, y: y, width: width - 32, height: 40))
            label.text = text
            label.font = .systemFont(ofSize: size)
            label.textAlignment = .center
            view.addSubview(label)
            y += 40
        }
        // UIKit puts cancel on the left of two side-by-side buttons, and at the bottom of a stack.
        let (cancel, others) = (actions.filter { $0.style == .cancel }, actions.filter { $0.style != .cancel })
        let ordered = sideBySide ? cancel + others : others + cancel
        for (index, action) in ordered.enumerated() {
            let frame = sideBySide
                ? CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: rowHeight)
                : CGRect(x: 0, y: y + CGFloat(index) * rowHeight, width: width, height: rowHeight)
            let button = _UIAlertControllerActionView(action: action, frame: frame)
            button.addAction(UIAction { [unowned self] _ in choose(action) }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    /// Dismisses the alert, then calls the action's handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let presenter = presentingViewController
        presenter?.dismiss(animated: true) { action.handler?(action) }
        if presenter == nil { action.handler?(action) }
    }
}

/// The alert's box (UIKit: `_UIAlertControllerView`).
@_spi(Engine) public final class _UIAlertControllerView: UIView {}

/// One action's button (UIKit: `_UIAlertControllerActionView`).
@_spi(Engine) public final class _UIAlertControllerActionView: UIControl {
    public let action: UIAlertAction
    private let label = UILabel()

    init(action: UIAlertAction, frame: CGRect) {
        self.action = action
        super.init(frame: frame)
        isEnabled = action.isEnabled
        layer.borderWidth = 0.5
        layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        label.frame = bounds
        label.text = action.title
        label.textAlignment = .center
        label.textColor = action.style == .destructive ? .systemRed : .systemBlue
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
    }

    public required init?(coder: NSCoder) { return nil }
}

import Foundation

/// What a context menu shows, over the whole window (UIKit's `_UIContextMenuContainerView`): the pressed view's
/// preview and the menu's actions. A touch anywhere else dismisses the menu as it goes down and goes no further
/// (assumed: as a popover's touch fallback, R14.6).
@MainActor
@_spi(Engine) public final class _UIContextMenuContainerView: UIView {
    private weak var interaction: UIContextMenuInteraction?
    /// The menu's size: its width, and each action's row (assumed: UIKit's compact menu).
    static let menuWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let gap: CGFloat = 12

    init(interaction: UIContextMenuInteraction, source: UIView, actions: [UIAction], in window: UIWindow) {
        self.interaction = interaction
        super.init(frame: window.bounds)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        let sourceFrame = source.convert(source.bounds, to: window)
        let platter = _UIPlatterView(frame: sourceFrame, interaction: interaction)
        platter.backgroundColor = source.backgroundColor ?? .white
        platter.layer.cornerRadius = 12
        addSubview(platter)
        let height = CGFloat(actions.count) * Self.rowHeight
        let below = sourceFrame.maxY + Self.gap
        let y = below + height <= bounds.height ? below : max(0, sourceFrame.minY - Self.gap - height)
        let x = min(max(16, sourceFrame.minX), max(16, bounds.width - 16 - Self.menuWidth))
        let menu = _UIContextMenuView(frame: CGRect(x: x, y: y, width: Self.menuWidth, height: height))
        for (index, action) in actions.enumerated() {
            let cell = _UIContextMenuCell(action: action, interaction: interaction)
            cell.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.menuWidth, height: Self.rowHeight)
            menu.addSubview(cell)
        }
        addSubview(menu)
    }

    required init?(coder: NSCoder) { return nil }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        interaction?.dismissMenu()
    }
}

/// The preview of the pressed view; a tap on it is the preview action.
@MainActor
@_spi(Engine) public final class _UIPlatterView: UIView {
    private weak var interaction: UIContextMenuInteraction?

    init(frame: CGRect, interaction: UIContextMenuInteraction) {
        self.interaction = interaction
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    /// Its own: not passed to the container, which would dismiss the menu.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        interaction?.previewTapped()
    }
}

/// The menu's list of actions.
@MainActor
@_spi(Engine) public final class _UIContextMenuView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { return nil }
}

/// One action of the menu: a control whose lift inside runs the action, then dismisses the menu.
@MainActor
@_spi(Engine) public final class _UIContextMenuCell: UIControl {
    public let action: UIAction
    private let label = UILabel(frame: .zero)
    private weak var interaction: UIContextMenuInteraction?

    init(action: UIAction, interaction: UIContextMenuInteraction) {
        self.action = action
        self.interaction = interaction
        super.init(frame: .zero)
        isEnabled = !action.attributes.contains(.disabled)
        label.text = action.title
        label.textColor = action.attributes.contains(.destructive) ? .systemRed : .black
        addSubview(label)
        addAction(UIAction(title: action.title) { [unowned self] _ in
            self.action.handler(self.action)
            self.interaction?.dismissMenu()
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { return nil }

    public override var frame: CGRect {
        didSet { label.frame = bounds.insetBy(dx: 16, dy: 0) }
    }
}

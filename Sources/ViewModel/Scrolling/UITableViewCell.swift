import Foundation

/// A row of a table: a `contentView` for the row's subviews, an optional text label, accessory and backgrounds,
/// and its highlighted and selected states.
///
/// As on iOS 14 and later, the content view is made on first use — the first read of `contentView`, by the app
/// or by the table as it shows the cell — and added then, in front of every subview the cell has so far. A view an
/// app adds to the cell itself (`cell.addSubview(button)`) before that lies behind the content view, which takes
/// its touches: the most reported "my button in a cell does nothing" (docs/uikit-rules.md R7.7).
@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public let reuseIdentifier: String?
    open var selectionStyle: SelectionStyle = .default
    private var madeContentView: UITableViewCellContentView?
    private var label: UILabel?
    private var highlighted = false
    private var selected = false

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The view the cell's content goes in; made and added in front of the cell's subviews on first use.
    open var contentView: UIView {
        if let madeContentView { return madeContentView }
        let made = UITableViewCellContentView(frame: contentFrame)
        madeContentView = made
        addSubview(made)
        return made
    }

    /// The row's title label, created on first use (in the content view, which it makes if need be).
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
        contentView.addSubview(made)
        label = made
        return made
    }

    /// A view at the cell's trailing edge (a switch, a button), beside the content view, which ends where it
    /// begins; a touch on it reaches it.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            relayout()
        }
    }

    /// Behind everything in the cell.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }

    /// Shown, above `backgroundView` and behind the content, while the cell is highlighted or selected.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            showSelectedBackground()
        }
    }

    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Every change of `isHighlighted` comes through here, the table's too, so a subclass's override sees it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        showSelectedBackground()
    }

    /// Every change of `isSelected` comes through here, the table's too, so a subclass's override sees it.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        showSelectedBackground()
    }

    /// What the table does as it shows the cell: makes the content view if the cell has none yet, and lays out.
    func layoutContent() {
        _ = contentView
        relayout()
    }

    /// Lays out the content view (if made), the label, the accessory and the backgrounds.
    private func relayout() {
        if let accessoryView {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: bounds.width - Self.accessoryMargin - size.width,
                                         y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
        madeContentView?.frame = contentFrame
        if let label, let madeContentView { label.frame = madeContentView.bounds.insetBy(dx: 16, dy: 0) }
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// The space between the accessory and the cell's trailing edge (assumed: UIKit's layout margin).
    static let accessoryMargin: CGFloat = 16

    /// The content view's frame: the whole cell, up to the accessory when there is one.
    private var contentFrame: CGRect {
        guard let accessoryView else { return bounds }
        return CGRect(x: 0, y: 0, width: max(0, bounds.width - Self.accessoryMargin - accessoryView.bounds.width),
                      height: bounds.height)
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        insertSubview(new, at: 0)
    }

    private func showSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        let shown = (highlighted || selected) && selectionStyle != .none
        if !shown {
            view.removeFromSuperview()
        } else if view.superview !== self {
            view.frame = bounds
            insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
        }
    }
}

/// The view that holds a cell's content (UIKit's class name, as device logs print it).
public final class UITableViewCellContentView: UIView {}

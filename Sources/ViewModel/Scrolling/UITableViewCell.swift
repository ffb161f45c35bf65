import Foundation

/// A row of a table: a `contentView` for the row's subviews and an optional text label.
@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public let reuseIdentifier: String?
    public let contentView = UITableViewCellContentView()
    open var selectionStyle: SelectionStyle = .default
    open var isHighlighted = false
    open var isSelected = false
    private var label: UILabel?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        addSubview(contentView)
        layoutContent()
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        layoutContent()
    }

    /// The row's title label, created on first use.
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
        contentView.addSubview(made)
        label = made
        return made
    }

    func layoutContent() {
        contentView.frame = bounds
        label?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}

/// The view that holds a cell's content (UIKit's class name, as device logs print it).
public final class UITableViewCellContentView: UIView {}

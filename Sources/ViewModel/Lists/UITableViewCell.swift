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
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public let reuseIdentifier: String?
    open var selectionStyle: SelectionStyle = .default
    private var parts = CellParts()
    /// The content view if it has been made, without making it: for tools that must change nothing (lint).
    package var existingContentView: UIView? { parts.contentView }
    private var label: UILabel?

    /// The designated initializer, as Apple declares it, so a subclass's `override init(style:reuseIdentifier:)`
    /// compiles and is what a table's `dequeueReusableCell` runs.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class's cell: UIKit calls `init(style:reuseIdentifier:)` by name; Swift
    /// reaches a subclass's override only through an initializer every subclass has, and a convenience one is
    /// inherited by any subclass that overrides the designated initializer (docs/porting.md).
    public required convenience init(reusableWithIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The view the cell's content goes in; made and added in front of the cell's subviews on first use.
    open var contentView: UIView {
        parts.contentView(of: self) { UITableViewCellContentView(frame: contentFrame(in: $0)) }
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

    /// A standard accessory at the trailing edge (`UITableViewCell+Accessory.swift`); ignored while
    /// `accessoryView` is set, as Apple documents.
    open var accessoryType: UITableViewCell.AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            relayout()
        }
    }
    /// The view shown for `accessoryType`, made when laid out.
    var standardAccessory: UIView?

    /// Behind everything in the cell.
    open var backgroundView: UIView? {
        get { parts.backgroundView }
        set { parts.setBackgroundView(newValue, in: self) }
    }

    /// Shown, above `backgroundView` and behind the content, while the cell is highlighted or selected.
    open var selectedBackgroundView: UIView? {
        get { parts.selectedBackgroundView }
        set { parts.setSelectedBackgroundView(newValue, in: self, shows: selectionStyle != .none) }
    }

    open var isHighlighted: Bool {
        get { parts.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    open var isSelected: Bool {
        get { parts.isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Every change of `isHighlighted` comes through here, the table's too, so a subclass's override sees it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        parts.isHighlighted = highlighted
        parts.showSelectedBackground(in: self, shows: selectionStyle != .none)
    }

    /// Every change of `isSelected` comes through here, the table's too, so a subclass's override sees it.
    open func setSelected(_ selected: Bool, animated: Bool) {
        parts.isSelected = selected
        parts.showSelectedBackground(in: self, shows: selectionStyle != .none)
    }

    /// What the table does as it shows the cell: makes the content view if the cell has none yet, and lays out.
    func layoutContent() {
        _ = contentView
        relayout()
    }

    /// Lays out the content view (if made), the label, the accessory and the backgrounds.
    private func relayout() {
        if accessoryView == nil, standardAccessory == nil, let made = makeStandardAccessory(accessoryType) {
            standardAccessory = made
            addSubview(made)
        }
        standardAccessory?.isHidden = accessoryView != nil
        if let accessoryView = shownAccessory {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: bounds.width - Self.accessoryMargin - size.width,
                                         y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
        parts.contentView?.frame = contentFrame(in: bounds)
        if let label, let content = parts.contentView { label.frame = content.bounds.insetBy(dx: 16, dy: 0) }
        parts.layoutBackgrounds(in: self)
    }

    /// The space between the accessory and the cell's trailing edge (assumed: UIKit's layout margin).
    static let accessoryMargin: CGFloat = 16

    /// The content view's frame: the whole cell, up to the accessory when there is one.
    private func contentFrame(in bounds: CGRect) -> CGRect {
        guard let accessoryView = shownAccessory else { return bounds }
        return CGRect(x: 0, y: 0, width: max(0, bounds.width - Self.accessoryMargin - accessoryView.bounds.width),
                      height: bounds.height)
    }
}

/// The view that holds a cell's content (UIKit's class name, as device logs print it).
@_spi(Engine) public final class UITableViewCellContentView: UIView {}

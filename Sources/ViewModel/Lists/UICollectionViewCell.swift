import Foundation

/// An item of a collection view: a `contentView` for its subviews, background views, and its highlighted and
/// selected states.
///
/// Its content view is made on first use and added then in front of the cell's subviews, as a table cell's
/// (docs/uikit-rules.md R7.7); it is a plain `UIView`, as UIKit prints it.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    private var parts = CellParts()
    /// The content view if it has been made, without making it: for tools that must change nothing (lint).
    package var existingContentView: UIView? { parts.contentView }

    /// The designated initializer, as Apple declares it, so a subclass's `override init(frame:)` compiles and is
    /// what a collection view's `dequeueReusableCell` runs.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The view the cell's content goes in; made and added in front of the cell's subviews on first use.
    open var contentView: UIView {
        parts.contentView(of: self) { UIView(frame: $0) }
    }

    open var backgroundView: UIView? {
        get { parts.backgroundView }
        set { parts.setBackgroundView(newValue, in: self) }
    }

    /// Shown, above `backgroundView` and behind the content, while the cell is highlighted or selected.
    open var selectedBackgroundView: UIView? {
        get { parts.selectedBackgroundView }
        set { parts.setSelectedBackgroundView(newValue, in: self, shows: true) }
    }

    open var isHighlighted: Bool {
        get { parts.isHighlighted }
        set {
            parts.isHighlighted = newValue
            parts.showSelectedBackground(in: self, shows: true)
        }
    }

    open var isSelected: Bool {
        get { parts.isSelected }
        set {
            parts.isSelected = newValue
            parts.showSelectedBackground(in: self, shows: true)
        }
    }

    /// What the collection view does as it shows the cell: makes the content view if need be, and lays out.
    func layoutContent() {
        contentView.frame = bounds
        parts.layoutBackgrounds(in: self)
    }
}

import Foundation

/// What a table cell and a collection view cell share: the content view, made on first use and added then in
/// front of the cell's subviews (docs/uikit-rules.md R7.7); the background views; the highlighted and selected
/// states, and the selected background shown while either holds.
@MainActor
struct CellParts {
    private(set) var contentView: UIView?
    private(set) var backgroundView: UIView?
    private(set) var selectedBackgroundView: UIView?
    var isHighlighted = false
    var isSelected = false

    /// The content view, made by `make` and added to `cell` in front of everything it holds the first time.
    mutating func contentView(of cell: UIView, make: (CGRect) -> UIView) -> UIView {
        if let contentView { return contentView }
        let made = make(cell.bounds)
        contentView = made
        cell.addSubview(made)
        return made
    }

    /// Puts `view` behind everything in `cell`, in place of the old background.
    mutating func setBackgroundView(_ view: UIView?, in cell: UIView) {
        guard view !== backgroundView else { return }
        backgroundView?.removeFromSuperview()
        backgroundView = view
        guard let view else { return }
        view.frame = cell.bounds
        cell.insertSubview(view, at: 0)
    }

    mutating func setSelectedBackgroundView(_ view: UIView?, in cell: UIView, shows: Bool) {
        guard view !== selectedBackgroundView else { return }
        selectedBackgroundView?.removeFromSuperview()
        selectedBackgroundView = view
        showSelectedBackground(in: cell, shows: shows)
    }

    /// Shows the selected background, above the background and behind the content, while the cell is highlighted
    /// or selected and `shows` (a table cell's `selectionStyle` is not `.none`).
    func showSelectedBackground(in cell: UIView, shows: Bool) {
        guard let view = selectedBackgroundView else { return }
        if !((isHighlighted || isSelected) && shows) {
            view.removeFromSuperview()
        } else if view.superview !== cell {
            view.frame = cell.bounds
            cell.insertSubview(view, at: backgroundView?.superview === cell ? 1 : 0)
        }
    }

    /// Fits the backgrounds to the cell.
    func layoutBackgrounds(in cell: UIView) {
        backgroundView?.frame = cell.bounds
        selectedBackgroundView?.frame = cell.bounds
    }
}

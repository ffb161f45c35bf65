import Foundation
import ViewModel

/// The rule `outside-content-view` (warning): a control or a view with a recognizer added to a table cell itself
/// (`cell.addSubview(button)`) instead of its `contentView`. On iOS 14 and later the cell makes its content view
/// when the table shows it, in front of what the cell already holds, so the content view takes those touches
/// (docs/uikit-rules.md R7.7). Said with the point where the content view takes a touch, when one does.
@MainActor
enum OutsideContentViewCheck {
    static func findings(in context: LintContext) -> [LintFinding] {
        context.checked.compactMap { view in
            guard let cell = owningCell(of: view) else { return nil }
            let blocked = context.coverage(of: view)?.blocked.first { sample in
                var taker = sample.taker
                while let current = taker, current !== cell {
                    if current is UITableViewCellContentView, current.superview === cell { return true }
                    taker = current.superview
                }
                return false
            }
            let message = "It was added to \(context.name(cell)) itself, not to its contentView: on iOS 14 and later "
                + "the content view is made when the table shows the cell, in front of it"
                + (blocked == nil ? "" : ", and takes its touches") + ". Add it to cell.contentView."
            return context.finding(.outsideContentView, view, message, LintFinding.Evidence(
                takenBy: blocked?.taker.map(context.name), at: blocked?.point, views: [context.name(cell)]))
        }
    }

    /// The cell the view was added to directly (or through views that are not the cell's own parts): nil when it
    /// is in no cell, or in the cell's content view, background or accessory.
    private static func owningCell(of view: UIView) -> UITableViewCell? {
        var child = view
        while let parent = child.superview {
            if let cell = parent as? UITableViewCell {
                // The content view by its class: reading `contentView` would make one, and lint changes nothing.
                let ownParts: [UIView?] = [cell.backgroundView, cell.selectedBackgroundView, cell.accessoryView]
                return child is UITableViewCellContentView || ownParts.contains { $0 === child } ? nil : cell
            }
            child = parent
        }
        return nil
    }
}

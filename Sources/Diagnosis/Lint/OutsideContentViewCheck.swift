import Foundation
@_spi(Engine) import ViewModel

/// The rule `outside-content-view` (warning): a control or a view with a recognizer added to a table or collection
/// view cell itself (`cell.addSubview(button)`) instead of its `contentView`. On iOS 14 and later the cell makes
/// its content view when the list shows it, in front of what the cell already holds, so the content view takes
/// those touches (docs/uikit-rules.md R7.7, R7.8). Said with the point where the content view takes a touch, when
/// one does.
@MainActor
enum OutsideContentViewCheck: LintCheck {
    nonisolated static let rules = [LintRule.outsideContentView]

    static func findings(in context: LintContext) -> [LintFinding] {
        context.checked.compactMap { view in
            guard let (cell, content) = owningCell(of: view) else { return nil }
            let blocked = context.coverage(of: view)?.blocked.first { sample in
                var taker = sample.taker
                while let current = taker, current !== cell {
                    if current === content { return true }
                    taker = current.superview
                }
                return false
            }
            let list = cell is UITableViewCell ? "table" : "collection view"
            let message = "It was added to \(context.name(cell)) itself, not to its contentView: on iOS 14 and later "
                + "the content view is made when the \(list) shows the cell, in front of it"
                + (blocked == nil ? "" : ", and takes its touches") + ". Add it to cell.contentView."
            return context.finding(.outsideContentView, view, message, LintFinding.Evidence(
                takenBy: blocked?.taker.map(context.name), at: blocked?.point, views: [context.name(cell)]))
        }
    }

    /// The cell the view was added to directly (or through views that are not the cell's own parts) and the
    /// cell's content view if made: nil when it is in no cell, or in the cell's content view, background or
    /// accessory. Reading `contentView` would make one, and lint changes nothing.
    private static func owningCell(of view: UIView) -> (cell: UIView, content: UIView?)? {
        var child = view
        while let parent = child.superview {
            let ownParts: [UIView?]
            if let cell = parent as? UITableViewCell {
                ownParts = [cell.existingContentView, cell.backgroundView, cell.selectedBackgroundView, cell.accessoryView]
            } else if let cell = parent as? UICollectionViewCell {
                ownParts = [cell.existingContentView, cell.backgroundView, cell.selectedBackgroundView]
            } else {
                child = parent
                continue
            }
            return ownParts.contains { $0 === child } ? nil : (parent, ownParts[0])
        }
        return nil
    }
}

extension LintRule {
    package static let outsideContentView = LintRule(
        rawValue: "outside-content-view", level: .warning,
        explanation: "A control or a view with a recognizer was added to a table or collection view cell itself, not to its "
            + "contentView: on iOS 14 and later the content view lies in front of it and takes its touches.")
}

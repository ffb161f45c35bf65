import Foundation

/// The touch-to-selection behaviour a table and a collection view share (docs/uikit-rules.md R7.6, R7.8): the item
/// under a touch is highlighted when the touch's `touchesBegan` reaches the list — after the scroll view's delay —
/// if the delegate lets it; at the lift on it, it is unhighlighted and selected (or, in multiple selection, a
/// selected one deselected); a cancellation — a scroll, a recognizer — only unhighlights. Programmatic selection
/// tells the delegate nothing, as UIKit documents.
@MainActor
struct ListSelection {
    var allowsSelection = true
    var allowsMultipleSelection = false
    /// In the order they were selected.
    private(set) var selected: [IndexPath] = []
    private(set) var highlighted: IndexPath?

    /// A touch began on `indexPath`.
    mutating func touchBegan(on indexPath: IndexPath?, _ list: SelectionCalls) {
        guard allowsSelection, let indexPath, list.shouldHighlight(indexPath) else { return }
        highlighted = indexPath
        list.show(indexPath, true, selected.contains(indexPath))
        list.didHighlight(indexPath)
    }

    /// The touch lifted on `indexPath`: the highlighted item, if the lift is on it, is selected or toggled.
    mutating func touchEnded(on indexPath: IndexPath?, _ list: SelectionCalls) {
        guard let item = highlighted else { return }
        unhighlight(list)
        guard indexPath == item else { return }
        if allowsMultipleSelection, selected.contains(item) {
            if let chosen = list.willDeselect(item) { deselect(chosen, list, tell: true) }
            return
        }
        guard let chosen = list.willSelect(item) else { return }
        if !allowsMultipleSelection {
            for old in selected where old != chosen {
                if let confirmed = list.willDeselect(old) { deselect(confirmed, list, tell: true) }
            }
        }
        select(chosen, list)
        list.didSelect(chosen)
    }

    /// The touch was cancelled: the highlight goes, nothing is selected.
    mutating func touchCancelled(_ list: SelectionCalls) {
        unhighlight(list)
    }

    /// The selected items, or nil when none is (UIKit's `indexPathsForSelected…`).
    var selectedOrNil: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects `indexPath` — nil deselects all — without telling the delegate, as UIKit's `select…(at:)` does.
    mutating func select(orDeselectAll indexPath: IndexPath?, _ list: SelectionCalls) {
        guard let indexPath else {
            for item in selected { deselect(item, list, tell: false) }
            return
        }
        select(indexPath, list)
    }

    /// Selects `indexPath` (after the others, in single selection, are deselected) without asking the delegate.
    mutating func select(_ indexPath: IndexPath, _ list: SelectionCalls) {
        if !allowsMultipleSelection {
            for old in selected where old != indexPath { deselect(old, list, tell: false) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        list.show(indexPath, highlighted == indexPath, true)
    }

    mutating func deselect(_ indexPath: IndexPath, _ list: SelectionCalls, tell: Bool) {
        guard let index = selected.firstIndex(of: indexPath) else { return }
        selected.remove(at: index)
        list.show(indexPath, highlighted == indexPath, false)
        if tell { list.didDeselect(indexPath) }
    }

    /// Forgets everything (a reload).
    mutating func clear() {
        selected = []
        highlighted = nil
    }

    private mutating func unhighlight(_ list: SelectionCalls) {
        guard let item = highlighted else { return }
        highlighted = nil
        list.show(item, false, selected.contains(item))
        list.didUnhighlight(item)
    }
}

/// What a list asks and tells its delegate, in each list's own UIKit names, and how it shows an item's state on
/// its cell (if the item has one on screen).
@MainActor
struct SelectionCalls {
    var shouldHighlight: (IndexPath) -> Bool
    var didHighlight: (IndexPath) -> Void
    var didUnhighlight: (IndexPath) -> Void
    /// The item to select instead, or nil for none (a collection view's `shouldSelect` answers the same item or nil).
    var willSelect: (IndexPath) -> IndexPath?
    var didSelect: (IndexPath) -> Void
    var willDeselect: (IndexPath) -> IndexPath?
    var didDeselect: (IndexPath) -> Void
    var show: (IndexPath, _ highlighted: Bool, _ selected: Bool) -> Void
}

import Dispatcher
import Foundation
import Questions
@_spi(Engine) import ViewModel

/// What the inspector shows and the user chose in it: the selected view, the tree's folds, inspect mode, and the
/// last what-if change made from it.
@MainActor
package struct InspectorState {
    /// The view the inspector shows (a click in inspect mode, ↑/↓ along the tree); nil when none.
    package internal(set) var selected: UIView? {
        didSet { if selected !== oldValue { focusedRecognizer = nil } }
    }
    /// Which of the selected view's recognizers the recognizer what-if keys flip (G moves along them); nil: all.
    package internal(set) var focusedRecognizer: Int?
    /// The views whose subviews the tree hides (O folds and unfolds the selected one).
    package internal(set) var folded: Set<ObjectIdentifier> = []
    /// Inspect mode (I): a click on the phone selects the view under it instead of touching.
    package internal(set) var isInspecting = false
    /// The last what-if change made in the window and how the session differs with it.
    package internal(set) var whatIf: WhatIfReport?
    /// Why the last what-if key did nothing (the selected view has no such property), for the inspector.
    package internal(set) var whatIfRefusal: String?
    /// The fix search going on (Shift+F), a slice each frame, and its view's name; then its report.
    package internal(set) var fixSearch: (search: FixSearch, view: String)?
    package internal(set) var fix: FixReport?

    /// A new world: its views are not the old ones, so nothing stays selected or folded; inspect mode and the
    /// what-if result stay (a what-if change itself goes on in a new world).
    mutating func forgetViews() {
        selected = nil
        folded = []
    }
}

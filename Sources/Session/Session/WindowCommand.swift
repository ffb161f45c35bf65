import Diagnosis
/// Everything the window can be asked to do, by a key, a toolbar button or a click in the gallery.
package enum WindowCommand: Hashable, Sendable {
    case toggle(Overlay)
    case pause
    case step(forward: Bool)
    /// Step by meaning: to the next (or previous) hit-test visit or phase of the touch (`StepSize`).
    case stepBy(StepSize, forward: Bool)
    case slower, faster
    /// Auto-play on or off: paused, the cursor steps visit by visit by itself.
    case autoPlay
    case largeFonts
    /// The presenter's layout on or off.
    case present
    /// Presenting: the next side panel (Tab), after the last back to the one each step needs.
    case nextPresenterPanel
    case fullScreen
    case screenshot
    /// Start or stop recording the session to a trace file.
    case record
    /// Leave a marker in the recording.
    case mark
    case help
    case shake
    /// Two-finger mode on or off.
    case twoFingers
    case selectExample(index: Int)
    case nextExample(forward: Bool)
    case selectVariant(String?)
    /// The scene's next variant (V): the default after the last, so the presenter's layout, which has no
    /// examples' list, switches too.
    case nextVariant
    /// Inspect mode on or off: a click selects a view rather than touching.
    case inspect
    /// The next or previous view in the hierarchy tree becomes the selection.
    /// Selects the view of the tree's row at this index (a click on the row).
    case selectTreeRow(Int)
    case selectRow(forward: Bool)
    case clearSelection
    /// Fold or unfold the selected view's subviews in the tree.
    case fold
    /// What if the selected view's flag (or its recognizers') were the other way? Replays the session with it.
    case whatIf(WhatIfProperty)
    /// Moves which of the selected view's recognizers the recognizer what-if keys flip: the next, or all.
    case focusNextRecognizer
    /// Searches the changes that would give the selected view the last touch (`fix`), a slice a frame.
    case fix
    /// Esc: step out of the help, full screen or a pause (`EscapeKey`); never quit.
    case escape
    case quit
}

extension WindowCommand {
    /// Whether holding its key repeats it (stepping through the log does; toggles do not).
    package var repeatsWhenHeld: Bool {
        if case .step = self { return true }
        if case .stepBy = self { return true }
        return false
    }
}

/// What Esc does in the window: it steps out of the innermost state the window is in — the help, then full
/// screen, then a selection, then inspect mode, then a pause — and never quits, so a presenter reaching for it to leave full screen does not end the
/// demo (Ctrl+Q and the window's close button quit).
package enum EscapeKey {
    /// The command Esc stands for now; nil when there is nothing to step out of.
    package static func command(showsHelp: Bool, isFullScreen: Bool, isPaused: Bool, hasSelection: Bool = false,
                                isInspecting: Bool = false) -> WindowCommand? {
        if showsHelp { return .help }
        if isFullScreen { return .fullScreen }
        if hasSelection { return .clearSelection }
        if isInspecting { return .inspect }
        if isPaused { return .pause }
        return nil
    }
}

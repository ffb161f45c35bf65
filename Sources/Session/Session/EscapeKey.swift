/// What Esc does in the window: it steps out of the innermost state the window is in — the help, then full
/// screen, then a pause — and never quits, so a presenter reaching for it to leave full screen does not end the
/// demo (Ctrl+Q and the window's close button quit).
package enum EscapeKey {
    /// The command Esc stands for now; nil when there is nothing to step out of.
    package static func command(showsHelp: Bool, isFullScreen: Bool, isPaused: Bool) -> WindowCommand? {
        if showsHelp { return .help }
        if isFullScreen { return .fullScreen }
        if isPaused { return .pause }
        return nil
    }
}

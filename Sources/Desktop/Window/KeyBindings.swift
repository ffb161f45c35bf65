import Session
internal import CSDL2

/// A key with the modifiers that matter for shortcuts (Alt is the mouse's second finger, never a shortcut's).
package struct KeyChord: Hashable, Sendable {
    /// SDL's keycode (the character of the key, unshifted, for printable keys).
    package var key: Int32
    package var control = false
    package var shift = false

    package init(_ key: Int32, control: Bool = false, shift: Bool = false) {
        (self.key, self.control, self.shift) = (key, control, shift)
    }

    package init(_ character: Character, control: Bool = false, shift: Bool = false) {
        self.init(Int32(character.unicodeScalars.first!.value), control: control, shift: shift)
    }
}

/// The window's own shortcuts: one table for handling keys and for the help overlay. Keys not in it go to the
/// simulated app's first responder.
@MainActor
package enum KeyBindings {
    package struct Binding {
        package let chords: [KeyChord]
        /// The keys as the help shows them.
        package let label: String
        package let command: WindowCommand
        package let help: String
    }

    package static let table: [Binding] =
        Overlay.allCases.compactMap { overlay in
            overlay.key.map { key in
                Binding(chords: [KeyChord(key)], label: String(key), command: .toggle(overlay),
                        help: "show or hide " + OverlayUnits.unit(for: overlay).helpName)
            }
        } + [
            Binding(chords: [KeyChord(Int32(SDLK_SPACE.rawValue))], label: "Space", command: .pause,
                    help: "pause or resume time"),
            Binding(chords: [KeyChord(Int32(SDLK_RIGHT.rawValue))], label: "→", command: .step(forward: true),
                    help: "paused: next log record (replaying: next input)"),
            Binding(chords: [KeyChord(Int32(SDLK_LEFT.rawValue))], label: "←", command: .step(forward: false),
                    help: "paused: step back one record"),
            Binding(chords: [KeyChord("i")], label: "I", command: .inspect,
                    help: "inspect mode: a click selects the view under it"),
            Binding(chords: [KeyChord(Int32(SDLK_DOWN.rawValue))], label: "↓", command: .selectRow(forward: true),
                    help: "select the next view in the tree"),
            Binding(chords: [KeyChord(Int32(SDLK_UP.rawValue))], label: "↑", command: .selectRow(forward: false),
                    help: "select the previous view in the tree"),
            Binding(chords: [KeyChord(Int32(SDLK_RIGHT.rawValue), shift: true)], label: "Shift+→",
                    command: .stepBy(.visit, forward: true), help: "step to the next view hit-testing asks"),
            Binding(chords: [KeyChord(Int32(SDLK_LEFT.rawValue), shift: true)], label: "Shift+←",
                    command: .stepBy(.visit, forward: false), help: "step back to the previous view asked"),
            Binding(chords: [KeyChord(Int32(SDLK_RIGHT.rawValue), control: true)], label: "Ctrl+→",
                    command: .stepBy(.phase, forward: true),
                    help: "step to the next phase: hit-test, recognizers, delivery, actions"),
            Binding(chords: [KeyChord(Int32(SDLK_LEFT.rawValue), control: true)], label: "Ctrl+←",
                    command: .stepBy(.phase, forward: false), help: "step back to the start of a phase"),
            Binding(chords: [KeyChord("o")], label: "O", command: .fold,
                    help: "fold or unfold the selected view's subviews in the tree"),
            Binding(chords: [KeyChord("h", shift: true)], label: "Shift+H", command: .whatIf(.hidden),
                    help: "what if: hidden — flips it on the selected view, replays the session"),
            Binding(chords: [KeyChord("u")], label: "U", command: .whatIf(.isUserInteractionEnabled),
                    help: "what if: isUserInteractionEnabled"),
            Binding(chords: [KeyChord("c")], label: "C", command: .whatIf(.clipsToBounds),
                    help: "what if: clipsToBounds"),
            Binding(chords: [KeyChord("o", shift: true)], label: "Shift+O", command: .whatIf(.alpha),
                    help: "what if: alpha 0 (or back to 1)"),
            Binding(chords: [KeyChord("e")], label: "E", command: .whatIf(.isEnabled),
                    help: "what if: isEnabled (a control's, else its recognizers')"),
            Binding(chords: [KeyChord("d")], label: "D", command: .whatIf(.delaysContentTouches),
                    help: "what if: a scroll view's delaysContentTouches"),
            Binding(chords: [KeyChord("k")], label: "K", command: .whatIf(.canCancelContentTouches),
                    help: "what if: a scroll view's canCancelContentTouches"),
            Binding(chords: [KeyChord("f", shift: true)], label: "Shift+F", command: .fix,
                    help: "fix: the smallest changes that give the selected view the touch, with their Swift"),
            Binding(chords: [KeyChord("g")], label: "G", command: .focusNextRecognizer,
                    help: "X, B, N act on the view's next recognizer (then all)"),
            Binding(chords: [KeyChord("x")], label: "X", command: .whatIf(.cancelsTouchesInView),
                    help: "what if: its recognizers' cancelsTouchesInView"),
            Binding(chords: [KeyChord("b")], label: "B", command: .whatIf(.delaysTouchesBegan),
                    help: "what if: its recognizers' delaysTouchesBegan"),
            Binding(chords: [KeyChord("n")], label: "N", command: .whatIf(.delaysTouchesEnded),
                    help: "what if: its recognizers' delaysTouchesEnded"),
            Binding(chords: [KeyChord("a", shift: true)], label: "Shift+A", command: .autoPlay,
                    help: "auto-play: steps through the touch by itself"),
            Binding(chords: [KeyChord("[")], label: "[", command: .slower, help: "slower (down to ×0.1)"),
            Binding(chords: [KeyChord("]")], label: "]", command: .faster, help: "faster (up to ×1)"),
            Binding(chords: [KeyChord(Int32(SDLK_PAGEDOWN.rawValue))], label: "Page Down",
                    command: .nextExample(forward: true), help: "next example"),
            Binding(chords: [KeyChord(Int32(SDLK_PAGEUP.rawValue))], label: "Page Up",
                    command: .nextExample(forward: false), help: "previous example"),
            Binding(chords: [KeyChord("f")], label: "F", command: .largeFonts, help: "large fonts, for projectors"),
            Binding(chords: [KeyChord(Int32(SDLK_F5.rawValue)), KeyChord("p", shift: true)], label: "F5 or Shift+P",
                    command: .present, help: "presenter's layout: the phone full height, one panel, a large caption"),
            Binding(chords: [KeyChord("v")], label: "V", command: .nextVariant,
                    help: "the scene's next variant (its fix), then the default again"),
            Binding(chords: [KeyChord(Int32(SDLK_TAB.rawValue))], label: "Tab", command: .nextPresenterPanel,
                    help: "presenting: the next side panel (then back to the one each step needs)"),
            Binding(chords: [KeyChord(Int32(SDLK_F11.rawValue))], label: "F11", command: .fullScreen,
                    help: "full screen"),
            Binding(chords: [KeyChord("p")], label: "P", command: .screenshot,
                    help: "save a screenshot (PNG, current directory)"),
            Binding(chords: [KeyChord("r")], label: "R", command: .record,
                    help: "record the session to a .trace file, or stop"),
            Binding(chords: [KeyChord("m")], label: "M", command: .mark, help: "recording: leave a marker"),
            Binding(chords: [KeyChord("t")], label: "T", command: .twoFingers,
                    help: "two-finger mode: a drag is two mirrored fingers"),
            Binding(chords: [KeyChord("z", control: true, shift: true)], label: "Ctrl+Shift+Z", command: .shake,
                    help: "shake the device (Ctrl+Cmd+Z in the iOS Simulator)"),
            Binding(chords: [KeyChord("h"), KeyChord("/", shift: true)], label: "H or ?", command: .help,
                    help: "this help"),
            Binding(chords: [KeyChord(Int32(SDLK_ESCAPE.rawValue))], label: "Esc", command: .escape,
                    help: "closes help, full screen, selection, inspect, pause; never quits"),
            Binding(chords: [KeyChord("q", control: true)], label: "Ctrl+Q", command: .quit, help: "quit"),
        ]

    /// What the mouse does, for the help (not commands: the mouse is the finger).
    package static let mouseHelp: [(label: String, help: String)] = [
        ("Drag", "one finger"),
        ("Alt + drag", "two fingers mirrored about the centre: pinch, rotate (or T, then drag)"),
        ("Shift+Alt + drag", "two fingers moving together: two-finger pan"),
        ("Wheel", "scroll the log or the examples"),
    ]

    package static func command(for chord: KeyChord) -> WindowCommand? {
        table.first { $0.chords.contains(chord) }?.command
    }
}

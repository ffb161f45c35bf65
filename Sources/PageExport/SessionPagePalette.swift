import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The page's colours for the hit-test outcomes, the responder chain and the recognizers' states, emitted from
/// the window's own (`ChromeStyle`, `RecognizerStateStyle`), so the window and the page never differ: as the
/// script's `colors`, `darkText` (the colours a badge's number is dark on) and `stateColors` (each state as the
/// log names it, and "waiting"), and as the style's `.o-…` classes.
enum SessionPagePalette {
    /// Each outcome's word (`HitTestPass.Outcome.word`) and the chain's, with its colour.
    static let colors: [(name: String, color: DrawColor)] = [
        ("inside", ChromeStyle.inside), ("outside", ChromeStyle.outside), ("skipped", ChromeStyle.skipped),
        ("declined", ChromeStyle.declined), ("hit", ChromeStyle.hit), ("asking", ChromeStyle.asking),
        ("chain", ChromeStyle.chain),
    ]

    /// Each recognizer state's name as the log writes it, and "waiting", with its colour.
    static let stateColors: [(name: String, color: DrawColor)] =
        [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed]
            .map { ($0.logName, RecognizerStateStyle.color(of: $0)) }
        + [("waiting", RecognizerStateStyle.waiting)]

    static var script: String {
        func object(_ entries: [(name: String, color: DrawColor)]) -> String {
            "{" + entries.map { "\($0.name): \"\($0.color.hex)\"" }.joined(separator: ", ") + "}"
        }
        let dark = colors.filter { $0.color.readableText != .white }.map { "\"\($0.color.hex)\"" }.joined(separator: ", ")
        return "const colors = \(object(colors));\nconst darkText = [\(dark)];\nconst stateColors = \(object(stateColors));\n"
    }

    static var style: String {
        colors.map { ".o-\($0.name){color:\($0.color.hex)\($0.name == "hit" ? ";font-weight:700" : "")}" }.joined()
    }

    /// The colour of `name`, as the page writes it.
    static func hex(_ name: String) -> String { colors.first { $0.name == name }?.color.hex ?? "#ffffff" }
}

import Diagnosis
import Dispatcher
import Foundation
import Session

/// The page's colours for the hit-test outcomes and the responder chain, emitted from the window's own
/// (`ChromeStyle`), so the phone in the window and on the page never differ: as the script's `colors` and
/// `darkText` (the colours a badge's number is dark on) and as the style's `.o-…` classes.
enum SessionPagePalette {
    /// Each outcome's word (`HitTestPass.Outcome.word`) and the chain's, with its colour.
    static let colors: [(name: String, color: DrawColor)] = [
        ("inside", ChromeStyle.inside), ("outside", ChromeStyle.outside), ("skipped", ChromeStyle.skipped),
        ("declined", ChromeStyle.declined), ("hit", ChromeStyle.hit), ("asking", ChromeStyle.asking),
        ("chain", ChromeStyle.chain),
    ]

    static var script: String {
        let entries = colors.map { "\($0.name): \"\($0.color.hex)\"" }.joined(separator: ", ")
        let dark = colors.filter { $0.color.readableText != .white }.map { "\"\($0.color.hex)\"" }.joined(separator: ", ")
        return "const colors = {\(entries)};\nconst darkText = [\(dark)];\n"
    }

    static var style: String {
        colors.map { ".o-\($0.name){color:\($0.color.hex)\($0.name == "hit" ? ";font-weight:700" : "")}" }.joined()
    }

    /// The colour of `name`, as the page writes it.
    static func hex(_ name: String) -> String { colors.first { $0.name == name }?.color.hex ?? "#ffffff" }
}

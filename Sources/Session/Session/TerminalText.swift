/// Text from scene files, dumps, traces and command lines made safe to print on a terminal: a control character
/// (C0 but line feed and tab, DEL, C1) or a bidirectional override is shown as `\u{1B}`, so a class name or a log
/// line cannot move the cursor, retitle the window, hide text or reorder it.
///
/// JSON output (`--json`) shows them as JSON's own escapes (`\u001B`) instead, so it stays valid JSON: they can stand
/// only inside its strings, since the encoder writes nothing else outside them.
package enum TerminalText {
    package static func safe(_ text: String, json: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                out.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let shown = json ? "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex : "\\u{\(hex)}"
            out.append(contentsOf: shown.unicodeScalars)
        }
        return String(out)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true  // embeddings, overrides and isolates
        default: false
        }
    }
}

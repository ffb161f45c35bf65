import Foundation

/// Writes "sim-desktop: `message`" as a line on standard error (warnings, failures, what the window saved),
/// terminal-safe: messages quote what people and files gave, and that text may hold escape sequences.
package func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data(("sim-desktop: " + TerminalText.safe(message) + "\n").utf8))
}

/// Writes `text` as a line on standard output, terminal-safe: every command's answer goes through here (`json`: a
/// `--json` answer, kept valid JSON).
package func printToStandardOutput(_ text: String, json: Bool = false) {
    Swift.print(TerminalText.safe(text, json: json))
}

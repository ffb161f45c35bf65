import Foundation
import Synchronization

/// Writes "sim-desktop: `message`" as a line on standard error (warnings, failures, what the window saved),
/// terminal-safe: messages quote what people and files gave, and that text may hold escape sequences.
package func printToStandardError(_ message: String) {
    printRaw("sim-desktop: " + TerminalText.safe(message), error: true)
}

/// Writes `text` as a line on standard output, terminal-safe: every command's answer goes through here (`json`: a
/// `--json` answer, kept valid JSON).
package func printToStandardOutput(_ text: String, json: Bool = false) {
    printRaw(TerminalText.safe(text, json: json), error: false)
}

/// Writes a line, already made terminal-safe, on standard output or error — or into the task's
/// `CommandOutput.capture`, for a command run in process.
package func printRaw(_ text: String, error: Bool) {
    let line = text + "\n"
    if let capture = CommandOutput.capture {
        capture.append(line, error: error)
    } else if error {
        FileHandle.standardError.write(Data(line.utf8))
    } else {
        // Buffered, as the C library buffers standard output: a long log costs a few writes, not one a line.
        Swift.print(line, terminator: "")
    }
}

/// What a command run in process wrote, standard output and error apart: a test sets one for its task
/// (`CommandOutput.$capture.withValue`) and every line the command prints goes there instead.
package final class CommandOutput: Sendable {
    @TaskLocal package static var capture: CommandOutput?

    private let texts = Mutex((output: "", error: ""))

    package init() {}

    package var output: String { texts.withLock { $0.output } }
    package var error: String { texts.withLock { $0.error } }

    func append(_ line: String, error: Bool) {
        texts.withLock { if error { $0.error += line } else { $0.output += line } }
    }
}

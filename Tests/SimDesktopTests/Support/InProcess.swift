import Foundation
import Session
import SimDesktopCLI

/// Runs one command line in this process, as `sim-desktop` would run it — the same parsing, the same exit code
/// (`SimDesktop.run`) — with what it prints captured: no process started, so a test asking hundreds of questions
/// takes a fraction of the time. Commands that read standard input or open a window are run as a process
/// (`runSimDesktop`).
@MainActor
func runInProcess(_ arguments: [String]) async -> (status: Int32, stdout: String, stderr: String) {
    let output = CommandOutput()
    let status = await CommandOutput.$capture.withValue(output) { await SimDesktop.run(arguments) }
    return (status, output.output, output.error)
}

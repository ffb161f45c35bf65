import Foundation

/// Writes "sim-desktop: `message`" as a line on standard error (warnings, failures, what the window saved).
package func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data(("sim-desktop: " + message + "\n").utf8))
}

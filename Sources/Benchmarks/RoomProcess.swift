import Foundation

/// A `sim-desktop serve` started as a teacher starts it, on a free port, with the addresses it prints: the load
/// figures and the live room's tests drive it from outside, as browsers do.
package final class RoomProcess {
    package let process = Process()
    /// `http://127.0.0.1:PORT`, the join code and the teacher's address.
    package private(set) var base = ""
    package private(set) var code = ""
    package private(set) var teacher = ""

    /// Starts `executable serve --port 0 ARGUMENTS` and waits (up to a minute) for its addresses.
    package init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("Ctrl+C"), Date() < deadline {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        func after(_ marker: String) -> String? {
            text.range(of: marker).map { String(text[$0.upperBound...].prefix { !$0.isWhitespace }) }
        }
        guard let base = after("students open "), let code = after("type the code "),
              let teacher = after("keep it to yourself): ")
        else {
            stop()
            throw RoomProcessError(text: text)
        }
        (self.base, self.code, self.teacher) = (base.hasSuffix("/") ? String(base.dropLast()) : base, code, teacher)
    }

    /// The WebSocket address of a page: a student's (`room`) or the teacher's.
    package var studentSocket: String { base.replacingOccurrences(of: "http://", with: "ws://") + "/room/\(code)/ws" }
    package var teacherSocket: String { teacher.replacingOccurrences(of: "http://", with: "ws://") + "/ws" }

    /// The server's resident memory, in MB (Linux's /proc).
    package var residentMB: Double {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }

    package func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    deinit { stop() }
}

package struct RoomProcessError: Error, CustomStringConvertible {
    let text: String
    package var description: String { "sim-desktop serve printed no addresses: \(text.prefix(500))" }
}

import Foundation
import Testing

/// Every `$ sim-desktop …` command the README shows runs as written and exits 0 — in a scratch copy of `docs/`, so
/// the screenshots it writes do not touch the repository. A command that opens the window gets `--exit-after 2`
/// (under SDL's dummy video driver), the only change, so it ends.
@Suite("The README's commands", .serialized)
struct ReadmeCommandsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README's shell commands: `$ sim-desktop` lines of its plain code blocks, continuations joined.
    static func commands() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [String] = []
        var block: String?, pending: String?  // the open block's language ("" for a plain one)
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                block = block == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            guard block == "" else { continue }
            if var command = pending ?? (line.hasPrefix("$ sim-desktop ") ? "" : nil) {
                command += (pending == nil ? String(line.dropFirst(2)) : " " + line.trimmingCharacters(in: .whitespaces))
                if command.hasSuffix("\\") {
                    pending = String(command.dropLast()).trimmingCharacters(in: .whitespaces)
                } else {
                    pending = nil
                    commands.append(command)
                }
            }
        }
        return commands
    }

    @Test("the README shows commands, and each runs as written")
    func everyCommandRuns() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 10)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-readme-\(getpid())")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("docs"), to: scratch.appendingPathComponent("docs"))
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        for command in commands {
            var line = command.components(separatedBy: "    #").first!.trimmingCharacters(in: .whitespaces)
            let opensWindow = line.contains(" replay ") && !line.contains("--headless")
            if opensWindow { line += " --exit-after 2" }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-o", "pipefail", "-c", line.hasSuffix("| head -8") ? line.replacingOccurrences(of: "| head -8", with: "| head -8; exit ${PIPESTATUS[0]}") : line]
            process.currentDirectoryURL = scratch
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "")
            environment["SDL_VIDEODRIVER"] = "dummy"
            process.environment = environment
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(line)\n\(message)")
        }
    }
}

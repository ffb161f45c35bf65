import Foundation
import Testing

/// Every `$ sim-desktop …` command the README and the guides (docs/guide/) show runs as written and exits 0, and
/// where a block shows its output, the lines shown are what it prints, in that order (a block may show the first
/// lines only) — in a scratch copy of `docs/`, so the files commands write do not touch the repository. A command
/// that opens the window gets `--exit-after 2` (under SDL's dummy video driver), the only change, so it ends.
@Suite("The docs' commands", .serialized)
struct DocsCommandsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A command a doc shows, and the output lines shown under it (empty: none shown).
    struct Shown: Equatable {
        var command: String
        var output: [String] = []
    }

    /// The files whose commands are run: the README and every guide.
    static func files() throws -> [URL] {
        let guides = root.appendingPathComponent("docs/guide")
        let pages = try FileManager.default.contentsOfDirectory(at: guides, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        return [root.appendingPathComponent("README.md")] + pages
    }

    /// A doc's shell commands: `$ sim-desktop` lines of its plain code blocks, continuations joined, each with the
    /// lines after it in its block up to the next `$ ` line.
    static func commands(in text: String) -> [Shown] {
        var found: [Shown] = []
        var block: String?, pending: String?  // the open block's language ("" for a plain one)
        var collecting = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                block = block == nil ? String(line.dropFirst(3)) : nil
                collecting = false
                continue
            }
            guard block == "" else { continue }
            if var command = pending ?? (line.hasPrefix("$ sim-desktop ") ? "" : nil) {
                command += (pending == nil ? String(line.dropFirst(2)) : " " + line.trimmingCharacters(in: .whitespaces))
                if command.hasSuffix("\\") {
                    pending = String(command.dropLast()).trimmingCharacters(in: .whitespaces)
                } else {
                    pending = nil
                    found.append(Shown(command: command))
                    collecting = true
                }
            } else if line.hasPrefix("$ ") {
                collecting = false
            } else if collecting, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                found[found.count - 1].output.append(line)
            }
        }
        return found
    }

    @Test("the README is for everyone: under 250 lines, its Quick start the two commands, the guides linked")
    func readmeIsShort() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.components(separatedBy: "\n").count < 250)
        let quickStart = try #require(readme.components(separatedBy: "## Quick start").dropFirst().first?.components(separatedBy: "## ").first)
        let block = quickStart.components(separatedBy: "```").dropFirst().first?.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(block == "make run\nmake test")
        for guide in ["developer", "teacher", "contributor", "commands"] { #expect(readme.contains("(docs/guide/\(guide).md")) }
    }

    @Test("the reader: a command, its continuation and the output shown under it")
    func reader() {
        let text = "```\n$ sim-desktop why x \\\n    --tap 1,2\nThe touch goes to A.\n$ ls\nnot ours\n```\n```swift\n$ sim-desktop no\n```"
        #expect(Self.commands(in: text) == [Shown(command: "sim-desktop why x --tap 1,2", output: ["The touch goes to A."])])
    }

    @Test("the README and the guides show commands, and each runs as written, printing what is shown")
    func everyCommandRuns() throws {
        var all: [(file: String, shown: Shown)] = []
        for file in try Self.files() {
            for shown in Self.commands(in: try String(contentsOf: file, encoding: .utf8)) { all.append((file.lastPathComponent, shown)) }
        }
        #expect(all.count >= 40, "\(all.count)")
        #expect(all.contains { $0.file == "README.md" })
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-docs-\(getpid())")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("docs"), to: scratch.appendingPathComponent("docs"))
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        for (file, shown) in all {
            var line = shown.command.components(separatedBy: "    #").first!.trimmingCharacters(in: .whitespaces)
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
            let (output, errors) = (scratch.appendingPathComponent("out.txt"), scratch.appendingPathComponent("err.txt"))
            try Data().write(to: output)
            try Data().write(to: errors)
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            process.waitUntilExit()
            let printed = try String(contentsOf: output, encoding: .utf8) + (try String(contentsOf: errors, encoding: .utf8))
            #expect(process.terminationStatus == 0, "\(file): \(line)\n\(printed.suffix(2_000))")
            // The lines shown, in order, among the lines printed (trailing spaces aside; "…" or "..." stands for lines left out).
            var rest = printed.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }[...]
            for expected in shown.output.map({ $0.trimmingCharacters(in: .whitespaces) }) where !expected.hasPrefix("…") && !expected.hasPrefix("...") {
                guard let at = rest.firstIndex(of: expected) else {
                    Issue.record("\(file): `\(line)` shows a line it does not print: \(expected)\nit printed:\n\(printed.prefix(3_000))")
                    break
                }
                rest = rest[(at + 1)...]
            }
        }
    }
}

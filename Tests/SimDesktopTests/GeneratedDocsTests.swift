import Diagnosis
import Examples
import Foundation
import Testing

/// The parts of the docs made from the code, so they cannot go stale: the command reference (docs/guide/commands.md,
/// every command's `--help` as swift-argument-parser writes it), the examples' table (from the gallery's registry)
/// and the lint rules' table (from lint's). Each is compared with what is shipped; `TOUCHSIM_REGENERATE_GOLDEN=1`
/// writes them.
@Suite("The docs made from the code", .serialized)
@MainActor
struct GeneratedDocsTests {
    static let root = DocsCommandsTests.root
    static let regenerating = ProcessInfo.processInfo.environment["TOUCHSIM_REGENERATE_GOLDEN"] == "1"
    static let note = "regenerate with `TOUCHSIM_REGENERATE_GOLDEN=1 swift test --filter GeneratedDocsTests`"

    @Test("docs/guide/commands.md is every command's --help, as the program prints it")
    func commandReference() throws {
        var text = """
            # sim-desktop's commands

            Every command's `--help`, as swift-argument-parser writes it from the command line's declarations (their
            doc comments and help texts are the contract). Made by `Tests/SimDesktopTests/GeneratedDocsTests.swift`; \
            \(Self.note). The guides explain when to use which: [developer.md](developer.md), \
            [teacher.md](teacher.md).


            """
        let overview = try Self.help([])
        let names = Self.subcommands(in: overview)
        #expect(names.count >= 14 && names.contains("why") && names.contains("serve"), "\(names)")
        text += "## sim-desktop\n\n```text\n\(overview)\n```\n"
        for name in names { text += "\n## sim-desktop \(name)\n\n```text\n\(try Self.help([name]))\n```\n" }
        try Self.check(Self.root.appendingPathComponent("docs/guide/commands.md"), text)
    }

    @Test("the teacher's guide lists every example of the gallery, with its seed, title and variants")
    func examplesTable() throws {
        var table = "| id | seed | title | variants |\n|---|---|---|---|\n"
        for example in Gallery.all {
            let variants = example.variants.map { "`\($0)`" }.joined(separator: ", ")
            table += "| `\(example.id)` | \(example.seed.isEmpty ? "—" : example.seed) | \(Self.cell(example.title)) | \(variants) |\n"
        }
        try Self.replace("examples", in: "docs/guide/teacher.md", with: table)
    }

    @Test("the developer's guide lists every lint rule, with its level and what it finds")
    func lintRulesTable() throws {
        var table = "| rule | level | what it finds |\n|---|---|---|\n"
        for rule in LintChecks.rules { table += "| `\(rule.rawValue)` | \(rule.level.rawValue) | \(Self.cell(rule.explanation)) |\n" }
        try Self.replace("lint rules", in: "docs/guide/developer.md", with: table)
    }

    /// A table cell's text: a bar would end the cell.
    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// `sim-desktop help ARGUMENTS` (or `--help`), at a fixed width.
    static func help(_ arguments: [String]) throws -> String {
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = binaries.appendingPathComponent("sim-desktop")
        process.arguments = arguments.isEmpty ? ["--help"] : ["help"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "110"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The subcommands an overview lists (`open (default)` is `open`).
    static func subcommands(in overview: String) -> [String] {
        guard let section = overview.components(separatedBy: "SUBCOMMANDS:").last else { return [] }
        return section.components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let word = line.split(separator: " ").first else { return nil }
            return String(word)
        }.filter { $0 != "See" }
    }

    /// The text between a guide's markers for `name`, made again.
    static func replace(_ name: String, in path: String, with generated: String) throws {
        let file = root.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        let (start, end) = ("<!-- generated: \(name) (GeneratedDocsTests) -->\n", "<!-- end of generated: \(name) -->")
        let begin = try #require(text.range(of: start), "\(path) has no marker for \(name)")
        let finish = try #require(text.range(of: end, range: begin.upperBound..<text.endIndex))
        try check(file, text.replacingCharacters(in: begin.upperBound..<finish.lowerBound, with: generated))
    }

    /// Writes `text` to `file` when regenerating; else expects the file to hold it.
    static func check(_ file: URL, _ text: String) throws {
        if regenerating { try text.write(to: file, atomically: true, encoding: .utf8); return }
        let shipped = try String(contentsOf: file, encoding: .utf8)
        #expect(shipped == text, "\(file.lastPathComponent) is out of date: \(note)")
    }
}

import Foundation
import Testing

/// docs/uikit-rules.md states the UIKit rules the simulator follows. Comments and tests cite them by number, so
/// every number cited must be in the doc; and nothing may point at the spec outside the repository it replaced.
@Suite("docs/uikit-rules.md: every cited rule exists, nothing points outside the repository")
struct UIKitRulesDocTests {
    /// The repository: this file is Tests/DispatcherTests/UIKitRulesDocTests.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The regular files under `folder`, at any depth.
    static func files(under folder: String) -> [URL] {
        let walk = FileManager.default.enumerator(
            at: root.appendingPathComponent(folder), includingPropertiesForKeys: [.isRegularFileKey])
        return (walk?.allObjects ?? []).compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    /// The numbers the doc defines: its section (`## R4 …`) and rule (`### R4.10 …`) headings.
    static func definedRules() throws -> Set<String> {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/uikit-rules.md"), encoding: .utf8)
        let heading = #/^#{2,3} (R\d+(?:\.\d+)?) /#.anchorsMatchLineEndings()
        return Set(doc.matches(of: heading).map { String($0.output.1) })
    }

    @Test("each rule cited as `uikit-rules.md R…` in Sources/ and Tests/ is defined in the doc")
    func citedRulesExist() throws {
        let defined = try Self.definedRules()
        #expect(defined.count > 50)
        // A citation names one rule or several: "R4.13", "R3, R4.10–R4.12", "R4–R7 and R9".
        let citation = #/uikit-rules\.md((?:(?:\s|,|and|–)*R\d+(?:\.\d+)?)+)/#
        let number = #/R\d+(?:\.\d+)?/#
        var cited = 0
        var undefined: [String] = []
        for file in Self.files(under: "Sources") + Self.files(under: "Tests") where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: citation) {
                for rule in match.output.1.matches(of: number) {
                    cited += 1
                    if !defined.contains(String(rule.output)) {
                        undefined.append("\(file.lastPathComponent): \(rule.output)")
                    }
                }
            }
        }
        #expect(cited > 30)
        #expect(undefined.isEmpty, "cited, but not defined in docs/uikit-rules.md: \(undefined)")
    }

    @Test("no file in Sources/, Tests/, docs/ or README.md mentions the spec outside the repository")
    func nothingPointsOutside() throws {
        let needle = Data(("shared" + "/spec").utf8)  // in two pieces, so this file does not mention it
        let files = Self.files(under: "Sources") + Self.files(under: "Tests") + Self.files(under: "docs")
            + [Self.root.appendingPathComponent("README.md")]
        #expect(files.count > 100)
        let offenders = try files.filter { try Data(contentsOf: $0).range(of: needle) != nil }
        #expect(offenders.isEmpty, "mention it: \(offenders.map(\.path))")
    }
}

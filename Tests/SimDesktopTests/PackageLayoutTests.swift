import Foundation
import Testing

/// The targets' arrows are declared, not borrowed: every module a target's sources import that the package
/// builds (a target, or a product of a dependency) is among the dependencies Package.swift gives that target, and
/// the engine's libraries import nothing of the window.
@Suite("The package's layout")
struct PackageLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each target's name and the names in its `dependencies:` list, read from Package.swift's text.
    static func declaredTargets() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        let pattern = try NSRegularExpression(pattern: #"\.(?:target|testTarget|executableTarget|macro)\(\s*name:\s*"([^"]+)""#)
        let ns = text as NSString
        let matches = pattern.matches(in: text, range: NSRange(location: 0, length: ns.length))
        for (index, match) in matches.enumerated() {
            let name = ns.substring(with: match.range(at: 1))
            // This target's declaration: up to the next one.
            let end = index + 1 < matches.count ? matches[index + 1].range.location : ns.length
            let declaration = ns.substring(with: NSRange(location: match.range.upperBound, length: end - match.range.upperBound))
            guard let start = declaration.range(of: "dependencies:") else {
                targets[name] = []
                continue
            }
            var depth = 0
            var list = ""
            for character in declaration[start.upperBound...] {
                if character == "[" { depth += 1 }
                if character == "]" { depth -= 1 }
                if depth == 0, !list.isEmpty { break }
                if depth > 0 { list.append(character) }
            }
            let names = try NSRegularExpression(pattern: #""([^"]+)""#)
                .matches(in: list, range: NSRange(location: 0, length: (list as NSString).length))
                .map { (list as NSString).substring(with: $0.range(at: 1)) }
            targets[name] = Set(names)
        }
        return targets
    }

    /// The modules a folder's Swift files import.
    static func imports(under folder: URL) -> Set<String> {
        var modules: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.contains("import ") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), words.indices.contains(index + 1),
                   words[..<index].allSatisfy({ $0.hasPrefix("@") })
                {
                    modules.insert(String(words[index + 1]))
                }
            }
        }
        return modules
    }

    @Test("every target declares the package's modules it imports")
    func importsAreDeclared() throws {
        let targets = try Self.declaredTargets()
        #expect(targets.count > 15, "Package.swift's targets were read")
        let products = ["ArgumentParser", "Yams", "SwiftSyntax", "SwiftDiagnostics", "SwiftSyntaxMacros",
                        "SwiftCompilerPlugin", "SwiftSyntaxMacrosTestSupport", "MCP", "Logging", "SystemPackage"]
        let known = Set(targets.keys).union(products)
        for (target, dependencies) in targets.sorted(by: { $0.key < $1.key }) {
            let folder = Self.root.appendingPathComponent(target.hasSuffix("Tests") ? "Tests" : "Sources")
                .appendingPathComponent(target)
            let undeclared = Self.imports(under: folder).intersection(known).subtracting(dependencies).subtracting([target])
            #expect(undeclared.isEmpty, "\(target) imports \(undeclared.sorted()) without declaring them")
        }
    }

    @Test("the engine and the questions asked of it import nothing of the window")
    func layersPointDown() throws {
        let window: Set<String> = ["Session", "Desktop", "PageExport", "SimDesktopCLI", "CSDL2", "Benchmarks"]
        for target in ["ViewModel", "Dispatcher", "Traces", "ExampleKit", "Examples", "Scenes", "Diagnosis", "Questions"] {
            let imported = Self.imports(under: Self.root.appendingPathComponent("Sources").appendingPathComponent(target))
            #expect(imported.isDisjoint(with: window), "\(target) imports \(imported.intersection(window).sorted())")
        }
    }

    @Test("commands throw and only `main` exits, so every command runs in process (`SimDesktop.run`)")
    func onlyMainExits() throws {
        var exits: [String] = []
        let folder = Self.root.appendingPathComponent("Sources/SimDesktopCLI")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("exit(") && !line.contains("withError") {
                exits.append(file.lastPathComponent + ": " + line.trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(exits == ["SimDesktop.swift: Foundation.exit(await run(Array(CommandLine.arguments.dropFirst())))"], "\(exits)")
    }

    @Test("the capture is a package of its own that depends on nothing, and touchsim's package no longer offers it as a product")
    func captureStandsAlone() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Capture/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".library(name: "TouchCapture", targets: ["TouchCapture"])"#))
        #expect(!manifest.contains(".package(") && !manifest.contains("unsafeFlags") && !manifest.contains("dependencies:"))
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Capture/Sources/TouchCapture").path)
        #expect(sources == ["TouchCapture.swift"], "one file, which an app can also take whole")
        let capture = try String(contentsOf: Self.root.appendingPathComponent("Capture/Sources/TouchCapture/TouchCapture.swift"), encoding: .utf8)
        #expect(capture.contains("\n#if DEBUG || TOUCHSIM\n") && capture.hasSuffix("#endif  // DEBUG || TOUCHSIM\n"))
        let main = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!main.contains(#".library(name: "TouchCapture""#))
    }
}


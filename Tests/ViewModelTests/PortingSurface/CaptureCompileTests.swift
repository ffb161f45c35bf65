import Foundation
import Testing

/// The capture (`Capture/Sources/TouchCapture/TouchCapture.swift`) is meant for Apple's UIKit, and this machine has
/// none: so it is compiled here against ViewModel, in Swift 6 mode, and every ViewModel declaration the compiler
/// resolves its names to must be Apple's (on docs/uikit-names.txt, or an override of a name there). That is
/// ViewModel with every touchsim-only name hidden: a touchsim name, SPI or an adaptation, fails the check, as it
/// would fail to compile against Apple's SDK. Code for the Objective-C runtime (`#if canImport(UIKit)`) is not
/// compiled here; its branch without UIKit may use touchsim's own names, since it never builds on a device.
@Suite("The capture compiles against ViewModel using Apple's names only")
struct CaptureCompileTests {
    static let capture = "Capture/Sources/TouchCapture/TouchCapture.swift"

    /// One reference the compiler resolved to a ViewModel declaration: where in the capture, and its name as
    /// Apple's list writes it (`UIControl.Event.touchDown`).
    struct Reference: Hashable {
        let line: Int
        let name: String
        /// The declaration's file and line (`/…/UITextField.swift:12`).
        var declaredAt = ""
    }

    @Test("swiftc -swift-version 6 compiles it without a warning, and every ViewModel name it uses is Apple's")
    func compilesWithApplesNames() throws {
        let root = PortingSurfaceTests.root
        let modules = try #require(["debug", "x86_64-unknown-linux-gnu/debug", "aarch64-unknown-linux-gnu/debug"]
            .map { root.appendingPathComponent(".build/\($0)/Modules") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("ViewModel.swiftmodule").path) },
            "build the package first (swift build --build-tests): ViewModel's module is what the capture compiles against")
        let (status, ast, diagnostics) = try Self.swiftc(["-dump-ast", "-swift-version", "6", "-I", modules.path, "-D", "TOUCHSIM",
                                                          Self.capture])
        #expect(status == 0, "the capture does not compile:\n\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "the capture compiles with warnings:\n\(diagnostics)")

        let references = Self.references(in: ast)
        #expect(references.count > 100, "the compiler's references were not read: \(references.count)")
        let apple = try PortingSurfaceTests.appleNames()
        let surface = try PublicSurface.declarations(under: root.appendingPathComponent("Sources/ViewModel"))
        let hierarchy = ClassHierarchy(surface)
        let withoutUIKit = try Self.linesWithoutUIKit(String(contentsOf: root.appendingPathComponent(Self.capture), encoding: .utf8))
        var touchsims: [String] = []
        for reference in references where !apple.names.contains(reference.name) {
            // An override's name is its superclass's (a recognizer's `description` is NSObject's).
            let member = reference.name.split(separator: ".").last.map(String.init) ?? reference.name
            let owner = String(reference.name.dropLast(member.count + 1))
            if hierarchy.ancestors(of: owner).contains(where: { apple.names.contains("\($0).\(member)") }) { continue }
            if withoutUIKit.contains(reference.line) { continue }
            // A case of Apple's enum: the list holds the enum, whose cases are Apple's with it.
            if apple.names.contains(owner), try Self.isCase(reference.declaredAt) { continue }
            touchsims.append("\(Self.capture):\(reference.line): \(reference.name)")
        }
        #expect(touchsims.isEmpty, "names Apple's UIKit does not have (docs/uikit-names.txt):\n\(touchsims.joined(separator: "\n"))")
    }

    @Test("the check's reader: a resolved reference and the lines of a branch without UIKit")
    func readers() {
        let ast = #"(declref_expr type="Bool" location=Capture/Sources/TouchCapture/TouchCapture.swift:12:5 "#
            + #"range=[x] decl="ViewModel.(file).UIControl extension.Event.touchDown@/p/UIControl+Event.swift:9:20")"#
            + "\n" + #"(declref_expr location=Capture/Sources/TouchCapture/TouchCapture.swift:13:5 decl="Swift.(file).print")"#
        #expect(Self.references(in: ast) == [Reference(line: 12, name: "UIControl.Event.touchDown", declaredAt: "/p/UIControl+Event.swift:9")])
        let source = "a\n#if canImport(ObjectiveC) && canImport(UIKit)\nb\n#if DEBUG\nc\n#endif\n#else\nd\n#endif\ne"
        #expect(Self.linesWithoutUIKit(source) == [8])
    }

    /// Every ViewModel declaration the AST's expressions in the capture refer to.
    static func references(in ast: String) -> Set<Reference> {
        var found: Set<Reference> = []
        for line in ast.split(separator: "\n") {
            guard let at = line.range(of: "location=\(capture):"), let decl = line.range(of: #"decl="ViewModel.(file)."#) else { continue }
            guard let number = Int(line[at.upperBound...].prefix { $0.isNumber }) else { continue }
            let rest = line[decl.upperBound...]
            let name = rest.prefix { $0 != "@" && $0 != "\"" }
            let place = rest.dropFirst(name.count + 1).prefix { $0 != "\"" }.split(separator: ":").prefix(2).joined(separator: ":")
            found.insert(Reference(line: number, name: name.replacingOccurrences(of: " extension", with: ""), declaredAt: place))
        }
        return found
    }

    /// Whether the declaration at `place` (`file:line`) is an enum's case.
    static func isCase(_ place: String) throws -> Bool {
        let parts = place.split(separator: ":")
        guard parts.count == 2, let line = Int(parts[1]), line > 0 else { return false }
        let source = try String(contentsOfFile: String(parts[0]), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return source.indices.contains(line - 1) && source[line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("case ")
    }

    /// The line numbers inside the `#else` of an `#if` that tests `canImport(UIKit)`: code only touchsim builds.
    static func linesWithoutUIKit(_ source: String) -> Set<Int> {
        var stack: [(testsUIKit: Bool, inElse: Bool)] = []
        var lines: Set<Int> = []
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                stack.append((line.contains("canImport(UIKit)"), false))
            } else if line.hasPrefix("#else"), !stack.isEmpty {
                stack[stack.count - 1].inElse = true
            } else if line.hasPrefix("#endif"), !stack.isEmpty {
                stack.removeLast()
            } else if stack.contains(where: { $0.testsUIKit && $0.inElse }) {
                lines.insert(index + 1)
            }
        }
        return lines
    }

    /// Runs swiftc (from PATH) in the package's folder and returns its status, output and diagnostics (through
    /// files: the AST is megabytes, more than a pipe holds).
    static func swiftc(_ arguments: [String]) throws -> (Int32, String, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (output, errors) = (folder.appendingPathComponent("out"), folder.appendingPathComponent("err"))
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = PortingSurfaceTests.root
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8), try String(contentsOf: errors, encoding: .utf8))
    }
}

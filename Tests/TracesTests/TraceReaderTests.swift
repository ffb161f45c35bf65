import Foundation
import Testing
@testable import Dispatcher
@testable import Traces

private func write(_ text: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-\(UUID().uuidString).trace").path
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}

private func readAll(_ path: String, skipping: Bool = false) throws(TraceError) -> ([TraceItem], [String]) {
    let reader = try TraceReader(path: path, skippingBadLines: skipping)
    var items: [TraceItem] = []
    while let item = try reader.next() { items.append(item) }
    return (items, reader.warnings)
}

private let header = #"{"type": "header", "format": "touchsim-trace", "version": 1, "app": "touchsim", "example": "hit-test-order", "variant": null, "screen": {"width": 390, "height": 844, "scale": 3}, "device": "iphone"}"#

@Suite("Trace reader")
struct TraceReaderTests {
    @Test func readsEveryKindOfRecord() throws {
        let path = write("""
            \(header)
            {"t": 0.000000, "finger": 0, "phase": "down", "x": 280, "y": 215, "pressure": 0.5}
            {"type": "log", "seq": 1, "t": 0.000000, "kind": "hitTest", "text": "-[UIWindow hitTest:withEvent:]", "obj": "UIWindow#1"}
            {"type": "marker", "t": 0.01, "label": "look here"}
            {"t": 0.05, "finger": 0, "phase": "up", "x": 280, "y": 215}
            {"type": "end", "t": 2.05}

            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (items, warnings) = try readAll(path)
        #expect(warnings.isEmpty)
        #expect(items.count == 6)
        guard case .header(let parsed) = items[0] else { Issue.record("no header"); return }
        #expect(parsed.example == "hit-test-order" && parsed.variant == nil && parsed.screenWidth == 390)
        #expect(items[1] == .input(InputRecord(t: 0, finger: 0, phase: .down, x: 280, y: 215, pressure: 0.5)))
        #expect(items[2] == .log(TraceLogLine(seq: 1, t: 0, kind: "hitTest", text: "-[UIWindow hitTest:withEvent:]", object: "UIWindow#1")))
        #expect(items[3] == .marker(t: 0.01, label: "look here"))
        #expect(items[5] == .end(t: 2.05))
    }

    @Test("input records alone are a valid trace")
    func inputsAlone() throws {
        let path = write(#"{"t": 0, "finger": 0, "phase": "down", "x": 1, "y": 2}"# + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try readAll(path).0.count == 1)
    }

    @Test("a cut-short last line is a warning; everything before it is read")
    func truncatedLastLine() throws {
        let path = write(header + "\n" + #"{"t": 0, "finger": 0, "phase": "down", "x": 1, "y": 2}"# + "\n" + #"{"t": 0.1, "fin"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (items, warnings) = try readAll(path)
        #expect(items.count == 2)
        #expect(warnings.count == 1 && warnings[0].contains("line 3"))
    }

    @Test("a corrupt line in the middle is an error with its line number, or skipped with --skip-bad")
    func corruptMiddleLine() throws {
        let path = write(header + "\nnot json\n" + #"{"t": 0, "finger": 0, "phase": "down", "x": 1, "y": 2}"# + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: TraceError.bad(line: 2, message: "not a JSON object: not json")) { try readAll(path) }
        let (items, warnings) = try readAll(path, skipping: true)
        #expect(items.count == 2 && warnings.count == 1)
    }

    @Test("a header's what-if changes read back as written; a bad \"set\" is a line-numbered error")
    func headerSettings() throws {
        let written = TraceHeader(example: "gesture-vs-touches", settings: ["A.hidden=true", "B \"quoted\".alpha=0.5"])
        let path = write(written.jsonLine + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try readAll(path).0 == [.header(written)])
        #expect(!TraceHeader(example: "x").jsonLine.contains("set"), "no changes, no field: older traces unchanged")
        let withSet = { (value: String) in header.replacingOccurrences(of: #""device": "iphone"}"#,
                                                                       with: #""device": "iphone", "set": "# + value + "}") }
        for bad in ["\"A.hidden=true\"", "[1]", "[" + Array(repeating: "\"a.b=c\"", count: 1_001).joined(separator: ",") + "]",
                    "[\"" + String(repeating: "x", count: 1_001) + "\"]"] {
            let badPath = write(withSet(bad) + "\n")
            defer { try? FileManager.default.removeItem(atPath: badPath) }
            #expect { try readAll(badPath) } throws: { error in
                guard case TraceError.bad(1, let message) = error else { return false }
                return message.contains("\"set\"")
            }
        }
    }

    @Test("an unknown format version is named, with the versions this build reads")
    func unknownVersion() {
        let path = write(header.replacingOccurrences(of: #""version": 1"#, with: #""version": 7"#) + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: TraceError.unknownVersion(7)) { try readAll(path) }
        #expect(TraceError.unknownVersion(7).description.contains("reads version 1"))
    }

    @Test("a huge line is reported, not loaded, and reading goes on past it with --skip-bad")
    func hugeLine() throws {
        let huge = String(repeating: "x", count: TraceReader.maximumLineLength * 3)
        let path = write(header + "\n" + huge + "\n" + #"{"t": 0, "finger": 0, "phase": "down", "x": 1, "y": 2}"# + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (items, warnings) = try readAll(path, skipping: true)
        #expect(items.count == 2)
        #expect(warnings.first?.contains("longer than") == true)
    }

    /// A bounded fuzz run inside `make test`; set TOUCHSIM_FUZZ_ITERATIONS for a longer one.
    @Test("fuzz: malformed, truncated and random lines never crash the reader")
    func fuzz() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["TOUCHSIM_FUZZ_ITERATIONS"] ?? "") ?? 300
        let good = [
            header,
            #"{"t": 0.5, "finger": 1, "phase": "down", "x": 10, "y": 20}"#,
            ##"{"type": "log", "seq": 3, "t": 0.5, "kind": "note", "text": "# held: \"x\" \\ y"}"##,
            #"{"type": "marker", "t": 1, "label": "é 漢字"}"#,
            #"{"t": 1, "key": "a", "phase": "began"}"#,
        ]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<iterations {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                var line = Array(good.randomElement(using: &rng)!.utf8)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: line = Array(line.prefix(Int.random(in: 0...line.count, using: &rng)))
                case 1: if !line.isEmpty { line[Int.random(in: 0..<line.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
                case 2: line = (0..<Int.random(in: 0...80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                case 3: line.insert(contentsOf: Array(#"{"a":[1,{"b":null}],"#.utf8), at: 0)
                default: break
                }
                text += String(decoding: line, as: UTF8.self) + "\n"
            }
            let path = write(text)
            _ = try? readAll(path, skipping: Bool.random(using: &rng))
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

@Suite("JSON lines")
struct JSONLineTests {
    @Test("numbers parsed without strings are the very doubles Double(String) gives")
    func fastDecimalsAreExact() throws {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let whole = Int.random(in: -99_999...99_999, using: &rng)
            let fraction = Int.random(in: 0..<1_000_000, using: &rng)
            let text = "\(whole).\(String(repeating: "0", count: 6 - String(fraction).count))\(fraction)"
            let parsed = try JSONLine.parse(Substring(#"{"n": \#(text)}"#))
            #expect(parsed["n"] == .number(Double(text)!), "\(text)")
        }
    }

    @Test func parsesNestingEscapesAndLiterals() throws {
        let fields = try JSONLine.parse(Substring(#"{"a": [1, {"b": null}], "s": "q\"\\\n\u00e9", "t": true, "e": 1e3}"#))
        #expect(fields["a"] == .array([.number(1), .object(["b": .null])]))
        #expect(fields["s"] == .string("q\"\\\né"))
        #expect(fields["t"] == .bool(true))
        #expect(fields["e"] == .number(1000))
        #expect(throws: JSONLine.Failure.nonFinite) { try JSONLine.parse(Substring(#"{"x": 1e999}"#)) }
        #expect(throws: JSONLine.Failure.malformed) { try JSONLine.parse(Substring(#"{"x": 1} x"#)) }
    }
}

@Suite("Trace writing faults")
@MainActor
struct TraceWriterFaultTests {
    @Test("a full disk is reported, not a crash or a silent loss", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func fullDisk() throws {
        let writer = try TraceWriter(path: "/dev/full", header: TraceHeader(example: "hit-test-order"), names: ObjectNames())
        writer.mark("m", at: 0)
        writer.finish(at: 1)
        #expect(writer.failure?.contains("No space left") == true)
        #expect(throws: TraceError.self) { try ChromeTraceExporter.export(tracePath: "/nonexistent.trace", to: "/dev/null") }
    }
}

import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher
@testable import Traces

/// Issue 9: every class of hostile input found by the attack run is a clear, line-numbered error — never a
/// trap, a hang or a silent loss — and what the program writes, it reads back.
@Suite("Hostile input: numbers, nesting, JSON grammar, line ends, runaway files")
struct HostileInputTests {
    private func scriptError(_ text: String) -> String? {
        do {
            _ = try InputScript(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    private func writeFile(_ bytes: [UInt8]) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-\(UUID().uuidString)").path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    private func readTrace(_ path: String, skipping: Bool = false) -> (items: Int, error: String?) {
        do {
            let reader = try TraceReader(path: path, skippingBadLines: skipping)
            var items = 0
            while try reader.next() != nil { items += 1 }
            return (items, nil)
        } catch {
            return (0, error.description)
        }
    }

    private static let header = #"{"type": "header", "format": "touchsim-trace", "version": 1, "app": "touchsim", "example": "hit-test-order", "variant": null, "screen": {"width": 390, "height": 844, "scale": 3}, "device": "iphone"}"#

    @Test("numbers that would trap as integers or times are out-of-range errors with the line number",
          arguments: [
              (#"{"t": 0, "finger": 0, "phase": "down", "x": 12345678901234567890, "y": 1}"#, #""x" is 1.2345678901234567e+19, outside"#),
              (#"{"t": 1e13, "finger": 0, "phase": "down", "x": 1, "y": 1}"#, #""t" is 10000000000000.0, outside 0…1000000"#),
              (#"{"t": 0, "finger": 0, "phase": "down", "x": 1e20, "y": 1}"#, #""x" is 1e+20, outside"#),
              (#"{"t": 0, "finger": 0, "phase": "down", "x": -1e19, "y": 1}"#, #""x" is -1e+19, outside"#),
              (#"{"t": 0, "finger": 0, "phase": "down", "x": 1e308, "y": 1}"#, #""x" is 1e+308, outside"#),
              (#"{"t": 0, "finger": 0, "phase": "down", "x": 1, "y": 1, "pressure": 1e308}"#, #""pressure" is 1e+308, outside 0…1000"#),
              (#"{"t": 0, "key": "a\u0001", "phase": "began"}"#, "no control characters"),
          ])
    func numbersOutOfRange(line: String, message: String) {
        let error = scriptError("// a comment\n" + line)
        #expect(error?.hasPrefix("line 2: ") == true)
        #expect(error?.contains(message) == true, "\(error ?? "no error")")
    }

    @Test("trace numbers: a header version, a log record's seq and t out of range are line-numbered errors",
          arguments: [
              (#"{"type": "header", "format": "touchsim-trace", "version": 1e300, "app": "a", "example": "hit-test-order"}"#, 1, #""version" is 1e+300"#),
              (#"{"type": "header", "format": "touchsim-trace", "version": 1.5, "app": "a", "example": "hit-test-order"}"#, 1, "not a whole number"),
              (#"{"type": "log", "seq": 1e19, "t": 0, "kind": "note", "text": "x"}"#, 2, #""seq" is 1e+19"#),
              (#"{"type": "log", "seq": 1, "t": 1e13, "kind": "note", "text": "x"}"#, 2, #""t" is 10000000000000.0"#),
              (#"{"type": "end", "t": -1}"#, 2, #""t" is -1.0"#),
          ])
    func traceNumbersOutOfRange(line: String, lineNumber: Int, message: String) {
        let text = lineNumber == 1 ? line + "\n" : Self.header + "\n" + line + "\n"
        let path = writeFile(Array(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = readTrace(path).error
        #expect(error?.hasPrefix("line \(lineNumber): ") == true, "\(error ?? "no error")")
        #expect(error?.contains(message) == true, "\(error ?? "no error")")
    }

    @Test("100,000 nested brackets are an error, not a stack overflow")
    func deepNesting() {
        let line = #"{"t": 0, "x": "# + String(repeating: "[", count: 100_000) + "}"
        #expect(scriptError(line) == "line 1: arrays or objects nested more than 32 deep: \(line.prefix(60))")
        #expect(throws: JSONLine.Failure.tooDeep) { try JSONLine.parse(Substring(line)) }
    }

    @Test("a string of a million escapes parses in linear time, to the right text")
    func manyEscapes() throws {
        let count = 1_000_000
        let line = #"{"s": ""# + String(repeating: #"\u0041"#, count: count) + #""}"#
        let fields = try JSONLine.parse(Substring(line))
        #expect(fields["s"] == .string(String(repeating: "A", count: count)))
    }

    @Test("numbers outside JSON's grammar are malformed", arguments: ["+0.1", "00", ".5", "1.", "-", "1e", "01.5", "0x10", "1e+"])
    func notJSONNumbers(text: String) {
        #expect(throws: JSONLine.Failure.malformed) { try JSONLine.parse(Substring(#"{"n": \#(text)}"#)) }
    }

    @Test("JSON numbers in its grammar parse", arguments: [("0", 0.0), ("-0.5", -0.5), ("1e3", 1000), ("2E-2", 0.02), ("10.25", 10.25)])
    func jsonNumbers(text: String, value: Double) throws {
        #expect(try JSONLine.parse(Substring(#"{"n": \#(text)}"#))["n"] == .number(value))
    }

    @Test("strings: a surrogate pair is one scalar; a lone surrogate and invalid UTF-8 are malformed, never replaced")
    func stringsAndUTF8() throws {
        #expect(try JSONLine.parse(Substring(#"{"s": "\ud83d\ude00 é"}"#))["s"] == .string("😀 é"))
        #expect(throws: JSONLine.Failure.malformed) { try JSONLine.parse(Substring(#"{"s": "\ud83d"}"#)) }
        #expect(throws: JSONLine.Failure.malformed) { try JSONLine.parse(Substring(#"{"s": "\ude00x"}"#)) }
        let invalid: [UInt8] = Array(#"{"s": "a"#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
        #expect(throws: JSONLine.Failure.malformed) { try JSONLine.parse(invalid[...]) }
        let escapedInvalid: [UInt8] = Array(#"{"s": "\n"#.utf8) + [0xC3] + Array(#""}"#.utf8)
        #expect(throws: JSONLine.Failure.malformed) { try JSONLine.parse(escapedInvalid[...]) }
    }

    @Test("CRLF line ends and a byte-order mark: every line is read, a comment first hides nothing, a bad line is found")
    func lineEnds() throws {
        let good = "\u{FEFF}// taps\r\n{\"t\": 0, \"finger\": 0, \"phase\": \"down\", \"x\": 1, \"y\": 2}\r\n"
            + "{\"t\": 0.05, \"finger\": 0, \"phase\": \"up\", \"x\": 1, \"y\": 2}\r\n"
        #expect(try InputScript(parsing: good).records.count == 2)
        #expect(scriptError(good + "{\"t\": 1}\r\n")?.hasPrefix("line 4: ") == true)
        let path = writeFile(Array((Self.header + "\r\n" + good.dropFirst()).utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(readTrace(path).items == 3)
    }

    @Test("a file that never ends in a line (/dev/zero) stops with an error in bounded time; a directory is named as one")
    func runawayFiles() {
        let zero = readTrace("/dev/zero", skipping: true)
        #expect(zero.error == nil)  // with --skip-bad the runaway line is a warning and reading stops
        let reader = try? TraceReader(path: "/dev/zero")
        #expect(throws: TraceError.self) { _ = try reader?.next() }
        let directory = readTrace(FileManager.default.temporaryDirectory.path)
        #expect(directory.error?.hasSuffix("it is a directory") == true)
    }

    @Test("what record writes, the reader reads back: a key with a quote and a control character, a long fraction")
    @MainActor
    func recordWritesWhatItReads() throws {
        let key = InputRecord(t: 1, key: "\"\\", phase: .began)
        let parsed = try JSONLine.parse(Substring(key.jsonLine))
        #expect(parsed["key"] == .string("\"\\"))
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = UIViewController()
        sim.show(window)
        sim.touchDown(at: CGPoint(x: 19.9999996, y: 0.1234567))
        let played = sim.log.records.compactMap { record -> InputRecord? in
            if case .input(let input) = record.kind { return input }
            return nil
        }
        #expect(played.first.map { ($0.x, $0.y) } ?? (0, 0) == (20, 0.123457))
        #expect(played.first?.jsonLine.contains(#""x": 20, "y": 0.123457"#) == true)
    }
}

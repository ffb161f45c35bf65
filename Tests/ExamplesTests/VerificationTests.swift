import Dispatcher
import Examples
import Foundation
import Testing
import Traces
@_spi(Engine) import ViewModel

/// Issue 9: `--verify` passes only what is identical. A recorded trace is tampered with — a field rewritten, two
/// lines swapped, a header or marker edited, a bit flipped anywhere — and each tampering must be found: a read
/// error, or a difference.
@Suite("Verification finds every change to a recorded trace")
@MainActor
struct VerificationTests {
    private static let example = Gallery.example(id: "table-vs-background-tap")!

    /// The trace of the example's demo input, with a marker, as lines.
    private func recordedLines() throws -> [String] {
        let path = temporaryPath("verify.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sim = Simulator()
        Self.example.build(in: sim)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: Self.example.id), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        Self.example.demoInput.forEach(sim.play)
        writer.mark("look here", at: sim.now)
        sim.advance(by: 1)
        writer.finish(at: sim.now)
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The outcome of verifying `lines`: nil when it passed, else the error or the difference.
    private func verify(_ lines: [String], partial: Bool = false) -> String? {
        let path = temporaryPath("tampered.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        FileManager.default.createFile(atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        let sim = Simulator()
        Self.example.build(in: sim)
        let replay = TraceReplay(path: path, acceptingCutRecording: partial)
        do {
            try replay.play(into: sim, verify: true)
        } catch {
            return "\(error)"
        }
        return replay.difference?.description
    }

    @Test("the untouched trace passes")
    func untouched() throws {
        #expect(verify(try recordedLines()) == nil)
    }

    @Test("a rewritten kind, object, other object or selector is found, and the field named",
          arguments: [("kind", "\"kind\": \"message\"", "\"kind\": \"note\""), ("obj", "\"obj\": \"", "\"obj\": \"X"),
                      ("other", "\"other\": \"", "\"other\": \"X"), ("sel", "\"sel\": \"", "\"sel\": \"x")])
    func rewrittenField(field: String, find: String, replace: String) throws {
        var lines = try recordedLines()
        let index = try #require(lines.firstIndex { $0.contains(find) })
        lines[index] = lines[index].replacingOccurrences(of: find, with: replace)
        let outcome = verify(lines)
        #expect(outcome?.contains("differs from the recording in \(field)") == true, "\(outcome ?? "passed")")
    }

    @Test("every swap of two adjacent different lines is found")
    func adjacentSwaps() throws {
        let lines = try recordedLines()
        var passed: [Int] = []
        for index in 1..<(lines.count - 2) where lines[index] != lines[index + 1] {
            var swapped = lines
            swapped.swapAt(index, index + 1)
            if verify(swapped) == nil { passed.append(index) }
        }
        #expect(passed.isEmpty, "swaps that passed at lines \(passed.map { $0 + 1 })")
    }

    @Test("an edited header (app, device, variant) or marker is found by the digest")
    func headerAndMarker() throws {
        let lines = try recordedLines()
        for (find, replace) in [("touchsim 0.3", "touchsim 9"), ("\"iphone\"", "\"ipad\""),
                                ("\"variant\": null", "\"variant\": \"x\""), ("look here", "look there")] {
            var edited = lines
            let index = try #require(edited.firstIndex { $0.contains(find) })
            edited[index] = edited[index].replacingOccurrences(of: find, with: replace)
            let outcome = verify(edited)
            #expect(outcome?.contains("digest") == true, "\(find): \(outcome ?? "passed")")
        }
    }

    @Test("a trace without its end record fails, and passes with --partial")
    func cutTrace() throws {
        let lines = try recordedLines()
        let cut = Array(lines.prefix(lines.count / 2))
        #expect(verify(cut)?.contains("no end record") == true)
        #expect(verify(cut, partial: true) == nil)
    }

    @Test("random bit flips anywhere are all found", arguments: 0..<4)
    func bitFlips(seed: Int) throws {
        let original = Array((try recordedLines().joined(separator: "\n") + "\n").utf8)
        var rng = SplitMix(seed: UInt64(seed) &+ 99)
        var passed: [String] = []
        for _ in 0..<40 {
            var bytes = original
            let offset = Int(rng.next() % UInt64(bytes.count - 1))  // not the final newline
            bytes[offset] ^= UInt8(1 << (rng.next() % 8))
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            if bytes == original { continue }
            if verify(Array(lines.dropLast())) == nil {
                passed.append("byte \(offset): \(String(decoding: original[max(0, offset - 20)..<min(original.count, offset + 20)], as: UTF8.self))")
            }
        }
        #expect(passed.isEmpty, "\(passed)")
    }
}

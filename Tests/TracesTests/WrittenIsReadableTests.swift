import Dispatcher
import Foundation
import Glibc
import Testing
@testable import Traces

/// Issue 19, "what the program writes it reads back": the trace writer checks every line as the reader will, and
/// stops (saying why) rather than write one the reader refuses; scene files and dumps are read with a bound that
/// holds before anything is held; a comparison's counts are bounded by a number, not by the trace.
@Suite("Written is readable; reads are bounded", .serialized)
@MainActor
struct WrittenIsReadableTests {
    private func path(_ name: String) -> String { NSTemporaryDirectory() + "touchsim-readable-\(getpid())-\(name)" }

    @Test("an input the reader would refuse stops the trace with the reason: a finger down twice, a point or time out of range")
    func inputs() throws {
        let cases: [([InputRecord], String)] = [
            ([InputRecord(t: 0, phase: .down, x: 1, y: 1), InputRecord(t: 1, phase: .down, x: 1, y: 1)], "already down"),
            ([InputRecord(t: 0, phase: .down, x: 2e6, y: 1)], "outside -1000000…1000000"),
            ([InputRecord(t: 2e6, phase: .down, x: 1, y: 1)], "outside 0…1000000"),
            ([InputRecord(t: 0, phase: .up, x: 1, y: 1)], "before its down"),
            ([InputRecord(t: 0, key: "\u{1B}", phase: .began)], "key name"),
        ]
        for (inputs, words) in cases {
            let trace = path("inputs.trace")
            defer { unlink(trace) }
            let sim = Simulator()
            let writer = try TraceWriter(path: trace, header: TraceHeader(example: "double-tap"), names: ObjectNames(windows: sim.application.windows))
            writer.follow(sim.log)
            for input in inputs { sim.play(input) }
            writer.finish(at: sim.now)
            #expect(writer.failure?.contains(words) == true, "\(words): \(writer.failure ?? "no failure")")
        }
    }

    @Test("a header the reader would refuse is refused before the file is touched; an end past the limit is a failure")
    func headers() throws {
        let trace = path("header.trace")
        defer { unlink(trace) }
        let many = TraceHeader(example: "double-tap", settings: Array(repeating: "EView.hidden=true", count: 1_001))
        #expect(throws: TraceError.self) { try TraceWriter(path: trace, header: many, names: ObjectNames()) }
        let long = TraceHeader(example: "double-tap", settings: ["E" + String(repeating: "x", count: 1_000) + ".hidden=true"])
        #expect(throws: TraceError.self) { try TraceWriter(path: trace, header: long, names: ObjectNames()) }
        #expect(!FileManager.default.fileExists(atPath: trace))
        let writer = try TraceWriter(path: trace, header: TraceHeader(example: "double-tap"), names: ObjectNames())
        writer.finish(at: 1_000_001)
        #expect(writer.failure?.contains("cannot end there") == true)
    }

    @Test("a file over the limit is refused before it is read: a sparse GiB, /dev/zero, a directory")
    func boundedReads() throws {
        let huge = path("huge.yaml")
        defer { unlink(huge) }
        #expect(FileManager.default.createFile(atPath: huge, contents: nil) && truncate(huge, 1 << 30) == 0)
        for source in [huge, "/dev/zero"] {
            do {
                _ = try InputFile.read(source, limit: 128 * 1024, what: "a scene file")
                Issue.record("\(source) was read")
            } catch {
                #expect(error.description.contains("too large for a scene file"), "\(error)")
            }
        }
        #expect(throws: InputFile.Failure.self) { try InputFile.read(NSTemporaryDirectory(), limit: 10, what: "x") }
        #expect(throws: InputFile.Failure.self) { try InputFile.read(path("missing"), limit: 10, what: "x") }
        let small = path("small.yaml")
        defer { unlink(small) }
        try Data("views: []".utf8).write(to: URL(fileURLWithPath: small))
        #expect(try InputFile.read(small, limit: 9, what: "x") == Array("views: []".utf8), "exactly at the limit reads")
    }

    @Test("a tally keeps at most its limit of values a category, the rest counted together")
    func boundedTally() {
        var tally = DecisionTally()
        for n in 0..<5_000 {
            tally.read(TraceLogLine(seq: n, t: 0, kind: "note", text: "note \(n)", object: nil, other: nil, selector: nil))
        }
        let notes = tally.counts[.decisions] ?? [:]
        #expect(notes.count == DecisionTally.maximumValues + 1)
        #expect(notes[DecisionTally.otherValues] == 5_000 - DecisionTally.maximumValues)
    }
}

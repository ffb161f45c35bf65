import Dispatcher
import Examples
import Foundation
import Fuzzing
import Testing
import Traces
@_spi(Engine) import ViewModel

/// The fuzz target of issue 9: mutants of a seed corpus — a real recorded trace and one seed per class of hostile
/// input the attack run found — go through the script parser, the trace reader (stopping and skipping) and, when
/// they still name an example, a verified replay. Nothing may trap or hang; every outcome is a value or an error.
/// Deterministic (SplitMix, seeded): a failing iteration is replayed from its number. `make test` runs
/// `defaultIterations`; `TOUCHSIM_FUZZ_ITERATIONS=100000 swift test --filter FuzzTests` runs longer.
@Suite("Fuzz: mutated scripts and traces through the reader and the replay")
@MainActor
struct FuzzTests {
    static let defaultIterations = 400

    /// One seed per class of hostile input in issue 9, plus pieces a mutator can splice in.
    static let hostileSeeds: [String] = [
        #"{"t": 0, "finger": 0, "phase": "down", "x": 12345678901234567890, "y": 1}"#,
        #"{"t": 1e13, "finger": 0, "phase": "down", "x": 1e20, "y": -1e19}"#,
        #"{"type": "header", "format": "touchsim-trace", "version": 1e300, "app": "a", "example": "double-tap"}"#,
        #"{"type": "log", "seq": 1e19, "t": 1e13, "kind": "note", "text": "x"}"#,
        #"{"type": "end", "t": 5e-324}"#,
        #"{"t": 0, "x": "# + String(repeating: "[", count: 2_000),
        #"{"s": ""# + String(repeating: #"\u0041"#, count: 5_000) + #""}"#,
        #"{"t": +0.1, "a": 00, "b": .5, "c": 1.}"#,
        #"{"key": "\ud83d\ude00", "lone": "\ud800", "t": 0, "phase": "began"}"#,
        "// comment\r\n{\"t\": 0, \"finger\": 0, \"phase\": \"down\", \"x\": 1, \"y\": 1}\r\n{\"t\": 1}\r\n",
        "\u{FEFF}{\"t\": 0, \"shake\": \"began\"}",
        #"{"t": 0, "finger": 0, "phase": "down", "x": 19.9999996, "y": 1, "pressure": 1e308}"#,
        "{\"t\": 0, \"key\": \"a\u{1}b\", \"phase\": \"began\"}",
        #"{"t": 0, "key": ""# + String(repeating: "k", count: 70_000) + #"", "phase": "began"}"#,
    ]

    static let tokens = [
        "1e308", "-0", "[[[[", #"\ud800"#, "\r\n", "\u{FEFF}", "9999999999999999999", "5e-324", "null", "\"", "\\",
        "{", "}", ",", "\n", "NaN", "-1e19", "0.000001", #""type": "end", "#, #""type": "log", "#,
    ]

    /// A recorded trace of an example's demo input: the mutants' most realistic seed.
    static func recordedTrace(_ example: Example) throws -> String {
        let path = temporaryPath("fuzz-seed.trace")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sim = Simulator()
        example.build(in: sim)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: example.id), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        example.demoInput.forEach(sim.play)
        writer.mark("seed", at: sim.now)
        sim.advance(by: 0.5)
        writer.finish(at: sim.now)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("mutants never trap or hang the script parser, the trace reader or a verified replay")
    func fuzz() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["TOUCHSIM_FUZZ_ITERATIONS"] ?? "")
            ?? Self.defaultIterations
        let examples = [Gallery.example(id: "double-tap")!, Gallery.example(id: "table-vs-background-tap")!]
        let seeds = try examples.map { Array(try Self.recordedTrace($0).utf8) } + Self.hostileSeeds.map { Array($0.utf8) }
        let mutator = ByteMutator(seeds: seeds, tokens: Self.tokens)
        var rng = SplitMix(seed: 0x7061_6E69_6321)
        var outcomes = (parsed: 0, errors: 0, replayed: 0)
        for _ in 0..<iterations {
            let mutant = mutator.mutant(&rng)
            let text = String(decoding: mutant, as: UTF8.self)
            if (try? InputScript(parsing: text, onBadLine: .skip)) != nil { outcomes.parsed += 1 }
            let path = temporaryPath("fuzz.trace")
            defer { try? FileManager.default.removeItem(atPath: path) }
            FileManager.default.createFile(atPath: path, contents: Data(mutant))
            for skipping in [false, true] {
                do {
                    let reader = try TraceReader(path: path, skippingBadLines: skipping)
                    while try reader.next() != nil {}
                } catch {
                    outcomes.errors += 1
                }
            }
            if let header = try? TraceReplay.header(of: path), let example = Gallery.example(id: header.example),
                header.variant.map(example.variants.contains) ?? true
            {
                let sim = Simulator()
                example.build(in: sim, variant: header.variant)
                let replay = TraceReplay(path: path, skippingBadLines: true, acceptingCutRecording: true)
                try? replay.play(into: sim, verify: true)
                outcomes.replayed += 1
            }
        }
        // Every class was exercised: some mutants parse, some are errors, some replay.
        #expect(outcomes.errors > 0 && outcomes.replayed > 0, "\(outcomes)")
    }
}

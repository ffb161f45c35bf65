import Dispatcher
import Examples
import Foundation
import Testing
import Traces
@_spi(Engine) import ViewModel

/// A trace written to a `.zst` path is Zstandard-compressed; every reader takes it, whatever its name, and it
/// verifies as the plain form does.
@Suite("Traces: the compressed form")
@MainActor
struct CompressedTraceTests {
    /// Records the example's demo input to `path`, as `sim-desktop record` does.
    private func record(_ example: Example, to path: String) throws {
        let sim = Simulator()
        example.build(in: sim)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: example.id), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        example.demoInput.forEach(sim.play)
        sim.advance(by: 2)
        writer.finish(at: sim.now)
        #expect(writer.failure == nil)
    }

    private func lines(_ path: String) throws -> [TraceItem] {
        let reader = try TraceReader(path: path)
        var items: [TraceItem] = []
        while let item = try reader.next() { items.append(item) }
        return items
    }

    private func replay(_ path: String, _ example: Example, partial: Bool = false) throws -> TraceReplay {
        let sim = Simulator()
        example.build(in: sim)
        let replay = TraceReplay(path: path, acceptingCutRecording: partial)
        try replay.play(into: sim, verify: true)
        return replay
    }

    @Test("a .zst trace holds the same lines as the plain one, is smaller, and verifies")
    func sameLinesSmaller() throws {
        let example = Gallery.example(id: "table-vs-background-tap")!
        let plain = temporaryPath("plain.trace"), packed = temporaryPath("packed.trace.zst")
        defer { [plain, packed].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try record(example, to: plain)
        try record(example, to: packed)
        let size = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int }
        #expect(try size(packed) * 5 < size(plain))
        #expect(try !Data(contentsOf: URL(fileURLWithPath: packed)).starts(with: Data("{".utf8)))
        #expect(try lines(packed) == lines(plain))
        let replay = try replay(packed, example)
        #expect(replay.difference == nil && replay.comparedRecords > 0)
    }

    @Test("a compressed trace is known by its content, not its name")
    func knownByContent() throws {
        let example = Gallery.example(id: "hit-test-order")!
        let packed = temporaryPath("a.trace.zst"), renamed = temporaryPath("renamed.trace")
        defer { [packed, renamed].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try record(example, to: packed)
        try FileManager.default.copyItem(atPath: packed, toPath: renamed)
        #expect(try replay(renamed, example).difference == nil)
    }

    @Test("a compressed trace cut short reads up to its last complete block, as a killed recorder's plain one does")
    func cutShort() throws {
        let example = Gallery.example(id: "table-vs-background-tap")!
        let packed = temporaryPath("whole.trace.zst"), cut = temporaryPath("cut.trace.zst")
        defer { [packed, cut].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        // Many flushes, so the file has many blocks.
        let sim = Simulator()
        example.build(in: sim)
        let writer = try TraceWriter(path: packed, header: TraceHeader(example: example.id), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        for (index, input) in (example.demoInput + example.demoInput.map { shifted($0, by: 5) }).enumerated() {
            sim.play(input)
            if index % 2 == 0 { writer.flush() }
        }
        writer.finish(at: sim.now + 2)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: packed))
        try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: cut))
        let whole = try lines(packed).count, read = try lines(cut).count
        #expect(read > 1 && read < whole)
        let replay = try replay(cut, example, partial: true)
        #expect(replay.difference == nil)
        #expect(replay.warnings.contains { $0.contains("cut short") })
        #expect(try self.replay(cut, example).difference != nil, "without --partial a cut recording does not pass")
    }

    @Test("corrupt compressed bytes are an error with the line reading stopped at, never a wrong trace")
    func corrupt() throws {
        let example = Gallery.example(id: "table-vs-background-tap")!
        let packed = temporaryPath("good.trace.zst"), bad = temporaryPath("bad.trace.zst")
        defer { [packed, bad].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        try record(example, to: packed)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: packed)))
        for index in (bytes.count / 2)..<(bytes.count / 2 + 64) { bytes[index] ^= 0x5A }
        try Data(bytes).write(to: URL(fileURLWithPath: bad))
        #expect { try lines(bad) } throws: { error in
            guard case TraceError.bad(let line, let message) = error else { return false }
            return line >= 1 && message.contains("compressed trace cannot be read on")
        }
        // Garbage after the magic number alone.
        try Data([0x28, 0xB5, 0x2F, 0xFD] + Array("garbage".utf8)).write(to: URL(fileURLWithPath: bad))
        #expect(throws: TraceError.self) { try lines(bad) }
    }

    private func shifted(_ input: InputRecord, by seconds: Double) -> InputRecord {
        var copy = input
        copy.t += seconds
        return copy
    }
}

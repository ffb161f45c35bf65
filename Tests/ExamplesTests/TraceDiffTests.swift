import Dispatcher
import Examples
import Foundation
import Testing
import Traces
@_spi(Engine) import ViewModel

/// `TraceDiff`: two traces compared record by record and by what they decided.
@Suite("Traces: diff")
@MainActor
struct TraceDiffTests {
    /// Records the example's demo input, with a recognizer flag changed first when asked.
    private func record(_ id: String, variant: String? = nil, change: ((Simulator) -> Void)? = nil) throws -> String {
        let path = temporaryPath("\(id).trace")
        let example = Gallery.example(id: id)!
        let sim = Simulator()
        example.build(in: sim, variant: variant)
        change?(sim)
        let writer = try TraceWriter(path: path, header: TraceHeader(example: id, variant: variant), names: ObjectNames(windows: sim.application.windows))
        writer.follow(sim.log)
        example.demoInput.forEach(sim.play)
        sim.advance(by: 2)
        writer.finish(at: sim.now)
        return path
    }

    @Test("a trace and itself are equal, every record compared")
    func equal() throws {
        let path = try record("table-vs-background-tap")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let diff = try TraceDiff(path, path)
        #expect(diff.isEqual && diff.changes.isEmpty && diff.headerChanges.isEmpty)
        #expect(diff.comparedRecords > 100)
        #expect(diff.text.hasPrefix("the traces are equal: "))
        #expect(diff.json.hasPrefix(#"{"equal": true, "compared": "#))
    }

    @Test("a variant that fixes a bug: the first record that differs, and the hit views and touches that changed")
    func variant() throws {
        let before = try record("image-view-tap"), after = try record("image-view-tap", variant: "interaction-enabled")
        defer { [before, after].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let diff = try TraceDiff(before, after)
        #expect(!diff.isEqual)
        #expect(diff.headerChanges == ["variant: none → interaction-enabled"])
        let first = try #require(diff.first)
        #expect(first.a != first.b && first.context.count == 3)
        let hits = try #require(diff.changes.first { $0.category == .hitViews })
        #expect(hits.values.contains { $0.value == "BackdropView" && $0.a > 0 && $0.b == 0 })
    }

    @Test("a recognizer that no longer cancels touches: the cancellation gone, touchesEnded instead of cancelled")
    func recognizerFlag() throws {
        let before = try record("gesture-vs-touches")
        let after = try record("gesture-vs-touches") { sim in
            sim.application.windows.first?.forEachInTree { view in
                view.gestureRecognizers?.forEach { $0.cancelsTouchesInView = false }
            }
        }
        defer { [before, after].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let diff = try TraceDiff(before, after)
        let touches = try #require(diff.changes.first { $0.category == .touches })
        #expect(touches.values.map(\.value) == ["YellowView touchesCancelled:withEvent:", "YellowView touchesEnded:withEvent:"])
        #expect(touches.values.map(\.a) == [1, 0] && touches.values.map(\.b) == [0, 1])
        #expect(diff.changes.contains { $0.category == .decisions && $0.values.count == 1 })
        #expect(diff.text.contains("    YellowView touchesEnded:withEvent: — 0 → 1"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff.json.utf8)) as? [String: Any])
        #expect(json["equal"] as? Bool == false)
        #expect((json["changes"] as? [[String: Any]])?.count == diff.changes.count)
    }

    @Test("one trace cut short: the difference is where it ends")
    func cut() throws {
        let whole = try record("hit-test-order")
        let cut = temporaryPath("cut.trace")
        defer { [whole, cut].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let lines = try String(contentsOfFile: whole, encoding: .utf8).split(separator: "\n")
        try (lines.prefix(lines.count / 2).joined(separator: "\n") + "\n").write(toFile: cut, atomically: true, encoding: .utf8)
        let diff = try TraceDiff(whole, cut)
        #expect(diff.first?.b == nil && diff.first?.a != nil)
    }

    @Test("a file that cannot be read or a bad line is an error naming the file, never a partial comparison")
    func bad() throws {
        let good = try record("hit-test-order")
        let corrupt = temporaryPath("corrupt.trace")
        defer { [good, corrupt].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        var lines = try String(contentsOfFile: good, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[5] = "not json"
        try (lines.joined(separator: "\n") + "\n").write(toFile: corrupt, atomically: true, encoding: .utf8)
        #expect { try TraceDiff(good, corrupt) } throws: { error in
            "\(error)".hasPrefix(corrupt + ": line 6: ")
        }
        #expect(throws: TraceDiffError.self) { try TraceDiff(good, "/nonexistent.trace") }
        #expect(throws: TraceDiffError.self) { try TraceDiff(FileManager.default.temporaryDirectory.path, good) }
    }
}

import Foundation
import Testing

/// `export TRACE --gif`: an animated GIF of the window replaying the trace, in time or step by step; a trace
/// that does not verify, or bad options, write nothing.
@Suite("The GIF export", .serialized)
struct GifExportTests {
    @Test("in time and by visit: a looping GIF89a of the stated frames; a tampered trace or bad options: exit 2, no file")
    func gif() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("s.trace").path
        let gif = directory.appendingPathComponent("s.gif").path
        #expect(try runSimDesktop(["record", "hit-test-order", "--out", trace]).status == 0)

        let timed = try runSimDesktop(["export", trace, "--gif", gif, "--size", "320x240", "--speed", "1", "--fps", "5"])
        #expect(timed.status == 0, "\(timed.stderr)")
        #expect(timed.stdout.contains("12 frames, 320×240"), "2.05 s at ×1 and 5 frames a second, and the last")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
        #expect(bytes.prefix(6) == Data("GIF89a".utf8) && bytes.last == 0x3B)
        #expect(bytes.range(of: Data("NETSCAPE2.0".utf8)) != nil, "it loops")

        let stepped = try runSimDesktop(["export", trace, "--gif", gif, "--size", "320x240", "--steps", "phase"])
        #expect(stepped.status == 0 && stepped.stdout.contains(" frames, 320×240"), "\(stepped.stderr)")

        let tampered = directory.appendingPathComponent("t.trace").path
        try String(contentsOfFile: trace, encoding: .utf8)
            .replacingOccurrences(of: "-[EView touchesBegan:withEvent:]", with: "-[DView touchesBegan:withEvent:]")
            .write(toFile: tampered, atomically: true, encoding: .utf8)
        let other = directory.appendingPathComponent("t.gif").path
        #expect(try runSimDesktop(["export", tampered, "--gif", other]).status == 2)
        #expect(try runSimDesktop(["export", trace, "--gif", other, "--fps", "0"]).status == 2)
        #expect(try runSimDesktop(["export", trace, "--gif", other, "--steps", "wiggle"]).status == 2)
        #expect(try runSimDesktop(["export", trace, "--gif", other, "--speed", "0.01", "--fps", "50"]).stderr
            .contains("raise --speed, lower --fps or make --size smaller"))
        #expect(!FileManager.default.fileExists(atPath: other))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("partial") }
        #expect(leftovers.isEmpty)
    }
}

import Foundation
import Testing

/// `export TRACE --gif`: an animated GIF of the window replaying the trace, in time or step by step; a trace
/// that does not verify, or bad options, write nothing.
@Suite("The GIF export", .serialized)
struct GifExportTests {
    @Test("in time and by visit: a looping GIF89a of the stated frames; a tampered trace or bad options: exit 2, no file")
    func gif() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("s.trace").path
        let gif = directory.appendingPathComponent("s.gif").path
        #expect(await runInProcess(["record", "hit-test-order", "--out", trace]).status == 0)

        let timed = await runInProcess(["export", trace, "--gif", gif, "--size", "320x240", "--speed", "1", "--fps", "5",
                                       "--from", "0", "--to", "end"])
        #expect(timed.status == 0, "\(timed.stderr)")
        #expect(timed.stdout.contains("(12 drawn, still ones held)"), "2.05 s at ×1 and 5 frames a second, and the last")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
        #expect(bytes.prefix(6) == Data("GIF89a".utf8) && bytes.last == 0x3B)
        #expect(bytes.range(of: Data("NETSCAPE2.0".utf8)) != nil, "it loops")

        let stepped = await runInProcess(["export", trace, "--gif", gif, "--size", "320x240", "--steps", "phase"])
        #expect(stepped.status == 0 && stepped.stdout.contains(" frames ("), "\(stepped.stderr)")

        let tampered = directory.appendingPathComponent("t.trace").path
        try String(contentsOfFile: trace, encoding: .utf8)
            .replacingOccurrences(of: "-[EView touchesBegan:withEvent:]", with: "-[DView touchesBegan:withEvent:]")
            .write(toFile: tampered, atomically: true, encoding: .utf8)
        let other = directory.appendingPathComponent("t.gif").path
        #expect(await runInProcess(["export", tampered, "--gif", other]).status == 2)
        #expect(await runInProcess(["export", trace, "--gif", other, "--fps", "0"]).status == 2)
        #expect(await runInProcess(["export", trace, "--gif", other, "--steps", "wiggle"]).status == 2)
        #expect(await runInProcess(["export", trace, "--gif", other, "--speed", "0.01", "--fps", "50"]).stderr
            .contains("raise --speed, lower --fps, shorten --from/--to or make --size smaller"))
        for bad in [["--from", "100"], ["--from", "1", "--to", "0.5"], ["--to", "NaN"], ["--layout", "tv"],
                    ["--overlays", "dots,bogus"]] {
            #expect(await runInProcess(["export", trace, "--gif", other] + bad).status == 2, "\(bad)")
        }
        #expect(!FileManager.default.fileExists(atPath: other))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("partial") }
        #expect(leftovers.isEmpty)
    }

    @Test("--max-idle: a still stretch inside a session is shown at most that long; bad values exit 2")
    func maximumIdle() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Two taps five seconds apart: a long idle gap between them.
        let script = directory.appendingPathComponent("taps.jsonl").path
        try [#"{"t": 1, "finger": 0, "phase": "down", "x": 280, "y": 215}"#, #"{"t": 1.1, "finger": 0, "phase": "up", "x": 280, "y": 215}"#,
             #"{"t": 6, "finger": 0, "phase": "down", "x": 100, "y": 700}"#, #"{"t": 6.1, "finger": 0, "phase": "up", "x": 100, "y": 700}"#]
            .joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let trace = directory.appendingPathComponent("s.trace").path
        #expect(await runInProcess(["record", "hit-test-order", "--input", script, "--out", trace]).status == 0)
        func seconds(_ extra: [String]) async throws -> Double {
            let gif = directory.appendingPathComponent("idle.gif").path
            let made = await runInProcess(["export", trace, "--gif", gif, "--size", "320x240", "--speed", "1", "--fps", "5"] + extra)
            #expect(made.status == 0, "\(made.stderr)")
            return Double(Self.delays(in: try Data(contentsOf: URL(fileURLWithPath: gif)))) / 100
        }
        let whole = try await seconds([]), trimmed = try await seconds(["--max-idle", "0.5"])
        #expect(whole > 5.5, "the gap plays at length without it: \(whole) s")
        // The taps and what follows them, each still stretch at most half a second, and the last frame's 2 s.
        #expect(trimmed < 4.5 && trimmed < whole - 3 && trimmed > 2, "the gap cut to half a second: \(trimmed) s of \(whole) s")
        for bad in ["0", "-1", "61", "nan", "x"] {
            #expect(await runInProcess(["export", trace, "--gif", directory.appendingPathComponent("b.gif").path, "--max-idle", bad]).status == 2, "\(bad)")
        }
    }

    /// The sum of a GIF's frame delays (hundredths of a second), read from its graphic control extensions.
    static func delays(in data: Data) -> Int {
        let bytes = [UInt8](data)
        var total = 0, index = 0
        while index + 6 < bytes.count {
            if bytes[index] == 0x21, bytes[index + 1] == 0xF9, bytes[index + 2] == 4 {
                total += Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8
                index += 8
            } else {
                index += 1
            }
        }
        return total
    }

    @Test("a handout: 18 s with four taps after 15 s of nothing makes a GIF under 2 MB at 1280×720 (the idle lead-in skipped, still frames held); the phone alone is narrower; --from/--to cut the page too",
          .timeLimit(.minutes(10)))
    func handout() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("taps.jsonl").path
        let taps = [15.0, 15.8, 16.6, 17.4].flatMap { t in
            [#"{"t": \#(t), "finger": 0, "phase": "down", "x": 280, "y": 215}"#,
             #"{"t": \#(t + 0.1), "finger": 0, "phase": "up", "x": 280, "y": 215}"#]
        } + [#"{"t": 18, "finger": 0, "phase": "down", "x": 100, "y": 700}"#, #"{"t": 18.05, "finger": 0, "phase": "up", "x": 100, "y": 700}"#]
        try taps.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let trace = directory.appendingPathComponent("s.trace").path
        #expect(await runInProcess(["record", "hit-test-order", "--input", script, "--out", trace]).status == 0)

        let gif = directory.appendingPathComponent("s.gif").path
        let made = await runInProcess(["export", trace, "--gif", gif, "--size", "1280x720", "--large-fonts"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("14.5–19.1 s of the trace"), "\(made.stdout)")
        let size = try #require(FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int)
        #expect(size < 2_000_000, "\(size) bytes")

        let phone = directory.appendingPathComponent("p.gif").path
        #expect(await runInProcess(["export", trace, "--gif", phone, "--layout", "phone", "--from", "first-input",
                                   "--to", "last-input"]).status == 0)
        let header = try Data(contentsOf: URL(fileURLWithPath: phone)).prefix(10)
        let width = Int(header[6]) | Int(header[7]) << 8
        #expect(width > 100 && width < 700, "the phone's width, not the window's: \(width)")
        // At the smallest sizes no pixel of the phone is left to cut out: the whole frame, no trap, no .partial left.
        for size in ["16x16", "32x32"] {
            let tiny = directory.appendingPathComponent("tiny-\(size).gif").path
            let made = await runInProcess(["export", trace, "--gif", tiny, "--layout", "phone", "--size", size])
            #expect(made.status == 0, "\(size): \(made.stderr)")
            let header = try Data(contentsOf: URL(fileURLWithPath: tiny)).prefix(10)
            #expect(header.prefix(3) == Data("GIF".utf8) && Int(header[6]) == Int(size.prefix(2)))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".partial") }
        #expect(leftovers.isEmpty, "\(leftovers)")

        // The phone stepped by visit keeps its size and its marks (it used to fail: "a frame of the wrong size").
        let stepped = directory.appendingPathComponent("steps.gif").path
        let made2 = await runInProcess(["export", trace, "--gif", stepped, "--layout", "phone", "--steps", "visit"])
        #expect(made2.status == 0, "\(made2.stderr)")
        // The presenter's layout, the whole frame.
        let present = directory.appendingPathComponent("present.gif").path
        let made3 = await runInProcess(["export", trace, "--gif", present, "--layout", "present", "--steps", "phase", "--size", "1280x720"])
        #expect(made3.status == 0, "\(made3.stderr)")
        let presentHeader = try Data(contentsOf: URL(fileURLWithPath: present)).prefix(10)
        #expect(Int(presentHeader[6]) | Int(presentHeader[7]) << 8 == 1280)

        let page = directory.appendingPathComponent("p.html").path
        #expect(await runInProcess(["export", trace, "--html", page, "--from", "16.5", "--to", "17.6"]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "# input finger 0 down").count - 1 == 2, "the third and fourth taps only")
    }
}

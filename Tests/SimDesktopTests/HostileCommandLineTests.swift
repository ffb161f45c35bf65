import Foundation
import Testing

/// Issue 9, the command line: usage errors exit 2 like every bad input, numbers are range-checked, outputs never
/// destroy an input or leave a partial file, any frame size renders.
@Suite("Hostile command lines and outputs", .serialized)
struct HostileCommandLineTests {
    private let directory = NSTemporaryDirectory() + "touchsim-hostile-\(getpid())"

    @Test("usage errors exit 2: an unknown flag, --settle or --at out of range, a mistyped id (with a suggestion)",
          arguments: [
              (["run", "double-tap", "--bogus"], "Unknown option '--bogus'"),
              (["run", "double-tap", "--settle", "1e13"], "--settle must be from 0 to 1000000 seconds"),
              (["record", "double-tap", "--settle=-1", "--out", "/dev/null"], "--settle must be"),
              (["shot", "double-tap", "--at", "1e300"], "--at must be from 0"),
              (["run", "doubletap"], "did you mean 'double-tap'?"),
          ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try runSimDesktop(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("run says so when an example writes no lines of its own")
    func silentExample() throws {
        let result = try runSimDesktop(["run", "hit-test-order"])
        #expect(result.status == 0 && result.stdout.isEmpty)
        #expect(result.stderr.contains("writes no lines of its own; the whole dispatch log (run --log) shows what happened"))
    }

    @Test("export refuses to write over its own input, and a directory is named as one")
    func exportOutputs() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let trace = directory + "/t.trace"
        let record = try runSimDesktop(["record", "double-tap", "--out", trace])
        #expect(record.status == 0, "\(record.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: trace))
        let over = try runSimDesktop(["export", trace, "--chrome", trace])
        #expect(over.status == 2 && over.stderr.contains("that is the input being read"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == before)
        let folder = try runSimDesktop(["replay", directory])
        #expect(folder.status == 2 && folder.stderr.contains("it is a directory"), "\(folder.stderr)")
        let export = try runSimDesktop(["export", trace, "--text", directory + "/t.txt"])
        #expect(export.status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(!left.contains { $0.contains(".partial-") })  // the temporary file was renamed, not left
    }

    @Test("shot renders any size in range, tiny or huge, and prints the path it wrote",
          arguments: ["16x16", "200x200", "16x4000", "3000x16"])
    func anySize(size: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/shot.png"
        let result = try runSimDesktop(["shot", "raised-tab-bar", "--size", size, "--large-fonts", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == out + "\n")
    }

    @Test("run and record stream their input: a long script on standard input plays to the end; /dev/null is empty")
    func streamedInput() throws {
        var script = ""
        for tap in 0..<2_000 {
            let t = Double(tap) * 0.5
            script += "{\"t\": \(t), \"finger\": 0, \"phase\": \"down\", \"x\": 195, \"y\": 400}\n"
            script += "{\"t\": \(t + 0.05), \"finger\": 0, \"phase\": \"up\", \"x\": 195, \"y\": 400}\n"
        }
        let run = try runSimDesktop(["run", "double-tap", "--input", "-"], stdin: script)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "single tap").count - 1 == 2_000)
        let record = try runSimDesktop(["record", "double-tap", "--input", "-", "--out", "/dev/null"], stdin: script)
        #expect(record.stdout.hasPrefix("recorded 4000 inputs"), "\(record.stdout)\(record.stderr)")
        let empty = try runSimDesktop(["run", "double-tap", "--input", "/dev/null"])
        #expect(empty.status == 0, "\(empty.stderr)")
    }

    @Test("exporting an empty file is an error, and writes nothing")
    func emptyExport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-empty-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let empty = directory + "/empty.trace"
        FileManager.default.createFile(atPath: empty, contents: Data())
        for format in ["--chrome", "--text"] {
            let out = directory + "/out"
            let result = try runSimDesktop(["export", empty, format, out])
            #expect(result.status == 2)
            #expect(result.stderr.contains("empty.trace is empty"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}

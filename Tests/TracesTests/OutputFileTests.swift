import Foundation
import Glibc
import Testing
@testable import Traces

/// Issue 19, outputs: one writer for every file touchsim writes. A link planted at the temporary name is never
/// followed, a pipe or a device is written as it is and never replaced, a full disk fails the write and leaves the
/// old file, a link to the target keeps pointing at it.
@Suite("Output files: exclusive temporaries, pipes and devices, full disks", .serialized)
struct OutputFileTests {
    /// Writes `bytes` whole to `path` through an `OutputFile` replacing it, as every export does, or throws.
    private func write(_ bytes: [UInt8], to path: String, notOver input: String? = nil) throws(OutputFile.Failure) {
        let file = try OutputFile(path: path, mode: .replacing, notOver: input)
        if let reason = file.write(bytes) {
            file.abandon()
            throw OutputFile.Failure(description: "\(path): \(reason)")
        }
        if let reason = file.commit() { throw OutputFile.Failure(description: "\(path): \(reason)") }
    }

    private func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "touchsim-output-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a link planted at the temporary file's name is not followed: the victim is untouched")
    func plantedLink() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let victim = folder + "/victim"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        for attempt in 0..<3 {
            try FileManager.default.createSymbolicLink(atPath: folder + "/.out.png.partial-\(getpid())-\(attempt)",
                                                       withDestinationPath: victim)
        }
        try write(Array("new".utf8), to: folder + "/out.png")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: folder + "/out.png", encoding: .utf8) == "new")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("partial") }
        #expect(left.count == 3)  // only the planted links
    }

    @Test("a pipe nobody reads is refused at once; a pipe with a reader is written and stays a pipe")
    func pipes() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/out.gif"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: OutputFile.Failure.self) { try write(Array("x".utf8), to: fifo) }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        try write(Array("through".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, 16)
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "through")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test("a device is written directly: /dev/null takes it, /dev/full fails it with the system's reason")
    func devices() throws {
        try write(Array("x".utf8), to: "/dev/null")
        #expect(throws: OutputFile.Failure.self) { try write([UInt8](repeating: 1, count: 4096), to: "/dev/full") }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test("a link to the target stays a link; the file it names is replaced")
    func linkedTarget() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/real.html"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/page.html", withDestinationPath: folder + "/real.html")
        try write(Array("new".utf8), to: folder + "/page.html")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/page.html") == folder + "/real.html")
        #expect(try String(contentsOfFile: folder + "/real.html", encoding: .utf8) == "new")
    }

    @Test("a directory, a missing folder and the input itself are refused with the path")
    func refusals() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = folder + "/in.trace"
        try Data("x".utf8).write(to: URL(fileURLWithPath: input))
        for (path, words) in [(folder, "is a directory"), (folder + "/no/such/out", "No such file"),
                              (input, "the input being read"), ("", "needs a file name")] {
            do {
                try write(Array("y".utf8), to: path, notOver: input)
                Issue.record("\(path) was written")
            } catch {
                #expect(error.description.contains(words), "\(error)")
            }
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "x")
    }

    @Test("a full disk fails the write, leaves the old file as it was and no temporary behind")
    func fullDisk() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A 64 KiB tmpfs where the machine lets us mount one (root, as CI runs); otherwise nothing to test here.
        guard mount("tmpfs", folder, "tmpfs", 0, "size=64k") == 0 else { return }
        defer { umount(folder) }
        let target = folder + "/shot.png"
        try write(Array("old".utf8), to: target)
        #expect(throws: OutputFile.Failure.self) {
            try write([UInt8](repeating: 7, count: 1 << 20), to: target)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["shot.png"])
    }
}

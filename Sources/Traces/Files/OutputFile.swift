import Foundation
import Glibc

/// The one way touchsim writes a file it was asked to write — traces, exports, pages, GIFs, screenshots — with
/// every `write(2)`, `fsync(2)` and `close(2)` checked (Foundation's `FileHandle.write` on Linux reports no full
/// disk), in one of two modes:
///
/// - `.replacing`: the bytes go to a temporary file created exclusively beside the target (`O_CREAT | O_EXCL |
///   O_NOFOLLOW`: a link planted at its name is refused, never followed), flushed to disk and renamed over the target
///   by `commit()`. A failure leaves no partial file and the old one intact. A target that is a link to a regular
///   file is replaced where the link points, so the link stays.
/// - `.inPlace`, as the shell's `>` opens it: a trace being recorded is written so, and a killed recorder leaves a
///   valid trace up to its last flush (docs/trace-format.md).
///
/// Either way, a target that is not a regular file is never replaced: a pipe, a terminal or `/dev/null`
/// (`/dev/stdout` included) is written to directly; a pipe nobody reads, a directory, a socket or a block device is
/// refused.
package struct OutputFile {
    package enum Mode: Sendable { case inPlace, replacing }

    /// Why an output cannot be written: the path and the system's reason, in words.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let descriptor: Int32
    package let path: String
    /// The temporary file being written and the file it replaces on commit; nil when written directly.
    private let replacement: (temporary: String, target: String)?

    /// Opens `path` for writing; `input`, when given, is a file being read that the output must not be.
    package init(path: String, mode: Mode, notOver input: String? = nil) throws(Failure) {
        self.path = path
        guard !path.isEmpty else { throw Failure(description: "an output needs a file name") }
        if let input, Self.isSameFile(path, as: input) {
            throw Failure(description: "\(path): that is the input being read; write elsewhere")
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        let type = info.st_mode & S_IFMT
        if exists, type != S_IFREG {
            replacement = nil
            descriptor = try Self.openDirectly(path, type: type)
            return
        }
        guard mode == .replacing else {
            replacement = nil
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Self.failure(path, errno) }
            return
        }
        // A link to a regular file: replace the file it names, keeping the link.
        let target = exists ? (Self.resolved(path) ?? path) : path
        let (descriptor, temporary) = try Self.createTemporary(beside: target, for: path)
        self.descriptor = descriptor
        replacement = (temporary, target)
    }

    /// Whether `output` names the same file as `input`.
    private static func isSameFile(_ output: String, as input: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(output, &a) == 0, stat(input, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Writes all of `bytes`; the system's reason when it refuses.
    package func write(_ bytes: some ContiguousBytes) -> String? {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written == 0 ? "nothing was written" : String(cString: strerror(errno)) }
                offset += written
            }
            return nil
        }
    }

    /// Flushes and closes the file and, when replacing, renames it over the target; the reason when any step fails
    /// (and then nothing is left behind).
    package func commit() -> String? {
        guard let replacement else { return close() }
        let failed: String?
        if fsync(descriptor) != 0 {
            failed = String(cString: strerror(errno))
            _ = Glibc.close(descriptor)
        } else if Glibc.close(descriptor) != 0 {
            failed = String(cString: strerror(errno))
        } else if rename(replacement.temporary, replacement.target) != 0 {
            failed = String(cString: strerror(errno))
        } else {
            return nil
        }
        unlink(replacement.temporary)
        return failed
    }

    /// Closes the file after a failure: a replacing write leaves nothing behind.
    package func abandon() {
        _ = Glibc.close(descriptor)
        if let replacement { unlink(replacement.temporary) }
    }

    /// Closes a file written in place; the reason when the system reports a failure (a full disk can show here).
    @discardableResult
    package func close() -> String? {
        Glibc.close(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }

    /// A pipe, a terminal or a null device, written as it is; anything else that is not a regular file is refused.
    private static func openDirectly(_ path: String, type: mode_t) throws(Failure) -> Int32 {
        switch type {
        case S_IFDIR: throw Failure(description: "\(path): it is a directory; name a file")
        case S_IFIFO:
            // Non-blocking, so a pipe with no reader is refused at once instead of waiting forever.
            let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw errno == ENXIO ? Failure(description: "\(path): a pipe nobody reads") : failure(path, errno)
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return descriptor
        case S_IFCHR:
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path, errno) }
            return descriptor
        default: throw Failure(description: "\(path): not a file, a pipe or a terminal; name a file")
        }
    }

    /// A new file beside `target`, named after it, that did not exist before: tried under a few names, as another
    /// writer (or a planted link) may hold one.
    private static func createTemporary(beside target: String, for path: String) throws(Failure)
        -> (Int32, String)
    {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        for attempt in 0..<64 {
            let name = folder + "/.\(url.lastPathComponent).partial-\(getpid())-\(attempt)"
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, name) }
            guard errno == EEXIST else { throw failure(path, errno) }
        }
        throw Failure(description: "\(path): no free temporary name beside it; remove its .partial files")
    }

    /// The file a path names once every link is followed, when it resolves.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private static func failure(_ path: String, _ code: Int32) -> Failure {
        Failure(description: "\(path): \(String(cString: strerror(code)))")
    }
}

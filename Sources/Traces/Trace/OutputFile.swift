import Dispatcher
import Foundation
import Glibc

/// A file opened for writing, with `write(2)`'s errors reported — Foundation's `FileHandle.write` on Linux does
/// not report a full disk — in one of two ways:
///
/// - `.inPlace`, as the shell's `>` opens it: created or truncated where it is. A trace being recorded is written
///   so, so a killed recorder leaves a valid trace up to its last flush (docs/trace-format.md).
/// - `.replacing`: written to a temporary file beside the target and renamed over it by `commit()`, so a failure
///   (a full disk, a refused write) leaves no partial file and the old one intact. A target that is not a regular
///   file (a pipe, `/dev/stdout`) is written in place, as there is nothing to rename over.
struct OutputFile {
    enum Mode { case inPlace, replacing }

    let descriptor: Int32
    let path: String
    /// The temporary file being written, renamed to `path` on commit; nil when writing in place.
    private let temporary: String?

    init(path: String, mode: Mode) throws(TraceError) {
        self.path = path
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw .cannotWrite("\(path): it is a directory") }
        let regular = !exists || (info.st_mode & S_IFMT) == S_IFREG
        if mode == .replacing, regular {
            let url = URL(fileURLWithPath: path)
            let name = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
            temporary = name.path
            descriptor = open(name.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        } else {
            temporary = nil
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw .cannotWrite("\(path): \(String(cString: strerror(errno)))") }
    }

    /// Whether `output` names the same file as `input` (refused: writing would destroy what is being read).
    static func isSameFile(_ output: String, as input: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(output, &a) == 0, stat(input, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Writes all of `bytes`; the error's description when the system refuses.
    func write(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return String(cString: strerror(errno)) }
                offset += written
            }
            return nil
        }
    }

    /// Closes the file and, when replacing, renames it over the target; the system's reason when that fails.
    func commit() -> String? {
        if let temporary {
            let flushed = fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
            _ = Glibc.close(descriptor)
            if let flushed {
                unlink(temporary)
                return flushed
            }
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                return reason
            }
            return nil
        }
        return Glibc.close(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Closes the file after a failure: a replacing write leaves nothing behind.
    func abandon() {
        _ = Glibc.close(descriptor)
        if let temporary { unlink(temporary) }
    }

    /// Closes a file written in place.
    func close() { _ = Glibc.close(descriptor) }
}

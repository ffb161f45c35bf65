import Foundation
import Glibc

/// A file opened for writing as the shell's `>` opens it: created or truncated in place (not replaced by a
/// renamed copy, so a named pipe or a device like /dev/stdout works), with `write(2)`'s errors reported —
/// Foundation's `FileHandle.write` on Linux does not report a full disk.
struct OutputFile {
    let descriptor: Int32

    init(path: String) throws(TraceError) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path) }
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

    func close() { _ = Glibc.close(descriptor) }
}

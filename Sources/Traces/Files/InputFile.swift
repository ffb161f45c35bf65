import Foundation
import Glibc

/// Reading a file a person names — a scene file, a dump — with a limit on its size that holds before anything is
/// held in memory: at most `limit` bytes are read, so a 1 GiB file, `/dev/zero` or a file that grows while it is
/// read is refused after `limit + 1` bytes, never read whole.
package enum InputFile {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The bytes of `path`, or why they cannot be had: it is missing, a directory, unreadable, or over `limit`
    /// bytes (`what` names the kind of file in that message).
    package static func read(_ path: String, limit: Int, what: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw Failure(description: "\(path): \(errno == ENOENT ? "no such file" : String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(description: "\(path): \(String(cString: strerror(errno)))") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(description: "\(path): it is a directory") }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit { throw tooLarge(path, Int(info.st_size), limit, what) }
        // Blocking again: a pipe's writer is waited for, as the shell's `<` would.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, min($0.count, limit + 1 - bytes.count)) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Failure(description: "\(path): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
        throw tooLarge(path, nil, limit, what)
    }

    private static func tooLarge(_ path: String, _ size: Int?, _ limit: Int, _ what: String) -> Failure {
        Failure(description: "\(path): \(size.map { "\($0) bytes" } ?? "more than \(limit) bytes") is too large for \(what) "
            + "(the most is \(limit))")
    }
}

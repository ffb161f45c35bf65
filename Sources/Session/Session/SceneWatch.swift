import ExampleKit
import Foundation
import Traces

/// Watches a scene file the window shows: when the file's modification time, size or bytes change (two saves
/// can share a timestamp, and a file system's clock is coarse), it reads the file again with `load` (which knows the format; Session does not) and hands back the new example, or the reason it
/// cannot be read — the window keeps the old scene then, and says why.
@MainActor
package final class SceneWatch {
    package let path: String
    private let load: (String) -> Result<Example, SceneWatchError>
    private var stamp: Stamp?
    /// How often the window looks at the file, in seconds of real time.
    package static let interval: Double = 0.5

    private struct Stamp: Equatable {
        let modified: Date?
        let size: Int?
        /// The bytes themselves, for a file small enough to compare (every scene file is).
        let bytes: Data?
    }

    /// The largest file whose bytes are compared.
    private static let comparedBytes = 1 << 20

    package init(path: String, load: @escaping (String) -> Result<Example, SceneWatchError>) {
        (self.path, self.load) = (path, load)
        stamp = Self.stamp(of: path)
    }

    /// The file's scene read again if it changed since the last look; nil when it did not.
    package func poll() -> Result<Example, SceneWatchError>? {
        let now = Self.stamp(of: path)
        guard now != stamp else { return nil }
        stamp = now
        return load(path)
    }

    private static func stamp(of path: String) -> Stamp {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int
        // Bounded whatever the size said: the file may grow between the look and the read.
        let bytes = size.map { $0 <= comparedBytes } == true
            ? (try? InputFile.read(path, limit: comparedBytes, what: "a scene file")).map { Data($0) } : nil
        return Stamp(modified: attributes?[.modificationDate] as? Date, size: size, bytes: bytes)
    }
}

/// Why a changed scene file could not be read again: its first problem, as the command line prints it.
package struct SceneWatchError: Error {
    package let message: String
    package init(_ message: String) { self.message = message }
}

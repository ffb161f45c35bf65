import Foundation
import Session

/// Finds the bundled font (Assets/fonts/DejaVuSans.ttf) wherever the program runs from.
///
/// SwiftPM puts the executable deep under `.build/`, so the repository's `Assets/` is found by walking up from
/// the executable. `TOUCHSIM_ASSETS` (the path of an `Assets` directory) overrides that, for an installed copy;
/// the system's DejaVu is the last resort.
package enum AssetLocator {
    package static let fontInAssets = "fonts/DejaVuSans.ttf"
    package static let systemFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The font files to try, best first, that exist.
    package static func fontCandidates(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String? = executablePath(),
        fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> [String] {
        var candidates: [String] = []
        if let assets = environment["TOUCHSIM_ASSETS"], !assets.isEmpty {
            candidates.append(join(assets, fontInAssets))
        }
        if let executable {
            var directory = (executable as NSString).deletingLastPathComponent
            while !directory.isEmpty {
                candidates.append(join(directory, "Assets/" + fontInAssets))
                let parent = (directory as NSString).deletingLastPathComponent
                if parent == directory { break }
                directory = parent
            }
        }
        candidates.append(systemFont)
        var seen = Set<String>()
        return candidates.filter { fileExists($0) && seen.insert($0).inserted }
    }

    /// The running executable's absolute path (`/proc/self/exe`, else the command line's first word).
    package static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
        if first.hasPrefix("/") { return first }
        return join(FileManager.default.currentDirectoryPath, first)
    }

    private static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}

import Foundation

/// Why a scene file cannot be built: where (line and column, and the path of keys to the value, such as
/// `views[0].recognizers[1].requireToFail`) and what was expected. Printed as `file:line:column: at PATH: …`.
public struct SceneFileError: Error, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    public let path: String
    public let message: String

    public var description: String {
        "\(file):\(line):\(column): " + (path.isEmpty ? "" : "at \(path): ") + message
    }
}

import Foundation
import Traces

/// A point given on the command line as `X,Y` (`--at` of `why`, `--pointer` of `shot`): exactly two numbers,
/// finite and within the coordinates scripts accept (`InputLimits.coordinates`), so no later arithmetic meets an
/// infinity, a NaN or a number too large to format.
enum PointArgument {
    static func parse(_ text: String) -> CGPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1],
            InputLimits.coordinates.contains(x), InputLimits.coordinates.contains(y)
        else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// What a bad point is told: the form and the range.
    static func problem(_ option: String) -> String {
        let limit = Int(InputLimits.coordinates.upperBound)
        return "\(option) must be X,Y in points: two numbers from -\(limit) to \(limit), e.g. 100,200"
    }
}

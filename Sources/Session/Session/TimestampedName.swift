import Foundation

/// Where the window saves what it makes — screenshots (P), recorded traces (R): `touchsim-20250101-093000.png`
/// in a directory, with `-2`, `-3`… when a file of that second exists already.
package enum TimestampedName {
    package static func next(in directory: String, extension suffix: String, date: Date = Date(),
                     exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = (directory as NSString).appendingPathComponent("touchsim-" + formatter.string(from: date))
        var path = stem + "." + suffix
        var number = 2
        while exists(path) {
            path = "\(stem)-\(number).\(suffix)"
            number += 1
        }
        return path
    }
}

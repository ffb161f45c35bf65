import ArgumentParser
import Desktop
import Dispatcher
import Foundation
import Session
import Traces

/// Reads an input script from a file or standard input, line by line — memory does not grow with its length, and
/// an endless standard input is played as it comes — exiting with code 2 and the line number on a bad line.
enum ScriptFile {
    /// Calls `body` with each record of the script at `path` (`-`: standard input), in order.
    static func forEach(_ path: String, skipBad: Bool, _ body: (InputRecord) -> Void) {
        do {
            let reader = try TraceReader(path: path == "-" ? "/dev/stdin" : path, skippingBadLines: skipBad,
                                         cutLastLineIsBad: true)
            while let item = try reader.next() {
                guard case .input(let record) = item else {
                    throw TraceError.bad(line: reader.currentLine, message: "an input script holds input records only")
                }
                body(record)
            }
            for warning in reader.warnings { printToStandardError("\(path): \(warning)") }
        } catch {
            SimDesktop.fail("\(path): \(error)")
        }
    }

    /// Every record of the script (for `shot`, which plays up to a time).
    static func read(_ path: String, skipBad: Bool) -> [InputRecord] {
        var records: [InputRecord] = []
        forEach(path, skipBad: skipBad) { records.append($0) }
        return records
    }
}

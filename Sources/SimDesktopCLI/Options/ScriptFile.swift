import ArgumentParser
import Desktop
import Dispatcher
import Foundation
import Session
import Traces

/// Reads an input script from a file or standard input, line by line — memory does not grow with its length, and
/// an endless standard input is played as it comes — failing (exit 2) with the line number on a bad line.
enum ScriptFile {
    /// Calls `body` with each record of the script at `path` (`-`: standard input), in order; `body`'s own
    /// failure stops the reading and is thrown as it is.
    static func forEach(_ path: String, skipBad: Bool, _ body: (InputRecord) throws -> Void) throws {
        let reader: TraceReader
        do {
            reader = try TraceReader(path: path == "-" ? "/dev/stdin" : path, skippingBadLines: skipBad, cutLastLineIsBad: true)
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
        while true {
            let item: TraceItem?
            do { item = try reader.next() } catch { throw CommandFailure("\(path): \(error)") }
            guard let item else { break }
            guard case .input(let record) = item else {
                let problem = TraceError.bad(line: reader.currentLine, message: "an input script holds input records only")
                throw CommandFailure("\(path): \(problem)")
            }
            try body(record)
        }
        for warning in reader.warnings { printToStandardError("\(path): \(warning)") }
    }

    /// Every record of the script (for `shot`, which plays up to a time).
    static func read(_ path: String, skipBad: Bool) throws -> [InputRecord] {
        var records: [InputRecord] = []
        try forEach(path, skipBad: skipBad) { records.append($0) }
        return records
    }
}

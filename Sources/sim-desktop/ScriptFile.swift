import ArgumentParser
import Dispatcher
import Foundation

/// Reads an input script from a file or standard input, exiting with code 2 and the line number on a bad line.
enum ScriptFile {
    static func read(_ path: String, skipBad: Bool) -> [InputRecord] {
        let text: String
        if path == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                SimDesktop.fail("cannot read input script '\(path)'")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        do {
            let script = try InputScript(parsing: text, onBadLine: skipBad ? .skip : .stop)
            for problem in script.skipped {
                printToStandardError("\(path): \(problem) (skipped)")
            }
            return script.records
        } catch {
            SimDesktop.fail("\(path): \(error)")
        }
    }
}

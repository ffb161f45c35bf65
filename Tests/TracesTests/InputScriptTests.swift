import Foundation
import Testing
@testable import Dispatcher
@testable import Traces

@Suite("Input scripts")
struct InputScriptTests {
    @Test func parsesRecords() throws {
        let script = try InputScript(parsing: """
            {"t": 0.0, "finger": 0, "phase": "down", "x": 120, "y": 300}
            // a comment

            {"t": 0.05, "finger": 0, "phase": "up", "x": 120.5, "y": 300}
            """)
        #expect(script.records == [
            InputRecord(t: 0, finger: 0, phase: .down, x: 120, y: 300),
            InputRecord(t: 0.05, finger: 0, phase: .up, x: 120.5, y: 300),
        ])
    }

    @Test("bad lines stop the script with their line number", arguments: [
        ("not json", "line 2: not a JSON object"),
        (#"{"t": 1, "finger": 0, "x": 1, "y": 2}"#, #"line 2: missing field "phase""#),
        (#"{"t": 1, "finger": 0, "phase": "up", "y": 2}"#, #"line 2: missing field "x""#),
        (#"{"t": 1, "finger": 0, "phase": "up", "x": "a", "y": 2}"#, #"line 2: "x" is not a number"#),
        (#"{"t": 1, "finger": 0, "phase": "up", "x": 1e999, "y": 2}"#, "line 2: a number is not finite"),
        (#"{"t": 1, "finger": 0, "phase": "up", "x": NaN, "y": 2}"#, "line 2: a number is not finite"),
        (#"{"t": 1, "finger": 0, "phase": "tap", "x": 1, "y": 2}"#, #"line 2: "phase" must be one of"#),
        (#"{"t": 1, "finger": 1, "phase": "move", "x": 1, "y": 2}"#, "line 2: move for finger 1 before its down"),
        (#"{"t": 1, "finger": 0, "phase": "down", "x": 1, "y": 2}"#, "line 2: down for finger 0, which is already down"),
        (#"{"t": -1, "finger": 0, "phase": "up", "x": 1, "y": 2}"#, #"line 2: "t" is -1.0, outside 0…1000000"#),
        (#"{"t": 0.5, "finger": 0.5, "phase": "up", "x": 1, "y": 2}"#, #"line 2: "finger" must be a whole number"#),
    ])
    func badLines(line: String, message: String) {
        let text = #"{"t": 0.7, "finger": 0, "phase": "down", "x": 1, "y": 2}"# + "\n" + line
        do {
            _ = try InputScript(parsing: text)
            Issue.record("no error for \(line)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
            #expect(error.line == 2)
        }
    }

    @Test func timeGoingBackIsBad() {
        let text = """
            {"t": 1, "finger": 0, "phase": "down", "x": 1, "y": 2}
            {"t": 0.5, "finger": 0, "phase": "up", "x": 1, "y": 2}
            """
        #expect(throws: InputScriptError(line: 2, message: "time goes back: t=0.5 after t=1.0")) {
            try InputScript(parsing: text)
        }
    }

    @Test("with .skip, bad lines are listed and the rest is kept")
    func skipPolicy() throws {
        let script = try InputScript(parsing: """
            {"t": 0, "finger": 0, "phase": "down", "x": 1, "y": 2}
            garbage
            {"t": 0.1, "finger": 0, "phase": "down", "x": 1, "y": 2}
            {"t": 0.2, "finger": 0, "phase": "up", "x": 1, "y": 2}
            """, onBadLine: .skip)
        #expect(script.records.map(\.phase) == [.down, .up])
        #expect(script.skipped.map(\.line) == [2, 3])
    }

    @Test func recordsRoundTripThroughJSON() throws {
        let record = InputRecord(t: 1.234567, finger: 2, phase: .move, x: 10.25, y: -3)
        let parsed = try InputScript(parsing: InputRecord(t: 1, finger: 2, phase: .down, x: 0, y: 0).jsonLine
            + "\n" + record.jsonLine)
        #expect(parsed.records.last == record)
    }
}

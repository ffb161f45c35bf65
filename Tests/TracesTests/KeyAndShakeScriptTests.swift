import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Dispatcher
@testable import Traces

/// Shake and key lines of an input script: parsed, played, written back, and refused with their line numbers
/// (`FirstResponderTests` checks where shakes and keys go).
@Suite @MainActor
struct KeyAndShakeScriptTests {
    @Test("shake and key records parse and play at their times")
    func scriptShakeAndKeys() throws {
        let script = try InputScript(parsing: """
            {"t": 1.0, "shake": "began"}
            {"t": 1.1, "shake": "ended"}
            // a key
            {"t": 2.0, "key": "a", "phase": "began"}
            {"t": 2.05, "key": "a", "phase": "ended"}
            """)
        #expect(script.records == [
            InputRecord(t: 1.0, shake: .began), InputRecord(t: 1.1, shake: .ended),
            InputRecord(t: 2.0, key: "a", phase: .began), InputRecord(t: 2.05, key: "a", phase: .ended),
        ])
        let sim = Simulator()
        sim.show(UIWindow(frame: sim.screen.bounds))
        sim.play(script)
        #expect(sim.now == 2.05)
        #expect(sim.log.lines.contains("# input shake began"))
        #expect(sim.log.lines.contains("# input key a ended"))
    }

    @Test("shake and key records round-trip through their JSON lines")
    func scriptRoundTrip() throws {
        let records = [InputRecord(t: 1, shake: .began), InputRecord(t: 1.5, shake: .ended),
                       InputRecord(t: 2, key: "\"", phase: .began), InputRecord(t: 2.5, key: "\"", phase: .ended)]
        let parsed = try InputScript(parsing: records.map(\.jsonLine).joined(separator: "\n"))
        #expect(parsed.records == records)
    }

    @Test("bad shake and key records are reported with their line numbers", arguments: [
        (#"{"t": 1, "shake": "down"}"#, #"line 3: "shake" must be began or ended"#),
        (#"{"t": 1, "shake": 1}"#, #"line 3: "shake" must be began or ended"#),
        (#"{"t": 1, "shake": "ended"}"#, "line 3: shake ended before it began"),
        (#"{"t": 1, "key": "", "phase": "began"}"#, #"line 3: "key" must be a key name"#),
        (#"{"t": 1, "key": 5, "phase": "began"}"#, #"line 3: "key" must be a key name"#),
        (#"{"t": 1, "key": "a"}"#, #"line 3: missing field "phase""#),
        (#"{"t": 1, "key": "a", "phase": "down"}"#, #"line 3: "phase" must be one of began, ended"#),
        (#"{"t": 1, "key": "b", "phase": "ended"}"#, #"line 3: key "b" ended before it began"#),
        (#"{"t": 1, "key": "q", "phase": "began"}"#, #"line 3: key "q" began twice"#),
        (#"{"shake": "began"}"#, #"line 3: missing field "t""#),
    ])
    func badRecords(line: String, message: String) {
        let text = #"{"t": 0.5, "key": "q", "phase": "began"}"# + "\n// comment\n" + line
        do {
            _ = try InputScript(parsing: text)
            Issue.record("no error for \(line)")
        } catch {
            #expect(error.description == message || error.description.hasPrefix(message), "\(error.description)")
            #expect(error.line == 3)
        }
    }

    @Test("a shake begun twice is reported")
    func shakeTwice() {
        let text = #"{"t": 0, "shake": "began"}"# + "\n" + #"{"t": 1, "shake": "began"}"#
        #expect(throws: InputScriptError(line: 2, message: "shake began twice")) { try InputScript(parsing: text) }
    }
}

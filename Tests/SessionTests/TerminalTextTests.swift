import Foundation
import Testing
@testable import Session

/// Issue 19: untrusted text printed on a terminal shows its control characters instead of obeying them.
@Suite("Terminal-safe text")
struct TerminalTextTests {
    @Test("escape sequences, C1 controls and bidirectional overrides are shown; text, tabs and line ends are kept")
    func escapes() {
        #expect(TerminalText.safe("plain → text\twith\nlines") == "plain → text\twith\nlines")
        #expect(TerminalText.safe("\u{1B}]0;pwned\u{7}\u{1B}[31mred") == "\\u{1B}]0;pwned\\u{7}\\u{1B}[31mred")
        #expect(TerminalText.safe("a\u{9B}2Jb\u{7F}") == "a\\u{9B}2Jb\\u{7F}")
        #expect(TerminalText.safe("x\u{202E}gnp.exe") == "x\\u{202E}gnp.exe")
        #expect(TerminalText.safe("\r") == "\\u{D}")
    }

    @Test("in a --json answer they are JSON's own escapes, so the answer still parses")
    func json() throws {
        let shown = TerminalText.safe(#"{"view": "a\#u{9B}b\#u{202E}c\#u{7F}"}"#, json: true)
        #expect(shown == #"{"view": "a\u009Bb\u202Ec\u007F"}"#)
        let object = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: String]
        #expect(object?["view"] == "a\u{9B}b\u{202E}c\u{7F}")
    }
}

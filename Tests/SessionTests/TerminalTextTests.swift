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
}

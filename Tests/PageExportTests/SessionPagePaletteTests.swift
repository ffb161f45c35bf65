import Dispatcher
import Testing
@testable import PageExport
import Session

/// The web page's colours are the window's: emitted from `ChromeStyle`, not typed again.
@Suite("The page's palette")
@MainActor
struct SessionPagePaletteTests {
    @Test("every outcome's colour and the chain's come from ChromeStyle, into the script and the style")
    func fromChromeStyle() {
        let outcomes: [HitTestPass.Outcome] = [.asking, .skipped(.hidden), .outside, .inside, .declined, .hit]
        for outcome in outcomes {
            #expect(SessionPagePalette.hex(outcome.word) == outcome.color.hex, "\(outcome.word)")
            #expect(SessionPagePalette.script.contains("\(outcome.word): \"\(outcome.color.hex)\""))
            #expect(SessionPagePalette.style.contains(".o-\(outcome.word){color:\(outcome.color.hex)"))
        }
        #expect(SessionPagePalette.hex("chain") == ChromeStyle.chain.hex)
        // A badge's number is dark on exactly the colours the window writes it dark on.
        #expect(SessionPagePalette.script.contains("darkText = [\"\(ChromeStyle.inside.hex)\""))
        #expect(!SessionPagePalette.script.contains("darkText = [\"\(ChromeStyle.hit.hex)\""))
    }
}

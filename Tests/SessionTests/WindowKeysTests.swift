import Diagnosis
import Examples
import Foundation
import Testing

@testable import Session

/// What the window says and does for a presenter, without a window: its title, and what Esc does.
@Suite @MainActor
struct WindowKeysTests {
    @Test("the window's title names the example by its id, and its variant")
    func windowTitle() throws {
        let example = try #require(Gallery.example(id: "hit-test-order"))
        #expect(ExampleSession(example: example, variant: nil, device: .standard).windowTitle
            == "touchsim: hit-test-order")
        let varied = try #require(Gallery.all.first { !$0.variants.isEmpty })
        let variant = varied.variants[0]
        #expect(ExampleSession(example: varied, variant: variant, device: .standard).windowTitle
            == "touchsim: \(varied.id) (\(variant))")
    }

    @Test("Esc closes the help, else leaves full screen, else resumes; it never quits")
    func escape() {
        #expect(EscapeKey.command(showsHelp: true, isFullScreen: true, isPaused: true) == .help)
        #expect(EscapeKey.command(showsHelp: false, isFullScreen: true, isPaused: true) == .fullScreen)
        #expect(EscapeKey.command(showsHelp: false, isFullScreen: false, isPaused: true) == .pause)
        #expect(EscapeKey.command(showsHelp: false, isFullScreen: false, isPaused: false) == nil)
    }
}

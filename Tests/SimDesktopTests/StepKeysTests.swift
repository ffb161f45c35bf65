import CSDL2
import Diagnosis
import Examples
import Foundation
import Testing

@testable import Desktop
@testable import Session

/// Stepping by meaning in the window: its keys (in the table, so in the help, with toolbar buttons), and the step
/// caption's band under the phone, which never overlaps the phone.
@Suite @MainActor
struct StepKeysTests {
    @Test("Shift+→/← step by visit, Ctrl+→/← by phase; no chord is bound twice; the toolbar has Visit and Phase")
    func keys() {
        let right = Int32(SDLK_RIGHT.rawValue), left = Int32(SDLK_LEFT.rawValue)
        #expect(KeyBindings.command(for: KeyChord(right, shift: true)) == .stepBy(.visit, forward: true))
        #expect(KeyBindings.command(for: KeyChord(left, shift: true)) == .stepBy(.visit, forward: false))
        #expect(KeyBindings.command(for: KeyChord(right, control: true)) == .stepBy(.phase, forward: true))
        #expect(KeyBindings.command(for: KeyChord(left, control: true)) == .stepBy(.phase, forward: false))
        #expect(KeyBindings.command(for: KeyChord(right)) == .step(forward: true))
        let chords = KeyBindings.table.flatMap(\.chords)
        #expect(Set(chords).count == chords.count)
        #expect(WindowCommand.stepBy(.visit, forward: true).repeatsWhenHeld)
        let commands = Toolbar(settings: WorkshopSettings()).buttons.map(\.command)
        #expect(commands.contains(.stepBy(.visit, forward: true)) && commands.contains(.stepBy(.phase, forward: true)))
    }

    @Test("paused, the caption has a band under the phone at 1280×720 with large fonts; running, none",
          arguments: [false, true])
    func band(paused: Bool) throws {
        let example = try #require(Gallery.example(id: "hit-test-order"))
        var settings = WorkshopSettings()
        settings.largeFonts = true
        settings.isPaused = paused
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard),
                              settings: settings)
        bench.play(example.demoInput, until: 0.2)
        if paused { for _ in 0..<6 { bench.perform(.stepBy(.visit, forward: true)) } }  // a step would pause
        let context = try RenderContext.offscreen(width: 1280, height: 720)
        let frame = FrameComposer(context: context).draw(bench)
        #expect((frame.layout.stepCaption != nil) == paused)
        if let band = frame.layout.stepCaption {
            let screen = frame.layout.viewport.screenInPixels
            #expect(band.minY >= screen.maxY, "the caption covers the phone")
            #expect(band.maxY <= 720)
            #expect(bench.stepNarration == "[hit-test] asking EView: hitTest(_:with:)")
        }
    }
}

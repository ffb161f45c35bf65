import CSDL2
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
}

import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@testable import Session

/// Two-finger mode (T): the mouse is two fingers mirrored about the centre without Alt, which most Linux desktops
/// take for moving the window.
@Suite("Two-finger mode")
@MainActor
struct TwoFingerModeTests {
    @Test("T makes a press two fingers, mirrored; T again makes it one; the mode outlives a change of example")
    func toggles() {
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: "pinch-rotate")!, variant: nil,
                                                      device: .standard))
        let screen = bench.sim.screen.bounds
        bench.perform(.twoFingers)
        bench.input.mouse.press(at: CGPoint(x: 100, y: 300))
        #expect(bench.sim.fingersDown.count == 2)
        let second = bench.input.fingers.finger(of: .mouseSecond)?.location
        #expect(second == CGPoint(x: screen.width - 100, y: screen.height - 300))
        bench.input.mouse.release(at: CGPoint(x: 100, y: 300))
        #expect(bench.sim.fingersDown.isEmpty)

        bench.perform(.nextExample(forward: true))
        #expect(bench.input.mouse.twoFingerMode, "kept for the next example")
        bench.perform(.twoFingers)
        bench.input.mouse.press(at: CGPoint(x: 100, y: 300))
        #expect(bench.sim.fingersDown.count == 1)
    }
}

/// The window opens the gestures panel for an example with recognizers; `shot` shows what it is told.
@Suite("Gestures panel by default")
@MainActor
struct GesturesPanelDefaultTests {
    @Test("on for gesture-vs-touches and after switching to another example with recognizers; not for shot's settings")
    func opens() {
        var settings = WorkshopSettings()
        settings.opensUsefulPanels = true
        let plain = Workbench(session: ExampleSession(example: Gallery.example(id: "hit-test-order")!, variant: nil,
                                                      device: .standard), settings: settings, examples: Gallery.all)
        #expect(!plain.settings.shows(.recognizers))
        let gesture = Workbench(session: ExampleSession(example: Gallery.example(id: "gesture-vs-touches")!, variant: nil,
                                                        device: .standard), settings: settings)
        #expect(gesture.settings.shows(.recognizers))
        let index = Gallery.all.firstIndex { $0.id == "table-vs-background-tap" }!
        plain.perform(.selectExample(index: index))
        #expect(plain.settings.shows(.recognizers))
        let told = Workbench(session: ExampleSession(example: Gallery.example(id: "gesture-vs-touches")!, variant: nil,
                                                     device: .standard))
        #expect(!told.settings.shows(.recognizers))
    }
}

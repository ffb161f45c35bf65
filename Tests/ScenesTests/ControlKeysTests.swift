import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// The value controls' scene keys (docs/scene-files.md): a stepper's, slider's, page control's and segmented
/// control's settings built as UIKit sets them, whatever order the file gives them; bad values stop the read at
/// their place; a dump's controls and their private parts; a capture writes the keys back.
@Suite @MainActor
struct ControlKeysTests {
    private func error(_ text: String) -> String { sceneFileError(text, id: "c.yaml") }

    @Test("the keys set what UIKit's properties hold, the value after its limits whatever the file's order")
    func settings() throws {
        let sim = try SceneFile.example(text: """
            views:
              - {class: UIStepper, frame: [20, 100, 94, 32], value: 150, maximumValue: 200, stepValue: 5, wraps: true, continuous: false}
              - {class: UISlider, frame: [20, 200, 300, 40], value: 30, minimumValue: 10, maximumValue: 50}
              - {class: UIPageControl, frame: [0, 300, 390, 26], currentPage: 2, numberOfPages: 4}
              - {class: UISegmentedControl, frame: [20, 400, 300, 32], selectedSegmentIndex: 1, segments: [A, B, C], momentary: false}
              - {class: UITextField, frame: [20, 500, 300, 44], text: hello, clearButtonMode: always}
            """, id: "c.yaml").world()
        let views = sim.application.windows[0].rootViewController!.view.subviews
        let stepper = try #require(views[0] as? UIStepper)
        #expect((stepper.value, stepper.maximumValue, stepper.stepValue, stepper.wraps, stepper.isContinuous) == (150, 200, 5, true, false))
        let slider = try #require(views[1] as? UISlider)
        #expect((slider.value, slider.minimumValue, slider.maximumValue) == (30, 10, 50))
        let pages = try #require(views[2] as? UIPageControl)
        #expect((pages.numberOfPages, pages.currentPage) == (4, 2))
        let segments = try #require(views[3] as? UISegmentedControl)
        #expect((segments.numberOfSegments, segments.selectedSegmentIndex, segments.titleForSegment(at: 2)) == (3, 1, "C"))
        let field = try #require(views[4] as? UITextField)
        #expect(field.clearButtonMode == .always && field.subviews.contains { className(of: $0) == "_UITextFieldClearButton" })
    }

    @Test("contextMenu: held 0.4 s the menu shows and logs displayLog; an action logs its line; a text view's keys set it")
    func contextMenuAndTextView() throws {
        let example = try SceneFile.example(text: """
            views:
              - class: CardView
                frame: [40, 200, 310, 120]
                contextMenu: {displayLog: menu shown, actions: [{title: Share, log: shared}, {title: Delete, destructive: true}]}
              - {class: UITextView, frame: [20, 600, 300, 31], editable: false, selectable: true, dataDetectorTypes: [link]}
            """, id: "c.yaml")
        let sim = Simulator()
        example.build(in: sim)
        sim.touchDown(at: CGPoint(x: 195, y: 260))
        sim.advance(by: 1)
        sim.touchUp()
        sim.advance(by: 1)
        // The menu is 12 pt below the card: Share's row at 320 + 12 + 22.
        sim.tap(at: CGPoint(x: 100, y: 354))
        sim.advance(by: 1)
        #expect(sim.log.records.filter(\.isUserLine).map(\.text) == ["menu shown", "shared"])
        let text = try #require(sim.application.windows[0].rootViewController?.view.subviews[1] as? UITextView)
        #expect(!text.isEditable && text.isSelectable && text.dataDetectorTypes == .link)
    }

    @Test("bad values stop the file at their place: a page count of 10^9, a page or segment past the last, a step of 0, limits the wrong way, a key on the wrong class",
          arguments: [
              ("{class: UIPageControl, frame: [0, 0, 390, 26], numberOfPages: 1000000000}", "views[0].numberOfPages: 1000000000 is out of range (0 to 1000)"),
              ("{class: UIPageControl, frame: [0, 0, 390, 26], numberOfPages: 3, currentPage: 3}", "currentPage 3 is past the last page (numberOfPages is 3)"),
              ("{class: UISegmentedControl, frame: [0, 0, 390, 32], segments: [A, B], selectedSegmentIndex: 2}", "selectedSegmentIndex 2 is past the last segment (2 segments; -1 selects none)"),
              ("{class: UIStepper, frame: [0, 0, 94, 32], stepValue: 0}", "stepValue must be above 0"),
              ("{class: UIStepper, frame: [0, 0, 94, 32], stepValue: -1}", "views[0].stepValue: -1 is out of range"),
              ("{class: UIStepper, frame: [0, 0, 94, 32], minimumValue: 10, maximumValue: 5}", "maximumValue 5.0 is below minimumValue 10.0"),
              ("{class: UISlider, frame: [0, 0, 300, 40], value: 2}", "value 2.0 is outside minimumValue 0.0 to maximumValue 1.0"),
              ("{class: UIStepper, frame: [0, 0, 94, 32], value: 1e400}", "views[0].value: expected a number"),
              ("{class: UIView, frame: [0, 0, 94, 32], segments: [A]}", "segments needs a segmented control (UISegmentedControl): UIView behaves as UIView"),
              ("{class: UITextField, frame: [0, 0, 300, 44], clearButtonMode: sometimes}", "expected one of: always, never, unlessEditing, whileEditing"),
              ("{class: UIButton, frame: [0, 0, 44, 44], image: {size: [1e9, 24]}}", "image.size[0]: 1e9 is out of range (0 to 10000)"),
              ("{class: UIButton, frame: [0, 0, 44, 44], image: {name: x}}", "missing key 'size'"),
              ("{class: UIButton, frame: [0, 0, 44, 44], contentEdgeInsets: [1, 2, 3]}", "expected a list of 4 numbers"),
              ("{class: UIView, frame: [0, 0, 44, 44], image: x}", "image needs a button (UIButton)"),
              ("{class: UITextView, frame: [0, 0, 300, 44], dataDetectorTypes: [links]}", "expected data detector types among: address, all, calendarEvent"),
              ("{class: UIView, frame: [0, 0, 300, 44], selectable: false}", "selectable needs a text view (UITextView)"),
              ("{class: UIView, frame: [0, 0, 300, 44], contextMenu: {actions: [{log: x}]}}", "missing key 'title'"),
              ("{class: UIView, frame: [0, 0, 300, 44], contextMenu: {actions: [\(Array(repeating: "{title: A}", count: 51).joined(separator: ", "))]}}", "at most 50 actions, not 51"),
              ("{class: UIView, frame: [0, 0, 300, 44], contextMenu: {menu: 1}}", "unknown key 'menu'"),
          ])
    func badValues(view: String, message: String) {
        let text = error("views:\n  - \(view)\n")
        #expect(text.hasPrefix("c.yaml:2:"), "\(text)")
        #expect(text.contains(message), "\(text)")
    }

    @Test("a dump's UISegmentedControl and its private parts: the parts take no touch, the control gets it")
    func dumpParts() throws {
        let dump = DumpParser.parse("""
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UISegmentedControl: 0x3; frame = (20 100; 300 32); opaque = NO; layer = <CALayer: 0x4>>
               |    | <UISegment: 0x5; frame = (0 0; 150 32); opaque = NO; layer = <CALayer: 0x6>>
               |    |    | <UISegmentLabel: 0x7; frame = (50 6; 50 20); text = 'Day'; opaque = NO; layer = <_UILabelLayer: 0x8>>
               |    | <_UIStepperButton: 0x9; frame = (150 0; 150 32); opaque = NO; layer = <CALayer: 0xa>>
            """)
        let sim = DumpScene.example(dump, id: "d.txt").world()
        let window = try #require(sim.application.windows.first)
        #expect(window.hitTest(CGPoint(x: 100, y: 116), with: nil) is UISegmentedControl)
        #expect(window.hitTest(CGPoint(x: 250, y: 116), with: nil) is UISegmentedControl)
    }

    @Test("a capture writes the controls' keys and not their parts, and reads back the same controls")
    func captureRoundTrip() throws {
        let example = try #require(Gallery.example(id: "selected-segment-tap"))
        let trip = try CaptureRoundTrip(example)
        #expect(trip.sceneText.contains("segments: [\"Latest\", \"Popular\"]"), "\(trip.sceneText)")
        #expect(trip.sceneText.contains("selectedSegmentIndex: 0"))
        #expect(!trip.sceneText.contains("UISegment\""), "the parts are the control's own")
        #expect(trip.isSame, "\(trip.report)")
    }
}

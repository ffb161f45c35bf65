import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel
@testable import Scenes

/// A scroll view's physics in scene files (docs/scene-files.md): bouncing, deceleration, keyboard dismissal and
/// pull to refresh built as UIKit has them, bad values stopped at their place, and written back by a capture.
@Suite @MainActor
struct ScrollPhysicsKeysTests {
    static let scene = """
        views:
          - class: UITableView
            frame: [0, 0, 390, 700]
            rows: [One, Two, Three]
            alwaysBounceVertical: true
            decelerationRate: fast
            keyboardDismissMode: onDrag
            refreshControl: {action: "reload:", log: "reload the list"}
        demo:
          - {drag: [195, 100], by: [0, 400], steps: 24, at: 0.5}
        """

    @Test("a pull on a short list with alwaysBounceVertical sends the refresh control's action during the drag")
    func pullToRefresh() throws {
        let example = try SceneFile.example(text: Self.scene, id: "s.yaml")
        let sim = example.world()
        let table = try #require(sim.application.windows[0].rootViewController?.view.subviews.first as? UITableView)
        #expect(table.alwaysBounceVertical && table.decelerationRate == .fast && table.keyboardDismissMode == .onDrag)
        for record in example.demoInput { sim.play(record) }
        sim.advance(by: 2)
        #expect(sim.log.lines.filter { $0 == "reload the list" }.count == 1, "\(sim.log.lines.suffix(8))")
        #expect(table.refreshControl?.isRefreshing == true && table.contentOffset.y == -60)
    }

    @Test("bad values stop the file at their place: a negative or unit deceleration rate, an unknown dismiss mode, a key on a plain view",
          arguments: [
              ("{class: UIScrollView, frame: [0, 0, 390, 700], decelerationRate: -0.5}", "a deceleration rate is normal, fast, or a number above 0 and below 1"),
              ("{class: UIScrollView, frame: [0, 0, 390, 700], decelerationRate: 1}", "not 1.0"),
              ("{class: UIScrollView, frame: [0, 0, 390, 700], keyboardDismissMode: swipe}", "expected one of: interactive, interactiveWithAccessory, none, onDrag"),
              ("{class: UIScrollView, frame: [0, 0, 390, 700], refreshControl: {when: pulled}}", "unknown key 'when'"),
              ("{class: UIView, frame: [0, 0, 390, 700], bounces: false}", "bounces needs a scroll view"),
          ])
    func badValues(view: String, message: String) {
        let text = sceneFileError("views:\n  - \(view)\n", id: "s.yaml")
        #expect(text.hasPrefix("s.yaml:2:"), "\(text)")
        #expect(text.contains(message), "\(text)")
    }

    @Test("a capture writes the physics and the refresh control's action, and the scene it gives back refreshes the same")
    func capture() throws {
        let example = try SceneFile.example(text: Self.scene, id: "s.yaml")
        let trip = try CaptureRoundTrip(example)
        for key in ["alwaysBounceVertical: true", "decelerationRate: 0.99", "keyboardDismissMode: \"onDrag\"", "refreshControl:\n    action: \"reload:\""] {
            #expect(trip.sceneText.contains(key), "\(key) in \(trip.sceneText)")
        }
        #expect(trip.isSame, "\(trip.report)")
    }
}

import Dispatcher
import ExampleKit
import Examples
import Foundation
import Scenes
import Testing

/// A scene's `variants:` take every what-if a `--set` takes — relations, numbers, moves — and a variant that
/// makes a relation gives the log of the same scene with the relation written as a key.
@Suite("Scene variants beyond flags")
@MainActor
struct SceneVariantChangesTests {
    private func log(of example: Example, variant: String? = nil) -> [String] {
        let sim = example.world(variant: variant)
        for record in example.demoInput { sim.play(record) }
        sim.advance(by: 2)
        return sim.log.lines
    }

    private func scene(requiring: Bool, variants: String = "") throws -> Example {
        let text = """
            views:
              - class: TapView
                frame: [50, 100, 200, 200]
                recognizers:
                  - {type: tap, name: single\(requiring ? ", requireToFail: double" : "")}
                  - {type: tap, name: double, taps: 2}
            demo:
              - {tap: [150, 200], at: 0.1}
              - {tap: [150, 200], at: 0.2}
            \(variants)
            """
        return try SceneFile.example(text: text, id: "taps")
    }

    @Test("variants: a relation, a number and a move; the relation's log is the key's")
    func relations() throws {
        let variants = "variants:\n  wait: [\"single.requireToFail=double\"]\n  triple: [\"double.numberOfTapsRequired=3\"]\n"
            + "  small: [\"TapView.frame=0,0,10,10\"]\n"
        let file = try scene(requiring: false, variants: variants)
        #expect(file.variants == ["wait", "triple", "small"])
        let written = try scene(requiring: true)
        #expect(log(of: file, variant: "wait") == log(of: written))
        #expect(log(of: file) != log(of: written), "the relation changes the story")
        #expect(log(of: file, variant: "triple") != log(of: file))
        let refused = "views:\n  - {class: UIView, frame: [0, 0, 100, 100]}\nvariants:\n  fix: [\"UIView.requireToFail=UIView\"]\n"
        #expect(throws: SceneFileError.self) { try SceneFile.example(text: refused, id: "bad") }
    }

    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenes")

    /// The sheet is presented once the scene appears, after a what-if is applied (right after the build), so the
    /// fix is the view's key here, not a variant.
    @Test("the sheet bugs' fix as data: the view key gives the Swift variant's log",
          arguments: [("drawing-view-in-sheet", "SignatureView"), ("custom-slider-in-sheet", "RangeSliderControl")])
    func shouldBeginAnswer(id: String, view: String) throws {
        let path = Self.scenes.appendingPathComponent(id + ".yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let file = try SceneFile.example(text: text, id: id)
        let swift = try #require(Examples.Gallery.example(id: id))
        let fixed = log(of: swift, variant: "should-begin")
        #expect(log(of: file) != fixed, "the file without the fix is the bug")
        // The key on the view, written into the file: the same log.
        let keyed = text.replacingOccurrences(of: "class: \(view), ", with: "class: \(view), gestureRecognizerShouldBegin: ownOnly, ")
            .replacingOccurrences(of: "- class: \(view)\n", with: "- class: \(view)\n      gestureRecognizerShouldBegin: ownOnly\n")
        #expect(keyed != text)
        #expect(log(of: try SceneFile.example(text: keyed, id: id)) == fixed)
        #expect(throws: SceneFileError.self) {
            try SceneFile.example(text: text.replacingOccurrences(of: "class: \(view)", with: "class: \(view), gestureRecognizerShouldBegin: maybe"), id: id)
        }
    }
}

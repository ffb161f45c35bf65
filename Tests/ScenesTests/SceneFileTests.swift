import Diagnosis
import Dispatcher
import Examples
import Foundation
import Session
import Testing
@_spi(Engine) import ViewModel

@testable import Scenes

/// Scene files: the gallery scenes shipped as files give the Swift scenes' logs line for line; every kind of bad
/// file stops with its line, column and key path.
@Suite @MainActor
struct SceneFileTests {
    /// The repository's docs/scenes folder.
    private static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/scenes").standardized

    /// The dispatch log of `example` playing its demo input.
    private func log(of example: Example, variant: String? = nil) -> [String] {
        let sim = example.world(variant: variant)
        for record in example.demoInput { sim.play(record) }
        sim.advance(by: 2)
        return sim.log.lines
    }

    @Test("each scene file in docs/scenes gives the same log as the gallery's Swift scene of its name",
          arguments: [("hit-test-order", nil), ("enlarged-tap-area", nil), ("image-view-tap", nil),
                      ("table-vs-background-tap", nil), ("animated-hit-test", "allow-user-interaction"),
                      ("button-added-to-cell", nil), ("tap-stops-item-selection", nil), ("stack-view-in-control", nil),
                      ("zposition-not-hit", nil), ("cell-view-forwards-touches", nil), ("keyboard-covers-button", nil), ("keyboard-covers-button", "dismiss-on-tap"),
                      ("table-under-toolbar", nil), ("toolbar-subview-behind-items", nil),
                      ("scroll-view-blocks-swipe-back", nil), ("drawing-view-in-sheet", nil),
                      ("pages-block-swipe-back", nil), ("content-pop-takes-swipe", nil),
                      ("custom-slider-in-sheet", nil), ("list-in-medium-sheet", nil),
                      ("selected-segment-tap", nil), ("refresh-on-short-list", nil),
                      ("popover-swallows-tap", nil), ("title-view-button", nil),
                      ("text-view-in-cell", nil), ("context-menu-beats-long-press", nil),
                      ("tab-bar-raised-button", nil)])
    func sameLogAsSwift(id: String, variant: String?) throws {
        let file = try SceneFile.load(path: Self.scenes.appendingPathComponent(id + ".yaml").path)
        let swift = try #require(Gallery.example(id: id))
        // A file's own variant of that name is played too; a file that is the Swift scene's variant has none.
        let (a, b) = (log(of: swift, variant: variant), log(of: file, variant: variant.flatMap { file.variants.contains($0) ? $0 : nil }))
        #expect(a.count > 20)
        for (index, (x, y)) in zip(a, b).enumerated() where x != y {
            Issue.record("line \(index + 1): Swift \(x) | file \(y)")
            break
        }
        #expect(a.count == b.count)
        #expect(file.demoInput == swift.demoInput)
    }

    /// The class name of the view a touch at (x, y) hits in `window`.
    private func hit(_ x: CGFloat, _ y: CGFloat, in window: UIWindow) -> String? {
        window.hitTest(CGPoint(x: x, y: y), with: nil).map { className(of: $0) }
    }

    private func error(_ text: String) -> String { sceneFileError(text, id: "bad.yaml") }

    @Test("an exercise: instructions, and a variant (the fix) that gives the Swift variant's log; bad variants say where")
    func exerciseVariants() throws {
        let file = try SceneFile.load(path: Self.scenes.appendingPathComponent("image-view-tap.yaml").path)
        #expect(file.instructions?.hasPrefix("Tap the photo") == true)
        #expect(file.variants == ["interaction-enabled"])
        let swift = try #require(Gallery.example(id: "image-view-tap"))
        let (a, b) = (log(of: swift, variant: "interaction-enabled"), log(of: file, variant: "interaction-enabled"))
        #expect(a == b && a.contains { $0.contains("photo tapped") })
        #expect(log(of: file) != b)
        let base = "views:\n  - {class: UIView, frame: [0, 0, 100, 100]}\n"
        let bad: [(String, String)] = [
            ("variants:\n  fix: [\"NoView.hidden=true\"]\n", "2:8: at variants.fix: the variant 'fix': no view or recognizer named 'NoView'"),
            ("variants:\n  fix: [\"UIView.bogus=1\"]\n", "2:9: at variants.fix[0]: unknown property 'bogus'"),
            ("variants:\n  Fix: [\"UIView.hidden=true\"]\n", "a variant's name is lowercase"),
            ("variants:\n  fix: []\n", "a variant lists at least one change"),
            ("variants:\n  fix: [\"UIView.hidden=true\"]\n  fix: [\"UIView.hidden=false\"]\n", "t.yaml:3:3: the key 'fix' is given twice"),
            ("variants: [fix]\n", "expected a mapping of names"),
        ]
        for (text, message) in bad {
            #expect(throws: SceneFileError.self, "\(text)") { _ = try SceneFile.example(text: text + base, id: "t.yaml") }
            do {
                _ = try SceneFile.example(text: text + base, id: "t.yaml")
            } catch {
                #expect(error.description.contains(message), "\(error.description)")
            }
        }
    }

    @Test("bad files: the line, column and key path of the first problem, and what was expected")
    func badFiles() {
        #expect(error("views:\n  - frame: [0, 0, 10]\n") == "bad.yaml:2:12: at views[0].frame: expected a list of 4 numbers")
        #expect(error("views:\n  - frame: [0, 0, 10, 10]\n    colour: red\n").hasPrefix(
            "bad.yaml:3:5: at views[0]: unknown key 'colour'; expected one of: class, baseClass, frame, bounds, center, color"))
        #expect(error("views:\n  - frame: [0, 0, 10, 10]\n    alpha: lots\n") == "bad.yaml:3:12: at views[0].alpha: expected a number")
        #expect(error("views:\n  - frame: [0, 0, 10, nan]\n").contains("expected a number"))
        #expect(error("views:\n  - frame: [0, 0, 1e300, 10]\n").contains("out of range"))
        #expect(error("views: [\n").hasPrefix("bad.yaml:2:1: not YAML or JSON"))
        // A key given twice is reported where it is given the second time, in block, list and flow mappings.
        #expect(error("title: a\nviews: []\ntitle: b\n").hasPrefix("bad.yaml:3:1: the key 'title' is given twice"))
        #expect(error("views:\n  - frame: [0, 0, 10, 10]\n    alpha: 1\n    alpha: 0\n").hasPrefix("bad.yaml:4:5: the key 'alpha'"))
        #expect(error("views:\n  - {frame: [0, 0, 10, 10], tag: 1, tag: 2}\n").hasPrefix("bad.yaml:2:37: the key 'tag'"))
        #expect(error("{\"views\": [], \"views\": []}").hasPrefix("bad.yaml:1:15: the key 'views'"))
        #expect(error("").contains("empty"))
        #expect(error("title: x\n").contains("missing key 'views'"))
        #expect(error("views:\n  - frame: [0, 0, 10, 10]\n    recognizers:\n      - {type: tap, name: A, requireToFail: B}\n")
            .contains("A names 'B', but no recognizer has that name"))
        #expect(error("""
            views:
              - frame: [0, 0, 10, 10]
                recognizers:
                  - {type: tap, name: A, requireToFail: B}
                  - {type: tap, name: B, requireToFail: A}
            """).contains("requireToFail goes round in a cycle: A → B → A"))
        #expect(error("views:\n  - frame: [0, 0, 10, 10]\n    recognizers: [{type: wave}]\n").contains("expected one of: tap, pan"))
        // A hit area is data any view carries, a label or a window's view alike; a word it does not know is an error.
        #expect(error("views:\n  - class: UILabel\n    frame: [0, 0, 10, 10]\n    hitArea: circle\n") == "no error")
        #expect(error("views:\n  - class: UILabel\n    frame: [0, 0, 10, 10]\n    hitArea: square\n").contains("expected circle, self, passThrough, presentation"))
        #expect(error("views:\n  - class: UILabel\n    frame: [0, 0, 10, 10]\n    hitArea: \"insets:1,2,3,4\"\n").contains("expected circle, self, passThrough"))
        // A sampled grid (what a capture writes): runs of answers, bounded, read in one pass.
        func grid(_ rows: String, views: String = "[]") -> String {
            error("views:\n  - {class: Slop, frame: [0, 0, 10, 10], hitArea: {grid: {origin: [-2, -2], step: 1, rows: \(rows), "
                + "views: \(views)}}}\n")
        }
        #expect(grid(#"["14#", "2.10#2.", "14."]"#) == "no error")
        #expect(grid(#"["2.5@5a2.", "14."]"#, views: #"["superview.subviews[0]"]"#) == "no error")
        #expect(grid(#"["3?"]"#).contains("a grid's row is runs of . (no view), # (inside), @ (the view itself) or a letter"))
        #expect(grid(#"["3b"]"#, views: #"["superview"]"#).contains("b names no view: the grid's views has 1"))
        #expect(grid(#"["3#"]"#, views: #"["up.subviews[0]"]"#).contains("a way to a view is superview and subviews[N] joined by dots"))
        #expect(grid(#"["3#"]"#, views: #"["subviews[-1]"]"#).contains("a way to a view is superview and subviews[N]"))
        #expect(grid(#"["3#"]"#, views: "[" + String(repeating: "superview,", count: 27) + "superview]").contains("at most 26 views"))
        #expect(grid(#"["12"]"#).contains("a count with no answer after it"))
        #expect(grid(#"["99999#"]"#).contains("a run of at most 1000 cells"))
        #expect(grid(#"["600#600#"]"#).contains("a row of at most 1000 cells"))
        #expect(error("views:\n  - frame: [0, 0, 10, 10]\n    actions: [{event: touchUpInside}]\n").contains("actions needs a control (UIButton"))
    }

    @Test("hostile files end in an error, fast: deep nesting, aliases that unfold exponentially, a huge file")
    func hostile() {
        let deep = "views:\n" + (0..<150).map { String(repeating: "  ", count: $0 + 1) + "- frame: [0, 0, 1, 1]\n"
            + String(repeating: "  ", count: $0 + 2) + "subviews:\n" }.joined()
        #expect(error(deep).contains("deeper than"))
        var bomb = "views:\n  - &v0 {frame: [0, 0, 1, 1]}\n"
        for i in 1..<40 { bomb += "  - &v\(i) {frame: [0, 0, 1, 1], subviews: [*v\(i - 1), *v\(i - 1)]}\n" }
        #expect(error(bomb).contains("more than 20000 views"), "2^40 views once the aliases unfold")
        #expect(error(String(repeating: "#", count: 200_000)).contains("too large"))
    }

    @Test("a window's hitArea: an overlay window passing touches through its empty parts to the window below; its own button still hit")
    func windowHitArea() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            windows:
              - views: [{class: LikeButton, frame: [20, 700, 350, 50], actions: [{action: "like:", log: liked}]}]
              - hitArea: passThrough
                rootView: {frame: [0, 0, 390, 844], color: clear, hitArea: passThrough}
                views: [{class: BannerButton, frame: [20, 100, 350, 50], actions: [{action: "banner:", log: banner}]}]
            """, id: "w.yaml").build(in: sim)
        sim.advance(by: 1)
        #expect(sim.application.windows[1].hitAreaAnswer == .passThrough)
        sim.tap(at: CGPoint(x: 195, y: 725)); sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 195, y: 125)); sim.advance(by: 1)
        #expect(sim.log.records.filter(\.isUserLine).map(\.text) == ["liked", "banner"])
    }

    @Test("a scroll view clips its content as UIKit's does, unless the file says otherwise; a plain view does not")
    func scrollViewsClip() throws {
        let sim = Simulator()
        try SceneFile.example(text: """
            views:
              - {class: Header, frame: [0, 0, 390, 100]}
              - class: Feed
                baseClass: UIScrollView
                frame: [0, 100, 390, 744]
                contentSize: [390, 2000]
                contentOffset: [0, 300]
                subviews: [{class: Row, frame: [0, 200, 390, 80], color: systemRed}]
              - {class: UITableView, frame: [0, 0, 10, 10]}
              - {class: Loose, baseClass: UIScrollView, frame: [0, 0, 10, 10], clipsToBounds: false}
              - {class: Plain, frame: [0, 0, 10, 10]}
            """, id: "clip.yaml").build(in: sim)
        let views = ViewNames(windows: sim.application.windows)
        #expect(views.view(named: "Feed")?.clipsToBounds == true)
        #expect(views.view(named: "UITableView")?.clipsToBounds == true)
        #expect(views.view(named: "Loose")?.clipsToBounds == false)
        #expect(views.view(named: "Plain")?.clipsToBounds == false)
        // The row scrolled above the feed is cut where the feed begins: nothing of it is drawn over the header.
        let row = try #require(views.view(named: "Row"))
        let drawing = PhoneDrawing(windows: sim.application.windows, identify: { $0 === row ? 1 : 0 })
        let rowFills = drawing.items.filter { $0.kind == .fill && $0.view == 1 }
        #expect(!rowFills.isEmpty && rowFills.allSatisfy { $0.clip.map { drawing.clips[$0].minY >= 100 } == true })
    }

    @Test("hit areas, pass-through and a recognizer pair work as their Swift counterparts")
    func behaviour() throws {
        let example = try SceneFile.example(text: """
            views:
              - class: Round
                frame: [100, 100, 100, 100]
                hitArea: circle
              - class: Overlay
                frame: [0, 0, 390, 844]
                hitArea: passThrough
                subviews:
                  - {class: Chip, frame: [0, 400, 50, 50]}
            """, id: "t.yaml")
        let sim = Simulator()
        let window = example.build(in: sim)
        func hit(_ x: CGFloat, _ y: CGFloat) -> String? { self.hit(x, y, in: window) }
        #expect(hit(150, 150) == "Round")
        #expect(hit(102, 102) == "UIView", "outside the circle: the controller's view behind")
        #expect(hit(20, 420) == "Chip", "a pass-through overlay's subview still gets touches")
    }

    @Test("an animated button with hitArea presentation is hit where it is drawn, as seed 000's override does")
    func presentationHitArea() throws {
        let example = try SceneFile.example(text: """
            views:
              - class: UIButton
                frame: [35, 225, 120, 50]
                hitArea: presentation
                actions: [{event: touchDown, action: "down:", log: "button: touchDown"}]
                animate: {duration: 10, options: [allowUserInteraction], center: [295, 650]}
            demo:
              - {tap: [195, 450], at: 5}
            """, id: "t.yaml")
        #expect(log(of: example).contains("button: touchDown"))
    }

    @Test("bounds shift the subviews and center moves the frame, as in UIKit")
    func boundsAndCenter() throws {
        let example = try SceneFile.example(text: """
            views:
              - class: Scroller
                frame: [0, 100, 390, 200]
                bounds: [0, 50, 390, 200]
                subviews: [{class: Row, frame: [0, 60, 390, 40]}]
              - {class: Dot, frame: [0, 0, 20, 20], center: [300, 700]}
            """, id: "t.yaml")
        let sim = Simulator()
        let window = example.build(in: sim)
        func hit(_ x: CGFloat, _ y: CGFloat) -> String? { self.hit(x, y, in: window) }
        #expect(hit(100, 115) == "Row", "row at 60 in a bounds starting at 50: 10 pt below the scroller's top")
        #expect(hit(300, 700) == "Dot" && hit(15, 15) == "UIView")
    }
}

import Diagnosis
import Dispatcher
import ExampleKit
import Examples
import Foundation
import Questions
import Scenes
import Testing
@_spi(Engine) import ViewModel

/// `fix`'s search, without a front end: for every real bug whose known fix is a change a scene can hold, and every
/// scene file in docs/scenes with a fix among its variants, that fix is among the first three; every fix reported
/// is one a fresh replay confirms; a scene that already works, a goal no change reaches, a cut search and bad goals
/// are answered in words.
@Suite("FixRequest")
@MainActor
struct FixRequestTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenes")

    private func fixes(_ example: Example, want: String, inputs: [InputRecord]? = nil) async throws -> FixReport {
        let request = FixRequest(example: example, variant: nil, inputs: inputs ?? example.demoInput, goal: try FixGoal(parsing: want))
        return try await request.answer()
    }

    /// Each real bug of the gallery whose known fix (its fixing variant, in Swift) is a what-if change, with the
    /// goal its story is about.
    nonisolated static let realBugs: [(id: String, want: String, fix: String)] = [
        ("stack-view-in-control", "action:addToCart", "UIStackView.isUserInteractionEnabled=false"),
        ("zposition-not-hit", "action:shareTapped", "UIView#2.toFront=true"),
        ("button-added-to-cell", "action:callTapped", "UIButton#2.superview=UITableViewCellContentView#2"),
        ("scroll-view-blocks-swipe-back", "recognizer:UIScreenEdgePanGestureRecognizer",
         "UIScrollViewPanGestureRecognizer.requireToFail=UIScreenEdgePanGestureRecognizer"),
        ("pages-block-swipe-back", "recognizer:UIScreenEdgePanGestureRecognizer",
         "UIScrollViewPanGestureRecognizer.requireToFail=UIScreenEdgePanGestureRecognizer"),
        ("context-menu-beats-long-press", "action:pickUp", "UILongPressGestureRecognizer.minimumPressDuration=0.25"),
        ("selected-segment-tap", "action:feedKindChanged", "UISegmentedControl.isMomentary=true"),
        ("refresh-on-short-list", "action:reload", "UIScrollView.alwaysBounceVertical=true"),
        ("text-view-in-cell", "view:UITableViewCell#1", "UITextView#1.isSelectable=false"),
        ("tap-stops-item-selection", "view:PhotoCell#1", "UITapGestureRecognizer.cancelsTouchesInView=false"),
        ("image-view-tap", "action:photoTapped", "UIImageView.isUserInteractionEnabled=true"),
        ("drawing-view-in-sheet", "view:SignatureView", "SignatureView.gestureRecognizerShouldBegin=ownOnly"),
        ("custom-slider-in-sheet", "action:finished", "RangeSliderControl.gestureRecognizerShouldBegin=ownOnly"),
    ]

    @Test("each real bug's known fix is among the first three", arguments: realBugs.map { [$0.id, $0.want, $0.fix] })
    func realBug(_ row: [String]) async throws {
        let report = try await fixes(Gallery.example(id: row[0])!, want: row[1])
        let found = report.fixes.prefix(3).map { $0.changes.joined(separator: " and ") }
        #expect(found.contains(row[2]), "\(row[0]): \(found)")
        try await confirm(report, Gallery.example(id: row[0])!, want: row[1])
    }

    @Test("a fix's Swift reaches a container UIKit made through its controller: the tab bar controller's view, not a private class")
    func swiftThroughTheController() async throws {
        let text = try String(contentsOf: Self.scenes.appendingPathComponent("tab-bar-raised-button.yaml"), encoding: .utf8)
        let example = try SceneFile.example(text: text, id: "tab-bar-raised-button")
        let report = try await fixes(example, want: "action:compose", inputs: tapInput(at: CGPoint(x: 195, y: 746), t: 0))
        let moves = report.fixes.filter { $0.changes.contains { $0.contains(".superview=") } }
        #expect(!moves.isEmpty, "\(report.text)")
        for fix in moves { #expect(fix.swift == ["uiTabBarController.view.addSubview(uiButton)"], "\(fix.swift)") }
        #expect(!report.text.contains("uiLayoutContainerView"), "\(report.text)")
    }

    @Test("each scene file in docs/scenes with a fixing variant: one of the variant's changes is among the first three")
    func sceneFiles() async throws {
        var checked = 0
        let goals = ["image-view-tap": "action:photoTapped", "refresh-on-short-list": "action:reload",
                     "selected-segment-tap": "action:feedKindChanged", "text-view-in-cell": "view:UITableViewCell#1",
                     "keyboard-covers-button": "action:sendTapped", "tab-bar-raised-button": "action:compose"]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).sorted() where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: Self.scenes.appendingPathComponent(name), encoding: .utf8)
            guard text.contains("\nvariants:") else { continue }
            let id = String(name.dropLast(5))
            let example = try SceneFile.example(text: text, id: id)
            let want = try #require(goals[id], "\(id) has a fix: give its goal here")
            // The variant's changes, as the file writes them: `  name: ["A.b=c", …]` under `variants:`.
            let line = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("  \(example.variants[0]): [") })
            let fixChanges = Set(line.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
            let report = try await fixes(example, want: want)
            #expect(report.fixes.prefix(3).contains { Set($0.changes).isSubset(of: fixChanges) }, "\(id): \(report.fixes.map(\.changes))")
            checked += 1
        }
        #expect(checked == goals.count)
    }

    /// Every fix reported, replayed afresh with only its changes, meets the goal (the search is honest).
    private func confirm(_ report: FixReport, _ example: Example, want: String) async throws {
        for fix in report.fixes {
            var ask = WhyRequest(example: example, variant: nil, input: .script({ sim in
                example.demoInput.forEach(sim.play)
                return nil
            }))
            ask.changes = try fix.changes.map { try ViewSetting(parsing: $0) }
            let goal = try FixGoal(parsing: want)
            switch goal {
            case .action(let name): ask.action = name
            case .recognizer(let name): ask.recognizer = name
            case .view(let name): ask.view = name
            }
            let verdict = try await ask.answer().report.verdict?.sentence ?? ""
            #expect(!verdict.contains("was not sent") && !verdict.contains("failed") && !verdict.contains("never"),
                    "\(example.id) with \(fix.changes): \(verdict)")
        }
    }

    @Test("a scene that already works, a goal no change reaches (with the closest), a cut search, bad goals")
    func answers() async throws {
        let fixed = try await fixes(Gallery.example(id: "stack-view-in-control")!, want: "action:addToCart",
                                    inputs: nil)
        #expect(!fixed.fixes.isEmpty)
        var already = FixRequest(example: Gallery.example(id: "double-tap")!, variant: nil,
                                  inputs: Gallery.example(id: "double-tap")!.demoInput, goal: .action("doubleTap"))
        let met = try await already.answer()
        #expect(met.isAlreadyMet && met.text.hasPrefix("Already: doubleTap is sent"))
        already.goal = .view("UIWindow")
        already.maximumWorlds = 5
        let cut = try await already.answer()
        #expect(cut.text.contains("stopped at the most worlds a search builds"), "\(cut.text)")
        for (bad, words) in [("act:x", "is not action:NAME"), ("action:nope", "no action named 'nope'"), ("view:", "is not action:NAME")] {
            do {
                let request = FixRequest(example: Gallery.example(id: "double-tap")!, variant: nil, inputs: [], goal: try FixGoal(parsing: bad))
                _ = try await request.answer()
                Issue.record("\(bad) was taken")
            } catch {
                #expect(error.description.contains(words), "\(bad): \(error.description)")
            }
        }
        #expect(cut.json.hasPrefix("{\"want\": \"view:UIWindow\", \"met\": false, \"fixes\": ["))
        // A drag on the photo: letting the photo take touches lets its tap see the drag, but no tap is a drag.
        let photo = Gallery.example(id: "image-view-tap")!
        let drag = WhyGesture.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), seconds: 0.3).inputs(at: 2, finger: 0)
        let none = try await fixes(photo, want: "recognizer:UITapGestureRecognizer#1", inputs: drag)
        #expect(none.fixes.isEmpty && none.text.hasPrefix("No change tried makes this happen: UITapGestureRecognizer#1 recognizes."))
        #expect(none.closest?.changes == ["UIImageView.isUserInteractionEnabled=true"]
            && none.closest?.reached == "UITapGestureRecognizer#1 sees the touch", "\(none.text)")
    }
}

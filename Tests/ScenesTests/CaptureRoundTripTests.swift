import Examples
import Foundation
import Testing
import TouchCapture

@testable import Scenes

/// TouchCapture on every gallery example: the scene it writes is built again and compared, point by point of a
/// 4-pt grid, recognizer by recognizer, line by line of the demo log. Hit-testing and the recognizers are the same
/// for every example; where the demo log differs, it is code a scene cannot carry (a touches override, a delegate's
/// answer, the log lines an override's calls write), and each such example says which here;
/// docs/capture-round-trip.md holds the whole result, regenerated with `TOUCHSIM_REGENERATE_GOLDEN=1`.
@Suite @MainActor
struct CaptureRoundTripTests {
    private static let report = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/capture-round-trip.md").standardized

    /// Why an example's demo log differs after its capture: what the app's code does that the file cannot say.
    static let logReasons: [String: String] = [
        "hit-test-order": "EView overrides touchesBegan(_:with:) without calling super, so the touch stops there",
        "responder-chain-child": "IFXResponderChainVC's view is in another controller's view (a child controller, "
            + "which the chain passes through); a scene has one controller a screen",
        "circle-button": "CircleHitButton's hitTest(_:with:) answers without asking point(inside:with:); the capture "
            + "carries its answers, and the rebuilt view asks point(inside:with:) on the way: the same views, other calls",
        "triangle-button": "TriangleHitButton's hitTest(_:with:) refuses points its point(inside:with:) accepts; the "
            + "capture carries what hitTest answers, so the rebuilt view's point(inside:with:) says no there",
        "raised-tab-bar": "CustomeTabBar overrides point(inside:with:) once the demo turns the override on",
        "event-interception": "InterceptingView's hitTest(_:with:) takes every touch without asking "
            + "point(inside:with:); the rebuilt view asks it on the way: the same views, other calls",
        "double-tap": "the view overrides touchesBegan(_:with:) without calling super",
        "shake": "CustomShakeView overrides canBecomeFirstResponder and becomes first responder in code",
        "animated-hit-test": "the button is animating when captured; the capture carries what its hitTest answers "
            + "(no touch while it animates), not the animation, so the log gives another reason for the same answer",
        "drag-view": "the view overrides touchesMoved(_:with:) to follow the finger without calling super",
        "image-view-tap": "BackdropView overrides touchesBegan(_:with:) without calling super",
        "pass-through-overlay": "OverlayView overrides touchesBegan(_:with:) without calling super",
        "outside-superview": "BackdropView overrides touchesBegan(_:with:) without calling super",
        "animating-sheet": "the sheet is animating when captured; the capture carries what its hitTest answers "
            + "(no touch while it animates), not the animation, so the log gives another reason for the same answer",
        "pages-block-swipe-back": "a page view controller gives only the page shown; the others are not captured",
        "context-menu-beats-long-press": "the context menu's actions come from the app's delegate, which the capture "
            + "does not ask: the menu shows with none",
    ]

    static let heading = """
        # TouchCapture round trip

        Every gallery example captured with `TouchCapture.sceneText` (what `sim-desktop capture ID` prints), its \
        scene file built again, and both compared: the view hit at every point of a 4-pt grid, the recognizers \
        with their flags and relations, and the dispatch log of the example's demo input (lines the app's own \
        code writes apart). Hit-testing and the recognizers are the same for every example: where a class \
        answers `hitTest(_:with:)` or `point(inside:with:)` otherwise than its bounds, or a view is animating, the \
        capture carries what `hitTest` answered on a grid, and it writes what each recognizer's delegate answers \
        about the others. Where the demo log still differs, the reason is given. Captured against touchsim's \
        UIKit on Linux, without the Objective-C runtime: an app's class answering otherwise than its bounds \
        stands for an override there. Written by \
        `Tests/ScenesTests/CaptureRoundTripTests.swift`; regenerate with \
        `TOUCHSIM_REGENERATE_GOLDEN=1 swift test --filter CaptureRoundTripTests`.


        """

    /// An example's section of the report.
    static func section(_ id: String, _ trip: CaptureRoundTrip) -> String {
        "## \(id)\n\n" + trip.report.map { "- \($0)\n" }.joined() + (logReasons[id].map { "- why: \($0)\n" } ?? "") + "\n"
    }

    /// The shipped report's section for each example, by id.
    static func shippedSections() throws -> [String: String] {
        let text = try String(contentsOf: report, encoding: .utf8)
        var sections: [String: String] = [:]
        for part in text.components(separatedBy: "\n## ").dropFirst() {
            let id = String(part.prefix { $0 != "\n" })
            let body = part.components(separatedBy: "\n\n").prefix(2).joined(separator: "\n\n").trimmingCharacters(in: .newlines)
            sections[id] = "## " + body + "\n\n"
        }
        return sections
    }

    /// One example a test case, so the main actor, which the worlds run on, is free between them.
    @Test("each gallery example round-trips through TouchCapture: the same hit view everywhere, the same recognizers; a log that differs has its reason",
          arguments: await MainActor.run { Gallery.all.map { $0.id } })
    func example(_ id: String) throws {
        guard ProcessInfo.processInfo.environment["TOUCHSIM_REGENERATE_GOLDEN"] != "1" else { return }
        let trip = try CaptureRoundTrip(try #require(Gallery.example(id: id)))
        let reason = Self.logReasons[id]
        #expect(trip.hitDifferences.isEmpty && trip.recognizerDifferences.isEmpty, "\(id): \(trip.report[0...1])")
        #expect((trip.logDifference == nil) == (reason == nil), "\(id): \(trip.report.joined(separator: "; "))")
        #expect(try Self.shippedSections()[id] == Self.section(id, trip),
                "docs/capture-round-trip.md is out of date for \(id): regenerate it (see its first paragraph)")
    }

    @Test("docs/capture-round-trip.md has every example, in the gallery's order, and counts those the same everywhere")
    func document() throws {
        var text = Self.heading
        if ProcessInfo.processInfo.environment["TOUCHSIM_REGENERATE_GOLDEN"] == "1" {
            var same = 0
            for example in Gallery.all {
                let trip = try CaptureRoundTrip(example)
                if trip.isSame { same += 1 }
                text += Self.section(example.id, trip)
            }
            text += "\(same) of \(Gallery.all.count) examples give the same answers everywhere.\n"
            try text.write(to: Self.report, atomically: true, encoding: .utf8)
            return
        }
        // Each section is checked by its example's case; here, the whole: order, heading and the count.
        let sections = try Self.shippedSections()
        let same = Gallery.all.filter { id in
            sections[id.id].map { !$0.contains("differ") && !$0.contains("a different view") } == true
        }.count
        for example in Gallery.all { text += sections[example.id] ?? "" }
        text += "\(same) of \(Gallery.all.count) examples give the same answers everywhere.\n"
        #expect(try String(contentsOf: Self.report, encoding: .utf8) == text)
    }

    @Test("a capture is the same text each time, and what it writes reads back as a scene")
    func deterministic() throws {
        for id in ["button-vs-parent-tap", "table-vs-background-tap", "drawing-view-in-sheet", "pages-block-swipe-back"] {
            let example = try #require(Gallery.example(id: id))
            func capture() throws -> String {
                let world = example.world()
                return try world.run { try TouchCapture.sceneText(of: world.application.windows) }
            }
            let (a, b) = (try capture(), try capture())
            #expect(a == b, "\(id)")
            _ = try SceneFile.example(text: a, id: "\(id).yaml")
        }
    }
}

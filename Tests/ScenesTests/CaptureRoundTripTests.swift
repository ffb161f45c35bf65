import Examples
import Foundation
import Testing

@testable import Scenes

/// TouchCapture on every gallery example: the scene it writes is built again and compared, point by point of a
/// 4-pt grid, recognizer by recognizer, line by line of the demo log. Where the two differ, it is code a scene
/// cannot carry (an override, a delegate's answer, an animation in flight), and each such example says which here;
/// docs/capture-round-trip.md holds the whole result, regenerated with `TOUCHSIM_REGENERATE_GOLDEN=1`.
@Suite @MainActor
struct CaptureRoundTripTests {
    private static let report = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/capture-round-trip.md").standardized

    /// Why an example's capture gives a different answer: what the app's code does that the file cannot say.
    static let reasons: [String: String] = [
        "hit-test-order": "EView overrides touchesBegan(_:with:) without calling super, so the touch stops there",
        "responder-chain-child": "IFXResponderChainVC's view is in another controller's view (a child controller, "
            + "which the chain passes through); a scene has one controller a screen",
        "circle-button": "CircleHitButton overrides hitTest(_:with:) to answer inside its circle only",
        "triangle-button": "TriangleHitButton overrides hitTest(_:with:) to answer inside its triangle only",
        "raised-tab-bar": "CustomeTabBar overrides point(inside:with:) once the demo turns the override on",
        "event-interception": "InterceptingView overrides hitTest(_:with:) to take every touch itself",
        "double-tap": "the view overrides touchesBegan(_:with:) without calling super",
        "event-forwarding": "ForwardingView overrides hitTest(_:with:) to hand touches to the scroll view",
        "shake": "CustomShakeView overrides canBecomeFirstResponder and becomes first responder in code",
        "animated-hit-test": "the button is animating when captured; a capture writes where views are, not animations",
        "drag-view": "the view overrides touchesMoved(_:with:) to follow the finger without calling super",
        "image-view-tap": "BackdropView overrides touchesBegan(_:with:) without calling super",
        "pass-through-overlay": "OverlayView overrides touchesBegan(_:with:) without calling super",
        "outside-superview": "BackdropView overrides touchesBegan(_:with:) without calling super",
        "animating-sheet": "the sheet is animating when captured; a capture writes where views are, not animations",
        "pages-block-swipe-back": "a page view controller gives only the page shown; the others are not captured",
        "context-menu-beats-long-press": "the context menu's actions come from the app's delegate, which the capture "
            + "does not ask: the menu shows with none",
    ]

    @Test("every gallery example round-trips through TouchCapture, or its difference is listed with the reason")
    func everyExample() throws {
        var text = """
            # TouchCapture round trip

            Every gallery example captured with `TouchCapture.sceneText` (what `sim-desktop capture ID` prints), its \
            scene file built again, and both compared: the view hit at every point of a 4-pt grid, the recognizers \
            with their flags and relations, and the dispatch log of the example's demo input (lines the app's own \
            code writes apart). Captured against touchsim's UIKit on Linux, without the Objective-C runtime, so \
            overrides are not found here; on a device the capture marks them, and `why` names them. Written by \
            `Tests/ScenesTests/CaptureRoundTripTests.swift`; regenerate with \
            `TOUCHSIM_REGENERATE_GOLDEN=1 swift test --filter CaptureRoundTripTests`.


            """
        var same = 0
        for example in Gallery.all {
            let trip = try CaptureRoundTrip(example)
            let reason = Self.reasons[example.id]
            #expect(trip.isSame == (reason == nil), "\(example.id): \(trip.report.joined(separator: "; "))")
            if trip.isSame { same += 1 }
            text += "## \(example.id)\n\n" + trip.report.map { "- \($0)\n" }.joined()
            if let reason { text += "- why: \(reason)\n" }
            text += "\n"
        }
        text += "\(same) of \(Gallery.all.count) examples give the same answers everywhere.\n"
        if ProcessInfo.processInfo.environment["TOUCHSIM_REGENERATE_GOLDEN"] == "1" {
            try text.write(to: Self.report, atomically: true, encoding: .utf8)
        }
        let shipped = try String(contentsOf: Self.report, encoding: .utf8)
        #expect(shipped == text, "docs/capture-round-trip.md is out of date: regenerate it (see its first paragraph)")
    }

    @Test("a capture is the same text each time, and what it writes reads back as a scene")
    func deterministic() throws {
        for id in ["button-vs-parent-tap", "table-vs-background-tap", "drawing-view-in-sheet", "pages-block-swipe-back"] {
            let example = try #require(Gallery.example(id: id))
            let (a, b) = (try CaptureRoundTrip(example).sceneText, try CaptureRoundTrip(example).sceneText)
            #expect(a == b, "\(id)")
            _ = try SceneFile.example(text: a, id: "\(id).yaml")
        }
    }
}

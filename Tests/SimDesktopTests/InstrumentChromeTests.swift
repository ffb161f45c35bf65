import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// The window's chrome as an instrument on a projector: the tree's rows take clicks, a short window's toolbar
/// keeps to one line, the marks have a legend and shapes that differ.
@Suite @MainActor
struct InstrumentChromeTests {
    private func bench(_ id: String, largeFonts: Bool = true, overlays: Set<Overlay> = []) -> Workbench {
        var settings = WorkshopSettings()
        settings.largeFonts = largeFonts
        settings.overlays.formUnion(overlays)
        return Workbench(session: ExampleSession(example: Gallery.example(id: id)!, variant: nil, device: .standard),
                         settings: settings)
    }

    @Test("a click on a row of the tree selects that row's view")
    func treeRowClick() throws {
        let bench = bench("hit-test-order", overlays: [.tree])
        let frame = FrameComposer(context: try RenderContext.offscreen(width: 1920, height: 1080)).draw(bench)
        let rows = bench.hierarchy.rows
        let target = try #require(frame.targets.first { $0.command == .selectTreeRow(2) })
        let command = try #require(frame.command(at: CGPoint(x: target.rect.midX, y: target.rect.midY)))
        bench.perform(command)
        #expect(bench.inspector.selected === rows[2].view)
    }

    @Test("at 1280×720 with large fonts the toolbar is one line, Help kept; at 1920×1080 the same toolbar, 1.5 times larger; at a desk's 1920×1080 the stepping buttons stay")
    func compactToolbar() throws {
        let small = bench("hit-test-order")
        let smallFrame = FrameComposer(context: try RenderContext.offscreen(width: 1280, height: 720)).draw(small)
        let smallToolbar = smallFrame.targets.filter { $0.rect.minY < 80 }
        #expect(Set(smallToolbar.map(\.rect.minY)).count == 1, "one line")
        #expect(smallToolbar.contains { $0.command == .help })
        #expect(!smallToolbar.contains { $0.command == .faster }, "the speed buttons give way first")
        #expect(smallToolbar.contains { $0.command == .toggle(.tree) }, "every overlay keeps its button")

        // A projector's text grows with the window: 1920×1080 shows what 1280×720 does, each thing 1.5 times larger.
        let large = bench("hit-test-order")
        let largeFrame = FrameComposer(context: try RenderContext.offscreen(width: 1920, height: 1080)).draw(large)
        let largeToolbar = largeFrame.targets.filter { $0.rect.minY < 120 }
        #expect(largeToolbar.map(\.command) == smallToolbar.map(\.command))
        for (a, b) in zip(smallToolbar, largeToolbar) { #expect(abs(b.rect.height - a.rect.height * 1.5) <= 2, "\(a.command)") }

        let desk = bench("hit-test-order", largeFonts: false)
        let deskFrame = FrameComposer(context: try RenderContext.offscreen(width: 1920, height: 1080)).draw(desk)
        #expect(deskFrame.targets.contains { $0.command == .stepBy(.visit, forward: true) })
        #expect(deskFrame.targets.contains { $0.command == .record })
    }

    @Test("the legend names each mark; the hit-test's and the chain's badges differ in shape")
    func legend() {
        let entries = LegendEntry.entries(hitTest: true, chain: true)
        #expect(entries.map(\.meaning) == ["asked: YES", "said NO", "skipped", "hit view", "responder chain"])
        #expect(LegendEntry.entries(hitTest: false, chain: false).isEmpty)
        let visitShapes: [BadgeShape] = [HitTestPass.Outcome.inside, .outside, .hit].map(\.badgeShape)
        #expect(visitShapes == [.circle, .octagon, .square])
        #expect(!visitShapes.contains(.diamond), "the chain's diamond is its own")
        #expect(HitTestPass.Outcome.outside.outlineIsDashed && !HitTestPass.Outcome.hit.outlineIsDashed)
        #expect(ChromeStyle.asking.readableText != .white && ChromeStyle.hit.readableText == .white)
    }
}

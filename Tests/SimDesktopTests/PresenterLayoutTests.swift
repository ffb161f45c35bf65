import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// The presenter's layout as a room sees it: the phone at least 60 % of a 720p window's height with large
/// fonts, the views' names at least 16 px tall, one side panel and no examples' list; the default window and
/// its title bar on a 1280×720 display; badges off the scene's text, arrows broken around badges.
@Suite @MainActor
struct PresenterLayoutTests {
    private func presenting(_ id: String) -> Workbench {
        var settings = WorkshopSettings()
        (settings.largeFonts, settings.presenting) = (true, true)
        settings.overlays.insert(.names)
        let bench = Workbench(session: ExampleSession(example: Gallery.example(id: id)!, variant: nil, device: .standard),
                              settings: settings)
        bench.sim.tap(at: CGPoint(x: 280, y: 215))
        bench.sim.advance(by: 1)
        bench.refresh()
        return bench
    }

    @Test("at 1280×720 and 1920×1080 with large fonts: the phone ≥ 60 % of the height, names ≥ 16 px, one panel",
          arguments: [(1280, 720), (1920, 1080)])
    func phoneFillsTheHeight(size: (width: Int, height: Int)) throws {
        let bench = presenting("hit-test-order")
        let composer = FrameComposer(context: try RenderContext.offscreen(width: size.width, height: size.height))
        let frame = composer.draw(bench)
        let screen = frame.layout.viewport.screenInPixels
        #expect(screen.height >= 0.6 * CGFloat(size.height), "the phone's screen is \(screen.height) px tall")
        #expect(frame.layout.gallery == nil)
        let panel = try #require(frame.layout.info)
        #expect(panel.minX >= screen.maxX, "the panel is beside the phone, not over it")
        let band = try #require(frame.layout.stepCaption, "the caption band is always there")
        #expect(band.minY >= screen.maxY, "the caption is under the phone")
        let unit = WorkshopSettings.largeFontFactor
        #expect(ViewNamesOverlay.textSize * unit >= 16, "a view's name is written at least 16 px tall")
        #expect(!frame.targets.contains { $0.command == .toggle(.dots) }, "the toolbar gives its height to the phone")
    }

    @Test("the presenter's text is as large for the screen at 1920×1080 as at 1280×720, and F5 brings large fonts by itself")
    func textGrowsWithTheProjector() throws {
        var settings = WorkshopSettings()
        settings.presenting = true
        #expect(settings.fontScale(window: CGSize(width: 1280, height: 720)) == WorkshopSettings.largeFontFactor)
        #expect(settings.fontScale(window: CGSize(width: 1920, height: 1080)) == WorkshopSettings.largeFontFactor * 1.5)
        #expect(settings.fontScale(window: CGSize(width: 1024, height: 600)) == WorkshopSettings.largeFontFactor, "never smaller")
        #expect(settings.fontScale(window: CGSize(width: 0, height: 0)) == WorkshopSettings.largeFontFactor, "no window yet: no trap")
        settings.presenting = false
        #expect(settings.fontScale(window: CGSize(width: 1920, height: 1080)) == 1, "at a desk the text keeps its size")

        // Drawn: the caption band under the phone takes the same share of the height at both sizes.
        let bench = presenting("hit-test-order")
        var shares: [CGFloat] = []
        for (width, height) in [(1280, 720), (1920, 1080)] {
            let frame = FrameComposer(context: try RenderContext.offscreen(width: width, height: height)).draw(bench)
            let band = try #require(frame.layout.stepCaption)
            shares.append(band.height / CGFloat(height))
        }
        #expect(abs(shares[0] - shares[1]) < 0.01, "the caption's share of the height: \(shares)")
    }

    @Test("the default window and its title bar fit a 1280×720 display")
    func defaultWindowFits() {
        let usable = CGRect(x: 0, y: 0, width: 1280, height: 720)
        let size = CGSize(width: WindowApp.preferredSize.width, height: WindowApp.preferredSize.height)
        let frame = RenderContext.placed(size, on: usable)
        #expect(frame.minY - RenderContext.decoration.top >= usable.minY, "the title bar is on the display")
        #expect(frame.maxY + RenderContext.decoration.bottom <= usable.maxY)
        #expect(frame.minX >= 0 && frame.maxX <= usable.maxX)
        #expect(abs(frame.width / frame.height - size.width / size.height) < 0.01, "its shape is kept")
        let large = RenderContext.placed(size, on: CGRect(x: 0, y: 0, width: 2560, height: 1440))
        #expect(large.size == size, "never scaled up")
    }

    @Test("a badge keeps off a line of the scene's text; an arrow is broken around a badge on its way")
    func badgesAvoidTextAndArrows() {
        var badges = BadgePlacement(radius: 10, bounds: CGRect(x: 0, y: 0, width: 400, height: 800))
        let text = CGRect(x: 40, y: 40, width: 120, height: 24)
        badges.reserve(text)
        let centre = badges.place(near: CGPoint(x: 50, y: 50))
        let nearest = CGPoint(x: min(max(centre.x, text.minX), text.maxX), y: min(max(centre.y, text.minY), text.maxY))
        #expect(hypot(centre.x - nearest.x, centre.y - nearest.y) >= 10, "placed at \(centre), clear of the text")

        var line = BadgePlacement(radius: 10, bounds: CGRect(x: 0, y: 0, width: 400, height: 800))
        _ = line.place(near: CGPoint(x: 100, y: 100))
        let pieces = line.pieces(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 200, y: 100), clearance: 2)
        #expect(pieces.count == 2)
        #expect(pieces[0].1.x <= 88 + 0.001 && pieces[1].0.x >= 112 - 0.001, "the badge at x 100 is not crossed")
        #expect(line.pieces(from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300), clearance: 2).count == 1)
    }
}

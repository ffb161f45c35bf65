import Benchmarks
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// The window's drawing, headless: SDL's dummy video driver gives a software renderer with no display.
@Suite(.serialized)
@MainActor
struct WindowRenderingTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    /// A dummy-driver window the size of the simulated screen (one pixel a point), and `id`'s world in it.
    private func frame(of id: String) throws -> (RenderContext, ViewRenderer, Simulator, ScreenViewport) {
        let context = try RenderContext.window(title: "test", width: 390, height: 844, fitToDisplay: false)
        let sim = Simulator()
        try #require(Gallery.example(id: id)).build(in: sim)
        let renderer = ViewRenderer(context: context)
        let viewport = ScreenViewport(screen: sim.screen.bounds, output: context.outputSize, window: context.windowSize)
        renderer.drawScreen(windows: sim.application.windowsInHitTestOrder.reversed(), viewport: viewport)
        return (context, renderer, sim, viewport)
    }

    private func isClose(_ pixel: DrawColor?, to expected: (Int, Int, Int), tolerance: Int = 6) -> Bool {
        guard let pixel else { return false }
        return abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
            && abs(Int(pixel.b) - expected.2) <= tolerance
    }

    @Test func viewEIsDrawnGreenWhereHitTestingFindsIt() throws {
        let (context, _, _, viewport) = try frame(of: "hit-test-order")
        #expect(context.rendererName == "software")
        let pixels = try #require(context.readPixels())
        #expect(pixels.width == 390 && pixels.height == 844)

        let e = viewport.pixel(of: CGPoint(x: 280, y: 215))
        let green = pixels.pixel(x: Int(e.x), y: Int(e.y))
        #expect(isClose(green, to: (52, 199, 89)), "centre of E: \(String(describing: green))")

        let empty = viewport.pixel(of: CGPoint(x: 195, y: 700))  // below A: only the white root view
        let white = pixels.pixel(x: Int(empty.x), y: Int(empty.y))
        #expect(isClose(white, to: (255, 255, 255), tolerance: 10), "outside all views: \(String(describing: white))")
    }


    @Test("a moving view is drawn where its presentation is, not where its model already is")
    func animationsAreDrawnFromThePresentation() throws {
        let context = try RenderContext.window(title: "test", width: 390, height: 844, fitToDisplay: false)
        let sim = Simulator()
        try #require(Gallery.example(id: "animated-hit-test")).build(in: sim)
        sim.advance(by: AnimatedHitTestScene.tapWhereDrawnTime)
        let renderer = ViewRenderer(context: context)
        let viewport = ScreenViewport(screen: sim.screen.bounds, output: context.outputSize, window: context.windowSize)
        renderer.drawScreen(windows: sim.application.windowsInHitTestOrder.reversed(), viewport: viewport)
        let pixels = try #require(context.readPixels())
        func pixel(at point: CGPoint) -> DrawColor? {
            let p = viewport.pixel(of: point)
            return pixels.pixel(x: Int(p.x), y: Int(p.y) - 15)  // above the title's text
        }
        #expect(isClose(pixel(at: AnimatedHitTestScene.pointWhereDrawn), to: (0, 122, 255)))
        #expect(!isClose(pixel(at: AnimatedHitTestScene.endCenter), to: (0, 122, 255)))
    }

    @Test("the benchmark's views animate: their presentation leaves the model as time passes")
    func benchmarkSceneAnimates() throws {
        let scene = MovingViewsScene(count: 10, labels: true)
        let sim = Simulator()
        let window = scene.example.build(in: sim)
        scene.startAnimating(in: sim)
        sim.advance(by: 0.25)
        let view = try #require(window.rootViewController?.view.subviews.first)
        #expect(view.layer.presentationValues.position != view.layer.position)
    }

    @Test func theAppRunsAFrameAndSavesItsScreenshot() throws {
        let path = NSTemporaryDirectory() + "sim-desktop-test-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let example = try #require(Gallery.example(id: "triangle-button"))
        let app = try WindowApp(
            session: ExampleSession(example: example, variant: nil, device: .standard),
            options: .init(exitAfter: 0, screenshotPath: path))
        #expect(app.context.videoDriver == "dummy")
        try app.run()
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // PNG signature
    }

    @Test func textRendersIntoATexture() throws {
        let context = try RenderContext.offscreen(width: 64, height: 64)
        var warnings: [String] = []
        let cache = TextCache(context: context, warn: { warnings.append($0) })
        #expect(warnings.isEmpty)
        #expect(cache.fontPath?.hasSuffix("Assets/fonts/DejaVuSans.ttf") == true, "font: \(cache.fontPath ?? "none")")
        let texture = try #require(cache.texture(for: "Hello", pixelSize: 17, color: DrawColor(r: 0, g: 0, b: 0)))
        #expect(texture.width > 20 && texture.height > 10)
        #expect(cache.texture(for: "Hello", pixelSize: 17, color: DrawColor(r: 0, g: 0, b: 0)) === texture)
        #expect(cache.count == 1)
    }

    @Test func withoutAFontTextIsSkippedWithOneWarning() throws {
        let context = try RenderContext.offscreen(width: 64, height: 64)
        var warnings: [String] = []
        let cache = TextCache(
            context: context, fontCandidates: ["/nonexistent/font.ttf"], warn: { warnings.append($0) })
        #expect(cache.texture(for: "Hello", pixelSize: 17, color: DrawColor(r: 0, g: 0, b: 0)) == nil)
        #expect(cache.texture(for: "Again", pixelSize: 17, color: DrawColor(r: 0, g: 0, b: 0)) == nil)
        #expect(warnings.count == 1)
    }
}

/// The window's pure geometry and decisions, no SDL.
struct WindowGeometryTests {
    @Test func viewportLetterboxesAndMapsBothWays() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let viewport = ScreenViewport(
            screen: screen, output: CGSize(width: 920, height: 1688), window: CGSize(width: 460, height: 844))
        #expect(viewport.scale == 2)
        #expect(viewport.origin == CGPoint(x: 70, y: 0))
        let point = CGPoint(x: 100, y: 200)
        #expect(viewport.point(fromPixel: viewport.pixel(of: point)) == point)
        // HiDPI: window coordinates are half the pixels.
        #expect(viewport.point(fromWindow: CGPoint(x: 135, y: 200)) == point)
    }

    @Test func earClippingFillsAConcaveShapeExactly() {
        let arrow = [
            CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 0, y: 10), CGPoint(x: 3, y: 5),
        ]
        let indices = ShapeGeometry.triangulate(arrow)
        #expect(indices.count == 6)
        let area = stride(from: 0, to: indices.count, by: 3).reduce(CGFloat(0)) { sum, i in
            let triangle = (0..<3).map { arrow[Int(indices[i + $0])] }
            return sum + abs(ShapeGeometry.signedArea(triangle))
        }
        #expect(abs(area - abs(ShapeGeometry.signedArea(arrow))) < 1e-9)
    }

    @Test func roundedRectOutlinesOfOneCountMakeARing() {
        let outer = ShapeGeometry.roundedRect(
            CGRect(x: 0, y: 0, width: 100, height: 50), radius: 10, segmentsPerCorner: 4)
        let inner = ShapeGeometry.roundedRect(
            CGRect(x: 2, y: 2, width: 96, height: 46), radius: 0, segmentsPerCorner: 4)
        #expect(outer.count == 20 && inner.count == 20)
        #expect(ShapeGeometry.ring(count: 20).count == 120)
    }

    @Test func noDisplayIsReportedWithTheHeadlessCommand() {
        #expect(DisplayCheck.problem(environment: [:]) != nil)
        #expect(DisplayCheck.problem(environment: ["DISPLAY": ""]) != nil)
        #expect(DisplayCheck.problem(environment: ["DISPLAY": ":0"]) == nil)
        #expect(DisplayCheck.problem(environment: ["SDL_VIDEODRIVER": "dummy"]) == nil)
        #expect(DisplayCheck.message("no display", exampleID: "hit-test-order").contains("sim-desktop run <id>"))
        // A DISPLAY that cannot be opened makes SDL fall back to an invisible driver: caught after starting it.
        #expect(DisplayCheck.problem(videoDriver: "offscreen", environment: ["DISPLAY": ":99"]) != nil)
        #expect(DisplayCheck.problem(videoDriver: "dummy", environment: ["SDL_VIDEODRIVER": "dummy"]) == nil)
        #expect(DisplayCheck.problem(videoDriver: "x11", environment: ["DISPLAY": ":0"]) == nil)
    }

    @Test func fontIsFoundByWalkingUpFromTheExecutable() {
        let found = AssetLocator.fontCandidates(
            environment: [:], executable: "/repo/.build/debug/sim-desktop",
            fileExists: { $0 == "/repo/Assets/fonts/DejaVuSans.ttf" })
        #expect(found == ["/repo/Assets/fonts/DejaVuSans.ttf"])
        let overridden = AssetLocator.fontCandidates(
            environment: ["TOUCHSIM_ASSETS": "/opt/assets"], executable: nil, fileExists: { _ in true })
        #expect(overridden.first == "/opt/assets/fonts/DejaVuSans.ttf")
    }
}

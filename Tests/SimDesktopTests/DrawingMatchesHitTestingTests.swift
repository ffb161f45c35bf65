import Dispatcher
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// What is drawn at a point is the view hit-testing finds there: rotation, scale, anchor and a scrolled bounds
/// origin move drawing and hit-testing alike.
@Suite(.serialized)
@MainActor
struct DrawingMatchesHitTestingTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    /// A screen of transformed, nested and scrolled views, each opaque and of its own colour.
    private func makeWorld() -> (Simulator, UIWindow) {
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let root: UIView = controller.view
        root.backgroundColor = .white

        let turned = UIView(frame: CGRect(x: 60, y: 120, width: 240, height: 240))
        turned.backgroundColor = .systemBlue
        turned.transform = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 0.8, y: 1.1)
        let inner = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))
        inner.backgroundColor = .systemRed
        inner.transform = CGAffineTransform(rotationAngle: -0.3)
        turned.addSubview(inner)

        let scrolled = UIView(frame: CGRect(x: 20, y: 480, width: 200, height: 150))
        scrolled.backgroundColor = .systemYellow
        scrolled.bounds.origin = CGPoint(x: 0, y: 50)
        scrolled.clipsToBounds = true
        let content = UIView(frame: CGRect(x: 10, y: 60, width: 80, height: 80))
        content.backgroundColor = .systemGreen
        scrolled.addSubview(content)
        let overflowing = UIView(frame: CGRect(x: 120, y: 150, width: 60, height: 100))  // cut off by the clip
        overflowing.backgroundColor = .systemOrange
        scrolled.addSubview(overflowing)

        let anchored = UIView(frame: CGRect(x: 250, y: 500, width: 100, height: 100))
        anchored.backgroundColor = .purple
        anchored.layer.anchorPoint = CGPoint(x: 0, y: 0)
        anchored.transform = CGAffineTransform(rotationAngle: 0.4)

        root.addSubview(turned)
        root.addSubview(scrolled)
        root.addSubview(anchored)
        sim.show(window)
        return (sim, window)
    }

    @Test func everySampledPixelHasTheColourOfTheViewHitTestingFinds() throws {
        let (sim, window) = makeWorld()
        let context = try RenderContext.window(title: "test", width: 390, height: 844, fitToDisplay: false)
        let renderer = ViewRenderer(context: context)
        let viewport = ScreenViewport(screen: sim.screen.bounds, output: context.outputSize)
        #expect(viewport.scale == 1)
        renderer.drawScreen(windows: [window], viewport: viewport)
        let pixels = try #require(context.readPixels())
        if let directory = ProcessInfo.processInfo.environment["TOUCHSIM_TEST_SHOTS"] {
            try pixels.savePNG(to: directory + "/drawing-matches-hit-testing.png")
        }

        var samples = 0, mismatches: [String] = []
        for y in stride(from: 0, to: 844, by: 5) {
            for x in stride(from: 0, to: 390, by: 5) {
                // The pixel (x, y) is filled when its centre is inside a shape.
                let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                let hit = sim.run { window.hitTest(centre, with: nil) }
                let expected = DrawColor(try #require(hit?.backgroundColor))
                let drawn = try #require(pixels.pixel(x: x, y: y))
                samples += 1
                if drawn.opaque != expected.opaque {
                    mismatches.append("(\(x), \(y)): drawn \(drawn), hit \(type(of: hit!)) \(expected)")
                }
            }
        }
        // Only pixels whose centre lies on an edge may go either way.
        #expect(mismatches.count <= samples / 500, "\(mismatches.count) of \(samples): \(mismatches.prefix(10))")
    }

    @Test func labelsAndTitlesDrawTheirTextInsideTheirBounds() throws {
        let sim = Simulator()
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        let root: UIView = controller.view
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        label.text = "Right aligned"
        label.textAlignment = .right
        label.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 95, y: 300, width: 200, height: 60)
        button.setTitle("Turned", for: .normal)
        button.backgroundColor = UIColor(white: 0.9, alpha: 1)
        button.layer.cornerRadius = 12
        button.layer.borderWidth = 3
        button.layer.borderColor = UIColor.systemBlue.cgColor
        button.transform = CGAffineTransform(rotationAngle: -0.35)
        let faded = UILabel(frame: CGRect(x: 20, y: 500, width: 350, height: 60))
        faded.text = "Half transparent, big, centred"
        faded.font = .boldSystemFont(ofSize: 22)
        faded.textAlignment = .center
        faded.alpha = 0.5
        root.addSubview(label)
        root.addSubview(button)
        root.addSubview(faded)
        sim.show(window)

        let context = try RenderContext.window(title: "test", width: 390, height: 844, fitToDisplay: false)
        let renderer = ViewRenderer(context: context)
        let viewport = ScreenViewport(screen: sim.screen.bounds, output: context.outputSize)
        renderer.drawScreen(windows: [window], viewport: viewport)
        let pixels = try #require(context.readPixels())
        if let directory = ProcessInfo.processInfo.environment["TOUCHSIM_TEST_SHOTS"] {
            try pixels.savePNG(to: directory + "/labels.png")
        }
        func darkPixels(in rect: CGRect) -> Int {
            var count = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    if let p = pixels.pixel(x: x, y: y), Int(p.r) + Int(p.g) + Int(p.b) < 300 { count += 1 }
                }
            }
            return count
        }
        // Right-aligned: the text is in the right half of the label, none in the left half.
        #expect(darkPixels(in: CGRect(x: 195, y: 100, width: 175, height: 40)) > 50)
        #expect(darkPixels(in: CGRect(x: 20, y: 100, width: 175, height: 40)) == 0)
        #expect(renderer.textCache.count == 3)
    }
}

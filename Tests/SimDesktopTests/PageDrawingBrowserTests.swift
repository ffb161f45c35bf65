import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// The page draws the phone as the window does: every gallery example and variant, after its demo input, drawn
/// by the window's software renderer and by the page's renderer in headless Chromium from the same
/// `PhoneDrawing`, one pixel a point, compared pixel by pixel — the same views, in the same order, clipped the
/// same. Text is left out (SDL_ttf and the browser draw glyphs differently), and an edge may fall a pixel apart
/// (rounded corners as segments or arcs, antialiasing): a pixel matches when the other drawing has its colour
/// within one pixel of it.
@Suite("The page draws the window's phone", .serialized)
struct PageDrawingBrowserTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    static let size = (width: 390, height: 844)

    @Test("every gallery example and variant: under 0.5 % of the pixels apart", .timeLimit(.minutes(10)))
    func everyExample() async throws {
        let page = try await Self.demoPage()
        defer { page.close() }
        #expect(try await page.wait(for: "typeof drawPhone === 'function'"))
        let cases = await MainActor.run { Gallery.all.flatMap { e in ([nil] + e.variants).map { (e.id, $0) } } }
        var compared = 0
        for (exampleID, variant) in cases {
            let id = exampleID + (variant.map { "/" + $0 } ?? "")
            let (drawing, window) = try await MainActor.run { try Self.windowSide(exampleID, variant: variant) }
            let browser = try await pixels(of: drawing, in: page)
            try #require(browser.count == window.count, "\(id): the page's canvas is not 390×844")
            let mask = textMask(drawing)
            var apart = 0, total = 0
            for y in 0..<Self.size.height {
                for x in 0..<Self.size.width where !mask[y * Self.size.width + x] {
                    total += 1
                    if !matches(x, y, window, near: browser) || !matches(x, y, browser, near: window) {
                        apart += 1
                    }
                }
            }
            let share = Double(apart) / Double(max(total, 1))
            #expect(share < 0.005, "\(id): \(apart) of \(total) pixels apart (\(String(format: "%.2f", share * 100)) %)")
            compared += 1
        }
        #expect(compared >= 40, "\(compared) examples and variants compared")
    }

    @Test("the phone's responder-chain badges carry the list's numbers (controllers counted, as in the window)",
          .timeLimit(.minutes(10)))
    func chainBadgeNumbers() async throws {
        let page = try await Self.demoPage()
        defer { page.close() }
        #expect(try await page.wait(for: "typeof render === 'function' && page !== null"))
        let labels = try await page.evaluate("""
            (() => { const drawn = [], original = badge;
              badge = (label, kind, ...rest) => { if (kind === 'diamond') drawn.push(label); original(label, kind, ...rest); };
              cur = page.records.length; render(); badge = original; return drawn; })()
            """) as? [String]
        // EView, CView, AView, the root view, then the window: the view controller (5) is not on the screen.
        #expect(labels == ["1", "2", "3", "4", "6"], "\(labels ?? [])")
    }

    /// The committed demo page in headless Chromium: any exported page carries the renderer, and this one is kept
    /// current by `SharePageTests`.
    private static func demoPage() async throws -> DevToolsPage {
        try #require(FileManager.default.isExecutableFile(atPath: DevToolsPage.program),
                     "the browser test needs Debian's chromium-headless-shell: bash scripts/install-deps.sh")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try await DevToolsPage(url: root.appendingPathComponent("docs/traces/hit-test-order.html").absoluteString)
    }

    /// The example after its demo input: its drawing, and the window's software renderer's pixels of it.
    @MainActor
    private static func windowSide(_ id: String, variant: String?) throws -> (PhoneDrawing, [UInt8]) {
        let example = try #require(Gallery.example(id: id))
        let sim = Simulator()
        example.build(in: sim, variant: variant)
        for input in example.demoInput { sim.play(input) }
        sim.advance(by: 2)
        let drawing = PhoneDrawing(windows: sim.application.windowsInHitTestOrder.reversed()) { _ in 0 }
        let context = try RenderContext.window(title: "test", width: size.width, height: size.height, fitToDisplay: false)
        let renderer = ViewRenderer(context: context)
        renderer.draw(drawing, viewport: ScreenViewport(screen: sim.screen.bounds, output: context.outputSize,
                                                       window: context.windowSize))
        return (drawing, try #require(context.readPixels()).rgba)
    }

    /// The page's renderer drawing `drawing` on a fresh 390×844 canvas at one pixel a point: its RGBA bytes.
    private func pixels(of drawing: PhoneDrawing, in page: DevToolsPage) async throws -> [UInt8] {
        let json = String(decoding: try JSONEncoder().encode(drawing), as: UTF8.self)
        let script = """
            (() => {
              const c = document.createElement("canvas"); c.width = \(Self.size.width); c.height = \(Self.size.height);
              const g = c.getContext("2d"); g.fillStyle = "#000"; g.fillRect(0, 0, c.width, c.height);
              drawPhone(g, \(json), 1);
              const d = g.getImageData(0, 0, c.width, c.height).data;
              let s = ""; for (let i = 0; i < d.length; i += 8192) s += String.fromCharCode.apply(null, d.subarray(i, i + 8192));
              return btoa(s);
            })()
            """
        let base64 = try #require(try await page.evaluate(script) as? String)
        return Array(try #require(Data(base64Encoded: base64)))
    }

    /// Where text is drawn: the box of each text item's bounds on the screen, a pixel wider.
    private func textMask(_ drawing: PhoneDrawing) -> [Bool] {
        var mask = [Bool](repeating: false, count: Self.size.width * Self.size.height)
        for item in drawing.items where item.kind == .text {
            var box = item.bounds.applying(item.transform).insetBy(dx: -1, dy: -1)
            if let clip = item.clip { box = box.intersection(drawing.clips[clip].insetBy(dx: -1, dy: -1)) }
            guard !box.isNull, !box.isEmpty else { continue }
            let x0 = max(0, Int(box.minX.rounded(.down))), x1 = min(Self.size.width, Int(box.maxX.rounded(.up)))
            let y0 = max(0, Int(box.minY.rounded(.down))), y1 = min(Self.size.height, Int(box.maxY.rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { mask[y * Self.size.width + x] = true } }
        }
        return mask
    }

    /// Whether `image`'s pixel at (x, y) has its colour, within 24 a channel, in `other` at or beside (x, y).
    private func matches(_ x: Int, _ y: Int, _ image: [UInt8], near other: [UInt8]) -> Bool {
        let i = (y * Self.size.width + x) * 4
        for dy in -1...1 {
            for dx in -1...1 {
                let (ox, oy) = (x + dx, y + dy)
                guard (0..<Self.size.width).contains(ox), (0..<Self.size.height).contains(oy) else { continue }
                let j = (oy * Self.size.width + ox) * 4
                if (0..<3).allSatisfy({ abs(Int(image[i + $0]) - Int(other[j + $0])) <= 24 }) { return true }
            }
        }
        return false
    }
}

import CSDL2
import Diagnosis
import Dispatcher
import Examples
import Foundation
import Testing
@_spi(Engine) import ViewModel

@testable import Desktop
@testable import Session

/// Frames of the window compared with committed PNGs (`Golden/`), drawn as `shot` draws them: the software
/// renderer into memory, byte-identical on every machine with the bundled font.
///
/// The comparison tolerates small differences (at most 1% of the pixels may differ by more than 40 in a
/// channel), so an antialiasing change passes and a moved view or a missing overlay fails.
///
/// To regenerate the images after an intended change, run
/// `TOUCHSIM_REGENERATE_GOLDEN=1 swift test --filter GoldenImageTests` and look at every image before
/// committing it.
@Suite(.serialized) @MainActor
struct GoldenImageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let id: String
        let overlays: String
        var width = 800, height = 600
        /// Large fonts, as on a projector.
        var largeFonts = false
        var testDescription: String { name }
    }

    nonisolated static let cases = [
        Case(name: "hit-test-order-tapped", id: "hit-test-order", overlays: "dots,hit-test,chain"),
        Case(name: "circle-button-hit-area", id: "circle-button", overlays: "dots,hit-areas"),
        Case(name: "triangle-button-declined", id: "triangle-button", overlays: "hit-test,chain"),
        Case(name: "raised-tab-bar-plain", id: "raised-tab-bar", overlays: "none"),
        // A workshop projector: every panel the window opens with, large fonts, at the two usual sizes.
        Case(name: "projector-1280x720", id: "image-view-tap", overlays: "dots,hit-test,chain,gestures,log,examples",
             width: 1280, height: 720, largeFonts: true),
        Case(name: "projector-1920x1080", id: "table-vs-background-tap",
             overlays: "dots,hit-test,chain,gestures,log,examples", width: 1920, height: 1080, largeFonts: true),
    ]

    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// Channel difference above which a pixel counts as different, and the share of such pixels allowed.
    static let channelTolerance = 40
    static let allowedShare = 0.01

    @Test(arguments: cases)
    func frameMatchesGolden(_ test: Case) throws {
        let example = try #require(Gallery.example(id: test.id))
        var settings = WorkshopSettings()
        settings.overlays = try #require(Overlay.parseList(test.overlays))
        settings.largeFonts = test.largeFonts
        let bench = Workbench(session: ExampleSession(example: example, variant: nil, device: .standard),
                              settings: settings, examples: Gallery.all)
        bench.play(example.demoInput, until: example.demoInput.last?.t ?? 0)
        let frame = try FrameComposer.frame(of: bench, width: test.width, height: test.height)
        let path = Self.directory.appendingPathComponent(test.name + ".png").path
        if ProcessInfo.processInfo.environment["TOUCHSIM_REGENERATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try frame.savePNG(to: path)
            return
        }
        let golden = try #require(
            PixelBuffer(png: path),
            "no golden image at \(path): run TOUCHSIM_REGENERATE_GOLDEN=1 swift test --filter GoldenImageTests")
        #expect(golden.width == frame.width && golden.height == frame.height)
        let differing = zip(golden.rgba, frame.rgba).enumerated().reduce(into: Set<Int>()) { pixels, item in
            if abs(Int(item.element.0) - Int(item.element.1)) > Self.channelTolerance { pixels.insert(item.offset / 4) }
        }.count
        let share = Double(differing) / Double(frame.width * frame.height)
        if share > Self.allowedShare {
            let actual = NSTemporaryDirectory() + "touchsim-golden-\(test.name).png"
            try? frame.savePNG(to: actual)
            Issue.record("\(differing) pixels differ (\(String(format: "%.2f", share * 100))%); this frame: \(actual)")
        }
    }
}

extension PixelBuffer {
    /// A PNG file's pixels, RGBA (SDL2_image).
    init?(png path: String) {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for row in 0..<height { rgba.append(contentsOf: UnsafeBufferPointer(start: base + row * pitch, count: width * 4)) }
        self.init(width: width, height: height, rgba: rgba)
    }
}

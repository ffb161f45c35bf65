import Foundation
import Testing
@testable import Session

/// On a projector the phone is what the room looks at: its column keeps at least 45 % of the window's width in
/// every layout at 1280×720 and above, large fonts or not, every panel shown.
@Suite("Projector layout")
struct ProjectorLayoutTests {
    @Test("the phone's column keeps ≥ 45 % of the width", arguments: [
        (1280.0, 720.0), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160),
    ])
    func phoneKeepsItsShare(width: Double, height: Double) {
        for unit in [1.0, 1.5, 2.0, 3.0] {  // chrome scale: large fonts and high-density outputs
            let layout = WindowLayout(
                output: CGSize(width: width, height: height), window: CGSize(width: width, height: height), unit: unit,
                toolbarHeight: 80 * unit, captionHeight: 40 * unit, stepCaptionHeight: 60 * unit,
                overlays: Set(Overlay.allCases), screen: CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(layout.stage.width >= 0.45 * width, "\(width)×\(height) at \(unit)×: \(layout.stage.width)")
        }
    }
}

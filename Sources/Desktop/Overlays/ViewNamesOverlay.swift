import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// Each view's name written inside it, white on a dark plate so it reads on any of the scene's colours — the
/// names `sim-desktop why --view` accepts, so a name read on the phone can be typed there. Drawn after the
/// outlines and badges, placed by `ViewNameLabels` clear of those badges, the touch dots and the scene's own
/// text: a name on a container's top edge (where a projector's scale leaves it no room inside) stays legible
/// over the outline it sits on.
@MainActor
package struct ViewNamesOverlay {
    /// The names' text size, in chrome points (large fonts scale it like the rest of the chrome).
    package static let textSize = ChromeStyle.smallSize

    package static func draw(_ labels: ViewNameLabels, painter: ChromePainter) {
        let pad = padding(painter)
        for label in labels.labels {
            painter.fill(label.plate, ChromeStyle.namePlate, radius: painter.px(3))
            _ = painter.text(label.text, at: CGPoint(x: label.plate.minX + pad.width, y: label.plate.minY + pad.height),
                             size: textSize, ChromeStyle.text, bold: true)
        }
    }

    /// The space between a plate's edge and its text, in pixels.
    private static func padding(_ painter: ChromePainter) -> CGSize {
        CGSize(width: painter.px(4), height: painter.px(1))
    }

    /// The names for the frame, kept clear of what `badges` holds: the hit-test and chain badges, drawn before
    /// this overlay, with their white rings, the touch dots and the scene's text.
    package static func labels(_ frame: OverlayFrame, painter: ChromePainter, badges: BadgePlacement) -> ViewNameLabels {
        let ring = painter.px(1.5)
        let pad = padding(painter)
        return ViewNameLabels(
            windows: frame.bench.sim.application.windows, viewport: frame.viewport,
            plateSize: { text in
                let size = painter.measure(text, size: textSize, bold: true)
                return CGSize(width: size.width + 2 * pad.width, height: size.height + 2 * pad.height)
            },
            margin: painter.px(3),
            keepingClear: badges.obstacles.map { $0.insetBy(dx: -ring, dy: -ring) })
    }
}

extension ViewNamesOverlay: OverlayUnit {
    package var overlay: Overlay { .names }
    package var title: String { "Names" }
    package var helpName: String { "the views' names" }
    /// Over the outlines and badges (hit-test 1, chain 2), under the dots and the selection.
    package var layer: Int { 3 }

    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {
        Self.draw(Self.labels(frame, painter: painter, badges: badges), painter: painter)
    }
}

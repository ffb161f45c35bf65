import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// Each view's name written inside it, white on a dark plate so it reads on any of the scene's colours — the
/// names `sim-desktop why --view` accepts, so a name read on the phone can be typed there. Drawn under the
/// outlines and badges (they explain; a name only labels), and placed by `ViewNameLabels` clear of the badges,
/// the touch dots and the scene's own text.
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

    /// The names for the frame, kept clear of where the shown hit-test and chain badges will go (found by placing
    /// them on a copy of `badges`, as those overlays will after this one).
    package static func labels(_ frame: OverlayFrame, painter: ChromePainter, badges: BadgePlacement) -> ViewNameLabels {
        var future = badges
        let shows = frame.bench.settings.shows
        var centres: [CGPoint] = []
        if shows(.hitTest), let pass = frame.pass {
            centres += HitTestOverlay.placeBadges(pass, viewport: frame.viewport, painter: painter, badges: &future)
        }
        if shows(.chain), let chain = frame.chain {
            centres += ResponderChainOverlay.placeBadges(chain, viewport: frame.viewport, painter: painter,
                                                         badges: &future)
        }
        let reach = badges.radius + painter.px(1.5)  // the badge and its white ring
        let pad = padding(painter)
        return ViewNameLabels(
            windows: frame.bench.sim.application.windows, viewport: frame.viewport,
            plateSize: { text in
                let size = painter.measure(text, size: textSize, bold: true)
                return CGSize(width: size.width + 2 * pad.width, height: size.height + 2 * pad.height)
            },
            margin: painter.px(3),
            keepingClear: centres.map { CGRect(x: $0.x - reach, y: $0.y - reach, width: 2 * reach, height: 2 * reach) }
                + badges.obstacles)
    }
}

extension ViewNamesOverlay: OverlayUnit {
    package var overlay: Overlay { .names }
    package var title: String { "Names" }
    package var helpName: String { "the views' names" }
    /// Over the hit areas' shading, under the outlines, badges and dots.
    package var layer: Int { 0 }

    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {
        Self.draw(Self.labels(frame, painter: painter, badges: badges), painter: painter)
    }
}

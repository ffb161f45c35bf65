import Foundation
import Session

/// A 44-point dot under each finger, in the finger's colour, its tap count inside; a lifted finger's dot fades.
/// While Alt is held, rings show where the mouse's two fingers would go down. Under the dots, the last touch's
/// marker and trail (`TouchTrailMarker`), which stay after the dots fade.
@MainActor
package struct TouchDotsOverlay {
    /// A fingertip, in points.
    package static let diameter: CGFloat = 44

    package static func draw(_ dots: [TouchDots.Dot], ghosts: [CGPoint], now: TimeInterval, viewport: ScreenViewport,
                     painter: ChromePainter) {
        let radius = diameter / 2 * viewport.scale
        for dot in dots {
            let opacity = TouchDots.opacity(of: dot, now: now)
            let color = ChromeStyle.finger(dot.finger)
            let centre = viewport.pixel(of: dot.location)
            painter.circle(centre: centre, radius: radius, color.withAlpha(DrawColor.byte(0.45 * opacity)))
            painter.ring(centre: centre, radius: radius, width: max(2, radius / 10), color.withAlpha(DrawColor.byte(opacity)))
            painter.text(String(dot.tapCount), centredAt: centre, size: max(9, radius * 0.8 / painter.unit),
                         DrawColor.white.withAlpha(DrawColor.byte(opacity)), bold: true)
        }
        for ghost in ghosts {
            painter.ring(centre: viewport.pixel(of: ghost), radius: radius, width: max(2, radius / 10),
                         DrawColor(r: 0x8e, g: 0x8e, b: 0x93, a: 200))
        }
    }
}

extension TouchDotsOverlay: OverlayUnit {
    package var overlay: Overlay { .dots }
    package var title: String { "Dots" }
    package var helpName: String { "the touch dots" }
    /// On top: a finger covers what is under it.
    package var layer: Int { 4 }

    /// The dots are drawn last, so the numbered badges keep clear of them.
    package func reserve(_ frame: OverlayFrame, in badges: inout BadgePlacement) {
        let viewport = frame.viewport
        for dot in frame.bench.feeds.dots.dots {
            badges.reserve(centre: viewport.pixel(of: dot.location), radius: Self.diameter / 2 * viewport.scale)
        }
        for path in frame.bench.feeds.trail.paths {
            badges.reserve(centre: viewport.pixel(of: path.down), radius: TouchTrailMarker.radius * 1.6 * viewport.scale)
        }
    }

    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {
        let bench = frame.bench
        TouchTrailMarker.draw(bench.feeds.trail, viewport: frame.viewport, painter: painter)
        Self.draw(bench.feeds.dots.dots, ghosts: bench.input.mouse.ghostPoints, now: bench.sim.now, viewport: frame.viewport,
                  painter: painter)
    }
}

import Foundation
import Session

/// The last touch's marker and trail, drawn with the dots (they show with the dots overlay): a ringed cross
/// where each finger went down, which stays after its dot has faded, and the path it moved along, in the
/// finger's colour over a dark edge so it reads on any view's colour.
@MainActor
package enum TouchTrailMarker {
    /// The marker's ring, in points: smaller than a fingertip, so a finger still down covers it.
    package static let radius: CGFloat = 9

    package static func draw(_ trail: TouchTrail, viewport: ScreenViewport, painter: ChromePainter) {
        let width = max(2, painter.px(2.5))
        let edge = DrawColor(r: 0x1c, g: 0x1c, b: 0x1e, a: 200)
        for path in trail.paths {
            let color = ChromeStyle.finger(path.finger)
            let points = path.points.map(viewport.pixel(of:))
            let steps = Array(zip(points, points.dropFirst()))
            if !steps.isEmpty {
                painter.segments(steps, edge, width: width + painter.px(2))
                painter.segments(steps, color.withAlpha(220), width: width)
            }
            let centre = points[0]
            let radius = max(painter.px(6), Self.radius * viewport.scale)
            let arm = radius * 1.6
            let cross = [(CGPoint(x: centre.x - arm, y: centre.y), CGPoint(x: centre.x + arm, y: centre.y)),
                         (CGPoint(x: centre.x, y: centre.y - arm), CGPoint(x: centre.x, y: centre.y + arm))]
            painter.ring(centre: centre, radius: radius + painter.px(1), width: width + painter.px(2), edge)
            painter.segments(cross, edge, width: width + painter.px(2))
            painter.ring(centre: centre, radius: radius, width: width, color)
            painter.segments(cross, color, width: width)
        }
    }
}

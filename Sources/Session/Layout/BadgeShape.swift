import Dispatcher
import Foundation

/// The shape of an overlay's numbered badge. Shape carries the meaning as well as colour, so the marks read on
/// a projector, on a scene of any colour and to a colour-blind eye: a hit-test visit that said YES is a circle,
/// one that said NO an octagon (a stop sign), the hit view a square, a skipped view a hollow circle, and the
/// responder chain's links diamonds — never confused with a visit's number.
package enum BadgeShape: Sendable {
    case circle, octagon, square, diamond

    /// The outline of the shape around `centre`, its size set by `radius` (the circle's), clockwise on screen.
    /// A circle takes `segments` points; the others their corners (a square's and a diamond's slightly larger,
    /// so they look as big as the circle beside them).
    package func outline(centre: CGPoint, radius: CGFloat, segments: Int) -> [CGPoint] {
        switch self {
        case .circle: return ShapeGeometry.circle(centre: centre, radius: radius, segments: segments)
        case .octagon: return polygon(centre: centre, radius: radius * 1.05, corners: 8, turn: .pi / 8)
        case .square: return polygon(centre: centre, radius: radius * 1.2, corners: 4, turn: .pi / 4)
        // A hair off square to the axes: SDL's software renderer takes two triangles that meet at right angles
        // on the axes for a rectangle, and fills the rectangle.
        case .diamond: return polygon(centre: centre, radius: radius * 1.25, corners: 4, turn: 0.002)
        }
    }

    private func polygon(centre: CGPoint, radius: CGFloat, corners: Int, turn: CGFloat) -> [CGPoint] {
        (0..<corners).map { i in
            let angle = turn + CGFloat(i) / CGFloat(corners) * 2 * .pi
            return CGPoint(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius)
        }
    }
}

/// One entry of the overlays' legend: a badge as the phone draws it and what it means.
package struct LegendEntry: Sendable {
    package let shape: BadgeShape
    package let color: DrawColor
    package var hollow = false
    package let meaning: String

    /// The hit-test's marks, then the responder chain's.
    package static func entries(hitTest: Bool, chain: Bool) -> [LegendEntry] {
        (hitTest ? [
            LegendEntry(shape: .circle, color: ChromeStyle.inside, meaning: "asked: YES"),
            LegendEntry(shape: .octagon, color: ChromeStyle.outside, meaning: "said NO"),
            LegendEntry(shape: .circle, color: ChromeStyle.skipped, hollow: true, meaning: "skipped"),
            LegendEntry(shape: .square, color: ChromeStyle.hit, meaning: "hit view"),
        ] : []) + (chain ? [LegendEntry(shape: .diamond, color: ChromeStyle.chain, meaning: "responder chain")] : [])
    }
}

extension HitTestPass.Outcome {
    /// The shape of a visit's badge: what the view's answer was, in shape as well as colour.
    package var badgeShape: BadgeShape {
        switch self {
        case .asking, .inside: .circle
        case .outside, .declined: .octagon
        case .skipped: .circle
        case .hit: .square
        }
    }

    /// Whether the badge is drawn hollow: a skipped view was never asked.
    package var badgeIsHollow: Bool {
        if case .skipped = self { true } else { false }
    }

    /// Whether the view's outline is dashed: it said NO, or was passed over, so the touch went elsewhere.
    package var outlineIsDashed: Bool {
        switch self {
        case .outside, .declined, .skipped: true
        case .asking, .inside, .hit: false
        }
    }
}

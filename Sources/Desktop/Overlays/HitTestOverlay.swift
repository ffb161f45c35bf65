import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The last touch-down's hit-test pass: each visited view outlined where hit-testing sees it (its model
/// geometry, not an animation's presentation) in its outcome's colour and numbered in visit order, the hit view
/// and the visit being asked drawn thicker; the visits listed, with their outcomes, in the info column.
@MainActor
package struct HitTestOverlay {
    package static func draw(_ pass: HitTestPass, viewport: ScreenViewport, painter: ChromePainter,
                     badges: inout BadgePlacement) {
        let edge = edgeWidth(painter)
        for visit in pass.visits {
            let current = pass.current?.sequence == visit.sequence
            painter.markedEdge(screenCorners(of: visit.view, viewport: viewport), visit.outcome.color,
                               width: current || visit.outcome == .hit ? edge * 1.8 : edge,
                               dashed: visit.outcome.outlineIsDashed)
        }
        for (visit, centre) in zip(pass.visits, placeBadges(pass, viewport: viewport, painter: painter, badges: &badges)) {
            painter.badge(String(visit.number), shape: visit.outcome.badgeShape, at: centre, radius: badges.radius,
                          visit.outcome.color, hollow: visit.outcome.badgeIsHollow)
        }
    }

    /// The outlines' width, in pixels.
    private static func edgeWidth(_ painter: ChromePainter) -> CGFloat { max(2, painter.px(2.5)) }

    /// Places the visits' badges, in visit order, each inside its view's top-left corner, else (that corner
    /// taken by a view sharing it) inside another of its corners, else near it; their centres.
    private static func placeBadges(_ pass: HitTestPass, viewport: ScreenViewport, painter: ChromePainter,
                                    badges: inout BadgePlacement) -> [CGPoint] {
        let inset = badges.radius + edgeWidth(painter)
        return pass.visits.map { visit in
            let corners = screenCorners(of: visit.view, viewport: viewport)
            // A view too small to hold a badge inside a corner has its number by the top-left one only.
            let others = shortestSide(corners) >= 3 * inset
                ? [(1, 3), (3, 1), (2, 0)].map { badgeSpot(corners, corner: $0.0, towards: $0.1, radius: inset) } : []
            return badges.place(near: badgeSpot(corners, corner: 0, towards: 2, radius: inset), orAt: others)
        }
    }

    /// The visits, for the info column.
    package static func section(_ pass: HitTestPass?) -> InfoSection {
        let rows = (pass?.visits ?? []).map { visit in
            InfoSection.Row(
                badge: String(visit.number), color: visit.outcome.color, shape: visit.outcome.badgeShape,
                hollow: visit.outcome.badgeIsHollow, text: className(of: visit.view),
                detail: visit.outcome.explanation, highlighted: pass?.current?.sequence == visit.sequence)
        }
        return InfoSection(title: "HIT-TEST (last touch-down)", rows: rows, placeholder: "Touch the screen.",
                           keepsLast: true)
    }

    /// The corners of `view`'s bounds on the output, clockwise from its top-left.
    package static func screenCorners(of view: UIView, viewport: ScreenViewport) -> [CGPoint] {
        let toPixels = view.toScreenTransform.concatenating(viewport.pointsToPixels)
        let b = view.bounds
        return [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ].map { $0.applying(toPixels) }
    }

    /// Where a badge goes at one corner of a view's outline: just inside it, towards the opposite corner, or
    /// just outside it when the view is too small to hold a badge without being hidden by it.
    package static func badgeSpot(_ corners: [CGPoint], corner: Int, towards opposite: Int, radius: CGFloat) -> CGPoint {
        let (from, to) = (corners[corner], corners[opposite])
        let sign: CGFloat = shortestSide(corners) >= 4 * radius ? 1 : -1
        return CGPoint(x: from.x + sign * radius * (to.x >= from.x ? 1 : -1),
                       y: from.y + sign * radius * (to.y >= from.y ? 1 : -1))
    }

    /// The shorter side of a view's drawn quadrilateral (its corners clockwise from the top-left), in pixels.
    private static func shortestSide(_ corners: [CGPoint]) -> CGFloat {
        min(hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y),
            hypot(corners[3].x - corners[0].x, corners[3].y - corners[0].y))
    }
}

extension HitTestOverlay: OverlayUnit {
    package var overlay: Overlay { .hitTest }
    package var title: String { "Hit-test" }
    package var helpName: String { "the last touch's hit-test" }

    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {
        if let pass = frame.pass { Self.draw(pass, viewport: frame.viewport, painter: painter, badges: &badges) }
    }

    package func section(_ frame: OverlayFrame) -> InfoSection? { Self.section(frame.pass) }
}

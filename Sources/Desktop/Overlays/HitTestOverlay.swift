import Dispatcher
import Foundation
import Session
import ViewModel

/// The last touch-down's hit-test pass: each visited view outlined where hit-testing sees it (its model
/// geometry, not an animation's presentation) in its outcome's colour and numbered in visit order, the hit view
/// and the visit being asked drawn thicker; the visits listed, with their outcomes, in the info column.
@MainActor
package struct HitTestOverlay {
    package static func draw(_ pass: HitTestPass, viewport: ScreenViewport, painter: ChromePainter,
                     badges: inout BadgePlacement) {
        let edge = max(2, painter.px(2.5))
        let outlines = pass.visits.map { screenCorners(of: $0.view, viewport: viewport) }
        for (visit, corners) in zip(pass.visits, outlines) {
            let current = pass.current?.recordIndex == visit.recordIndex
            painter.polygonEdge(corners, visit.outcome.color, width: current || visit.outcome == .hit ? edge * 1.8 : edge)
        }
        for (visit, corners) in zip(pass.visits, outlines) {
            let centre = badges.place(near: badgeSpot(corners, corner: 0, towards: 2, radius: badges.radius + edge))
            drawBadge(String(visit.number), at: centre, color: visit.outcome.color, painter: painter,
                      radius: badges.radius)
        }
    }

    /// The visits, for the info column.
    package static func section(_ pass: HitTestPass?) -> InfoSection {
        let rows = (pass?.visits ?? []).map { visit in
            InfoSection.Row(
                badge: String(visit.number), color: visit.outcome.color, text: className(of: visit.view),
                detail: visit.outcome.explanation, highlighted: pass?.current?.recordIndex == visit.recordIndex)
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
        let sides = [hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y),
                     hypot(corners[3].x - corners[0].x, corners[3].y - corners[0].y)]
        let sign: CGFloat = sides.min()! >= 4 * radius ? 1 : -1
        return CGPoint(x: from.x + sign * radius * (to.x >= from.x ? 1 : -1),
                       y: from.y + sign * radius * (to.y >= from.y ? 1 : -1))
    }

    package static func drawBadge(_ label: String, at centre: CGPoint, color: DrawColor, painter: ChromePainter,
                          radius: CGFloat) {
        painter.circle(centre: centre, radius: radius + painter.px(1.5), .white)
        painter.circle(centre: centre, radius: radius, color)
        painter.text(label, centredAt: centre, size: ChromeStyle.badgeSize, .white, bold: true)
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

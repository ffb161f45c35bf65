import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The hit view's responder chain: arrows from each view of the chain to the next view of the chain (through
/// the controllers between them, which are not on the screen), numbered as in the info column, which lists
/// every responder, views and the rest (controllers, window, scene, application, app delegate).
///
/// A view's number sits inside its bottom-left corner (the hit-test numbers take the top-left), so the arrows
/// run outwards from a view to the corner of the view holding it; views sharing a corner line up to the right,
/// and an arrow is broken where it would cross another badge.
@MainActor
package struct ResponderChainOverlay {
    package static func draw(_ chain: ResponderChainPath, viewport: ScreenViewport, painter: ChromePainter,
                     badges: inout BadgePlacement) {
        let width = arrowWidth(painter)
        let centres = placeBadges(chain, viewport: viewport, painter: painter, badges: &badges)
        let nodes = zip(chain.viewLinks, centres).map { (number: $0.number, centre: $1) }
        for (from, to) in zip(nodes, nodes.dropFirst()) {
            let (dx, dy) = (to.centre.x - from.centre.x, to.centre.y - from.centre.y)
            let length = hypot(dx, dy)
            guard length > badges.radius * 2 else { continue }
            let gap = badges.radius + painter.px(3)
            let start = CGPoint(x: from.centre.x + dx / length * gap, y: from.centre.y + dy / length * gap)
            let end = CGPoint(x: to.centre.x - dx / length * gap, y: to.centre.y - dy / length * gap)
            // Broken where it would cross another badge, so no number is struck through.
            let pieces = badges.pieces(from: start, to: end, clearance: painter.px(2))
            painter.segments(Array(pieces.dropLast()), ChromeStyle.chain, width: width)
            if let last = pieces.last { painter.arrow(from: last.0, to: last.1, ChromeStyle.chain, width: width) }
        }
        for node in nodes {
            painter.badge(String(node.number), shape: .diamond, at: node.centre, radius: badges.radius, ChromeStyle.chain)
        }
    }

    /// The arrows' width, in pixels.
    private static func arrowWidth(_ painter: ChromePainter) -> CGFloat { max(2, painter.px(3)) }

    /// Places the chain's views' badges, in chain order, each inside its view's bottom-left corner; their
    /// centres.
    private static func placeBadges(_ chain: ResponderChainPath, viewport: ScreenViewport, painter: ChromePainter,
                                    badges: inout BadgePlacement) -> [CGPoint] {
        let inset = badges.radius + arrowWidth(painter)
        return chain.viewLinks.map { link in
            let corners = HitTestOverlay.screenCorners(of: link.view!, viewport: viewport)
            return badges.place(near: HitTestOverlay.badgeSpot(corners, corner: 3, towards: 1, radius: inset))
        }
    }

    /// Every responder of the chain, for the info column.
    package static func section(_ chain: ResponderChainPath?) -> InfoSection {
        let rows = (chain?.links ?? []).map { link in
            InfoSection.Row(
                badge: String(link.number), color: ChromeStyle.chain, shape: .diamond, hollow: link.view == nil,
                text: className(of: link.responder), detail: ResponderChainPath.kind(of: link.responder))
        }
        return InfoSection(title: "RESPONDER CHAIN (from the hit view)", rows: rows, placeholder: "No hit view yet.")
    }
}

extension ResponderChainOverlay: OverlayUnit {
    package var overlay: Overlay { .chain }
    package var title: String { "Chain" }
    package var helpName: String { "the responder chain" }
    package var layer: Int { 2 }

    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {
        if let chain = frame.chain { Self.draw(chain, viewport: frame.viewport, painter: painter, badges: &badges) }
    }

    package func section(_ frame: OverlayFrame) -> InfoSection? { Self.section(frame.chain) }
}

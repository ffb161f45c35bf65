import Foundation
import Session

extension ChromePainter {
    /// A badge: `shape` filled with `color` (or only its rim, `hollow`, around `inside`), ringed white and then
    /// black (`halo`) so it stands out on any scene colour, with `label` in the middle in whichever of black or
    /// white reads on what is under it.
    package func badge(_ label: String?, shape: BadgeShape, at centre: CGPoint, radius: CGFloat, _ color: DrawColor,
                       hollow: Bool = false, inside: DrawColor = .white, labelSize: CGFloat = ChromeStyle.badgeSize,
                       halo: Bool = true) {
        let segments = 4 * ShapeGeometry.segmentsPerCorner(radiusInPixels: radius)
        func fillShape(_ radius: CGFloat, _ color: DrawColor) {
            canvas.fillConvex(shape.outline(centre: centre, radius: radius, segments: segments), transform: .identity,
                              color: color)
        }
        if halo {
            fillShape(radius + px(2.5), ChromeStyle.badgeHalo)
            fillShape(radius + px(1.5), .white)
        }
        fillShape(radius, color)
        if hollow { fillShape(radius - max(2, px(2)), inside) }
        guard let label else { return }
        text(label, centredAt: centre, size: labelSize, (hollow ? inside : color).readableText, bold: true)
    }

    /// A closed outline through `corners` with a dark rim on both sides, so it shows on a view of its own colour;
    /// `dashed`, in dashes about three line widths long.
    package func markedEdge(_ corners: [CGPoint], _ color: DrawColor, width: CGFloat, dashed: Bool) {
        let rim = max(1, px(1))
        let edges = zip(corners, corners.dropFirst() + corners.prefix(1)).map { ($0, $1) }
        let pieces = dashed ? edges.flatMap { Self.dashes(from: $0.0, to: $0.1, length: width * 3) } : edges
        if dashed {
            segments(pieces, ChromeStyle.badgeHalo, width: width + 2 * rim)
            segments(pieces, color, width: width)
        } else {
            polygonEdge(corners, ChromeStyle.badgeHalo, width: width + 2 * rim)
            polygonEdge(corners, color, width: width)
        }
    }

    /// The dashes along a line, each `length` long with a gap as long, the first starting at `start`.
    private static func dashes(from start: CGPoint, to end: CGPoint, length: CGFloat) -> [(CGPoint, CGPoint)] {
        let total = hypot(end.x - start.x, end.y - start.y)
        guard total > 0, total.isFinite, length > 0 else { return [] }
        let count = Int(min(1000, (total / (2 * length)).rounded(.up)))
        let (ux, uy) = ((end.x - start.x) / total, (end.y - start.y) / total)
        return (0..<count).map { i in
            let from = CGFloat(i) * 2 * length, to = min(total, from + length)
            return (CGPoint(x: start.x + ux * from, y: start.y + uy * from), CGPoint(x: start.x + ux * to, y: start.y + uy * to))
        }
    }
}


import Foundation

/// The geometry a `UIBezierPath` builds and a `CGPath` keeps: polygons, an oval or a rounded rectangle. Curved
/// shapes keep their exact form, so containment is exact; `polygon(segments:)` flattens them for drawing.
enum PathShape: Sendable, Hashable {
    case polygons([[CGPoint]])
    case oval(CGRect)
    case roundedRect(CGRect, radius: CGFloat)

    /// Whether `point` is inside the (implicitly closed) shape, by the non-zero winding rule, as UIKit's.
    func contains(_ point: CGPoint) -> Bool {
        switch self {
        case .oval(let r):
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (point.x - r.midX) / (r.width / 2), dy = (point.y - r.midY) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case .roundedRect(let r, let radius):
            guard r.contains(point) else { return false }
            let cx = min(max(point.x, r.minX + radius), r.maxX - radius)
            let cy = min(max(point.y, r.minY + radius), r.maxY - radius)
            let dx = point.x - cx, dy = point.y - cy
            return dx * dx + dy * dy <= radius * radius
        case .polygons(let list):
            return list.reduce(0) { $0 + Self.winding(of: point, around: $1) } != 0
        }
    }

    /// The smallest rectangle that holds the shape; `.null` for an empty one.
    var bounds: CGRect {
        switch self {
        case .oval(let r), .roundedRect(let r, _): return r
        case .polygons:
            let points = polygon(segments: 0)
            guard let first = points.first else { return .null }
            return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
                $0.union(CGRect(origin: $1, size: .zero))
            }
        }
    }

    /// The outline as points, curves flattened into `segments` pieces (all subpaths joined, for drawing).
    func polygon(segments: Int) -> [CGPoint] {
        switch self {
        case .polygons(let list): return list.flatMap { $0 }
        case .oval(let r):
            return (0..<max(segments, 8)).map { i in
                let t = CGFloat(i) / CGFloat(max(segments, 8)) * 2 * .pi
                return CGPoint(x: r.midX + cos(t) * r.width / 2, y: r.midY + sin(t) * r.height / 2)
            }
        case .roundedRect(let r, let radius):
            let perCorner = max(segments / 4, 2)
            let centers = [
                CGPoint(x: r.maxX - radius, y: r.minY + radius), CGPoint(x: r.maxX - radius, y: r.maxY - radius),
                CGPoint(x: r.minX + radius, y: r.maxY - radius), CGPoint(x: r.minX + radius, y: r.minY + radius),
            ]
            return centers.enumerated().flatMap { corner, c in
                (0...perCorner).map { i in
                    let t = (CGFloat(corner) - 1 + CGFloat(i) / CGFloat(perCorner)) * .pi / 2
                    return CGPoint(x: c.x + cos(t) * radius, y: c.y + sin(t) * radius)
                }
            }
        }
    }

    /// The closed subpaths as separate polygons (curves flattened), for filling.
    func subpaths(segments: Int) -> [[CGPoint]] {
        if case .polygons(let list) = self { return list.filter { $0.count >= 3 } }
        return [polygon(segments: segments)]
    }

    private static func winding(of p: CGPoint, around polygon: [CGPoint]) -> Int {
        guard polygon.count >= 3 else { return 0 }
        var winding = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y, cross > 0 { winding += 1 }
            } else if b.y <= p.y, cross < 0 {
                winding -= 1
            }
        }
        return winding
    }
}

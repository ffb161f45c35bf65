import Foundation

/// Outlines and triangle lists for what the window fills: rounded rectangles, circles, rings and path polygons.
///
/// Pure geometry, no SDL, so it can be tested alone. Every filled shape shares its rim vertices through an index
/// list: on the software renderer a fan whose triangles compute their own rim points leaves 1-pixel seams.
package enum ShapeGeometry {
    /// A rounded rectangle's outline, clockwise on screen (y down), always `4 * (segmentsPerCorner + 1)` points
    /// so that two outlines of one count can be joined into a ring (a radius of 0 repeats each corner).
    package static func roundedRect(_ rect: CGRect, radius: CGFloat, segmentsPerCorner: Int) -> [CGPoint] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let n = max(1, segmentsPerCorner)
        let centres = [
            CGPoint(x: rect.maxX - r, y: rect.minY + r), CGPoint(x: rect.maxX - r, y: rect.maxY - r),
            CGPoint(x: rect.minX + r, y: rect.maxY - r), CGPoint(x: rect.minX + r, y: rect.minY + r),
        ]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (n + 1))
        for (corner, centre) in centres.enumerated() {
            for i in 0...n {
                let angle = (CGFloat(corner) - 1 + CGFloat(i) / CGFloat(n)) * .pi / 2
                points.append(CGPoint(x: centre.x + cos(angle) * r, y: centre.y + sin(angle) * r))
            }
        }
        return points
    }

    /// A circle's outline with `segments` points.
    package static func circle(centre: CGPoint, radius: CGFloat, segments: Int) -> [CGPoint] {
        let n = max(8, segments)
        return (0..<n).map { i in
            let angle = CGFloat(i) / CGFloat(n) * 2 * .pi
            return CGPoint(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius)
        }
    }

    /// How many segments a quarter circle of `radius` pixels needs to look round.
    package static func segmentsPerCorner(radiusInPixels radius: CGFloat) -> Int {
        guard radius.isFinite, radius > 0 else { return 1 }
        return max(3, Int(min(radius / 3, 24).rounded(.up)))
    }

    /// Triangles of a fan around an extra centre vertex: vertex 0 is the centre, 1...count the rim.
    package static func fanAroundCentre(rimCount count: Int) -> [Int32] {
        guard count >= 3 else { return [] }
        var indices: [Int32] = []
        indices.reserveCapacity(3 * count)
        for i in 0..<count {
            indices += [0, Int32(i + 1), Int32((i + 1) % count + 1)]
        }
        return indices
    }

    /// Triangles of the band between an outer outline (vertices 0..<count) and an inner one of the same count
    /// (vertices count..<2·count): a border.
    package static func ring(count: Int) -> [Int32] {
        guard count >= 2 else { return [] }
        var indices: [Int32] = []
        indices.reserveCapacity(6 * count)
        for i in 0..<count {
            let j = (i + 1) % count
            let (o0, o1, i0, i1) = (Int32(i), Int32(j), Int32(count + i), Int32(count + j))
            indices += [o0, o1, i1, o0, i1, i0]
        }
        return indices
    }

    /// Triangles that fill a simple polygon (any winding, convex or not), by ear clipping; a triangle fan from
    /// the first vertex when the polygon is not simple enough for that.
    package static func triangulate(_ polygon: [CGPoint]) -> [Int32] {
        let count = polygon.count
        guard count >= 3 else { return [] }
        let area = signedArea(polygon)
        guard area != 0, area.isFinite else { return [] }
        let sign: CGFloat = area > 0 ? 1 : -1
        var remaining = Array(0..<count)
        var indices: [Int32] = []
        indices.reserveCapacity(3 * (count - 2))
        while remaining.count > 3 {  // each pass clips one ear, or gives up
            var clipped = false
            for k in remaining.indices {
                let (ia, ib, ic) = (
                    remaining[(k + remaining.count - 1) % remaining.count], remaining[k],
                    remaining[(k + 1) % remaining.count]
                )
                let (a, b, c) = (polygon[ia], polygon[ib], polygon[ic])
                guard cross(a, b, c) * sign > 0 else { continue }  // reflex or flat corner
                let inside = remaining.contains { index in
                    index != ia && index != ib && index != ic && contains(polygon[index], a, b, c, sign: sign)
                }
                if inside { continue }
                indices += [Int32(ia), Int32(ib), Int32(ic)]
                remaining.remove(at: k)
                clipped = true
                break
            }
            if !clipped { return fan(count: count) }
        }
        return indices + remaining.map(Int32.init)
    }

    /// A plain triangle fan from vertex 0.
    package static func fan(count: Int) -> [Int32] {
        guard count >= 3 else { return [] }
        return (1..<(count - 1)).flatMap { [0, Int32($0), Int32($0 + 1)] }
    }

    /// Twice the signed area (positive when clockwise on a y-down screen).
    package static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        polygon.indices.reduce(0) { sum, i in
            let (p, q) = (polygon[i], polygon[(i + 1) % polygon.count])
            return sum + (p.x * q.y - q.x * p.y)
        }
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
    }

    private static func contains(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint, _ c: CGPoint, sign: CGFloat) -> Bool {
        cross(a, b, p) * sign >= 0 && cross(b, c, p) * sign >= 0 && cross(c, a, p) * sign >= 0
    }

    /// Quads (two triangles each) along a polyline, `width` wide: a shape layer's stroke. Returns the vertices
    /// and their indices; joins are left square.
    package static func stroke(_ points: [CGPoint], width: CGFloat, closed: Bool) -> (vertices: [CGPoint], indices: [Int32]) {
        guard points.count >= 2, width > 0 else { return ([], []) }
        var vertices: [CGPoint] = []
        var indices: [Int32] = []
        let segmentCount = closed ? points.count : points.count - 1
        for i in 0..<segmentCount {
            let (p, q) = (points[i], points[(i + 1) % points.count])
            let length = hypot(q.x - p.x, q.y - p.y)
            guard length > 0 else { continue }
            let (nx, ny) = (-(q.y - p.y) / length * width / 2, (q.x - p.x) / length * width / 2)
            let base = Int32(vertices.count)
            vertices += [
                CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: q.x + nx, y: q.y + ny),
                CGPoint(x: q.x - nx, y: q.y - ny), CGPoint(x: p.x - nx, y: p.y - ny),
            ]
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
        return (vertices, indices)
    }
}

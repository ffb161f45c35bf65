import Foundation

/// The one gate every drawn coordinate passes before SDL sees it: output pixels within ±32,768, which SDL's
/// software renderer rasterizes exactly (its fixed-point arithmetic overflows, and it writes out of bounds, on
/// coordinates of 1e9 or NaN — a 1000× scale seven views deep, an animation of 1e-300 s).
///
/// Any output (8,192 pixels at most) lies well inside the band, so cutting a shape to it changes no pixel:
/// rectangles are intersected with it, triangles clipped to it (Sutherland–Hodgman, texture coordinates
/// interpolated along the cut edges), and a shape with a corner that is not a number is not drawn at all.
package enum GuardBand {
    package static let limit: CGFloat = 32_768
    package static let rect = CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)

    /// `rect` (output pixels) cut to the band; nil when nothing of it is left or it is not a number.
    package static func clip(_ rect: CGRect) -> CGRect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let cut = rect.standardized.intersection(Self.rect)
        return cut.isNull || cut.isEmpty ? nil : cut
    }

    /// Whether every vertex is a number inside the band: the common case, drawn as it is.
    package static func contains(_ vertices: [Vertex]) -> Bool {
        for vertex in vertices {
            let p = vertex.position
            // Written out: NaN fails every comparison, so it is outside too.
            guard p.x >= -limit, p.x <= limit, p.y >= -limit, p.y <= limit else { return false }
        }
        return true
    }

    /// A point of a shape being drawn: where it is in output pixels, and where in its texture.
    package struct Vertex: Equatable {
        package var position: CGPoint
        package var texture: CGPoint

        package init(position: CGPoint, texture: CGPoint = .zero) {
            (self.position, self.texture) = (position, texture)
        }
    }

    /// The triangles that `indices` make of `vertices`, cut to the band: new vertices and indices that cover the
    /// same pixels of any output.
    package static func clip(_ vertices: [Vertex], indices: [Int32]) -> (vertices: [Vertex], indices: [Int32]) {
        var out: (vertices: [Vertex], indices: [Int32]) = ([], [])
        var corner = 0
        while corner + 2 < indices.count {
            let triangle = indices[corner..<(corner + 3)].compactMap { index in
                vertices.indices.contains(Int(index)) ? vertices[Int(index)] : nil
            }
            corner += 3
            guard triangle.count == 3, triangle.allSatisfy({ $0.position.x.isFinite && $0.position.y.isFinite }) else {
                continue
            }
            let polygon = clip(triangle.map(tamed))
            guard polygon.count >= 3 else { continue }
            let base = Int32(out.vertices.count)
            out.vertices += polygon
            for k in 1..<(polygon.count - 1) { out.indices += [base, base + Int32(k), base + Int32(k) + 1] }
        }
        return out
    }

    /// `vertex` with its coordinates within ±1e12, so no difference of two overflows: a corner 1e300 pixels away
    /// and one 1e12 away draw the same edge within the band, to a millionth of a pixel.
    private static func tamed(_ vertex: Vertex) -> Vertex {
        func tame(_ value: CGFloat) -> CGFloat { min(max(value, -1e12), 1e12) }
        var tamed = vertex
        tamed.position = CGPoint(x: tame(vertex.position.x), y: tame(vertex.position.y))
        return tamed
    }

    /// A convex polygon cut by each of the band's four edges in turn.
    private static func clip(_ polygon: [Vertex]) -> [Vertex] {
        var shape = polygon
        let edges: [(Vertex) -> CGFloat] = [
            { $0.position.x - rect.minX }, { rect.maxX - $0.position.x },
            { $0.position.y - rect.minY }, { rect.maxY - $0.position.y },
        ]
        for inside in edges {
            guard !shape.isEmpty else { break }
            var kept: [Vertex] = []
            for (index, current) in shape.enumerated() {
                let next = shape[(index + 1) % shape.count]
                let (a, b) = (inside(current), inside(next))
                if a >= 0 { kept.append(current) }
                if (a >= 0) != (b >= 0) {
                    let t = a / (a - b)
                    kept.append(Vertex(position: mix(current.position, next.position, t),
                                       texture: mix(current.texture, next.texture, t)))
                }
            }
            shape = kept
        }
        return shape
    }

    private static func mix(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}

import Foundation

/// A closed shape for hit areas and drawing: polygons, ovals and rounded rectangles.
///
/// `contains(_:)` answers with the non-zero winding rule, as UIKit's does. Curved shapes keep their exact form
/// (oval, rounded rect) so containment is exact; `polygon(segments:)` flattens them for drawing.
public final class UIBezierPath: @unchecked Sendable {
    private enum Shape {
        case polygons([[CGPoint]])
        case oval(CGRect)
        case roundedRect(CGRect, radius: CGFloat)
    }

    private var shape: Shape
    private var currentSubpath: [CGPoint] = []

    public init() { shape = .polygons([]) }

    public init(rect: CGRect) {
        let r = rect.standardized
        shape = .polygons([[
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]])
    }

    public init(ovalIn rect: CGRect) { shape = .oval(rect.standardized) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        shape = .roundedRect(r, radius: max(0, min(cornerRadius, r.width / 2, r.height / 2)))
    }

    public func move(to point: CGPoint) {
        closeCurrentSubpath()
        currentSubpath = [point]
    }

    public func addLine(to point: CGPoint) {
        if currentSubpath.isEmpty { currentSubpath = [point] } else { currentSubpath.append(point) }
    }

    public func close() { closeCurrentSubpath() }

    private func closeCurrentSubpath() {
        guard !currentSubpath.isEmpty else { return }
        if case .polygons(var list) = shape {
            list.append(currentSubpath)
            shape = .polygons(list)
        } else {
            // Adding lines to an oval or rounded rect: keep both by flattening the curve.
            shape = .polygons([polygon(segments: 64), currentSubpath])
        }
        currentSubpath = []
    }

    /// Whether `point` is inside the (implicitly closed) path, by the non-zero winding rule.
    public func contains(_ point: CGPoint) -> Bool {
        switch shape {
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
            let all = currentSubpath.isEmpty ? list : list + [currentSubpath]
            return all.reduce(0) { $0 + Self.winding(of: point, around: $1) } != 0
        }
    }

    /// The smallest rectangle that holds the path.
    public var bounds: CGRect {
        switch shape {
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
    public func polygon(segments: Int = 48) -> [CGPoint] {
        switch shape {
        case .polygons(let list): return (list + [currentSubpath]).flatMap { $0 }
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
    public func subpaths(segments: Int = 48) -> [[CGPoint]] {
        if case .polygons(let list) = shape { return (list + [currentSubpath]).filter { $0.count >= 3 } }
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

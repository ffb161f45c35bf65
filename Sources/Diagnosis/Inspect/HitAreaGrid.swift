import Foundation

/// A hit area sampled on a square grid, in the view's own space: which cells' centres hit the view. It gives
/// the area as rectangles to fill (each row's runs of hits) and its outline as line segments (each boundary
/// between a hit and a miss, runs merged), so the area shows both as a tint and, over a view of the tint's own
/// colour, as an edge.
package struct HitAreaGrid: Equatable {
    /// The top-left corner of the first cell, and the cells' side, in points.
    package let origin: CGPoint
    package let step: CGFloat
    package let rows: Int, columns: Int
    /// Row by row.
    package let hits: [Bool]

    package init(origin: CGPoint, step: CGFloat, rows: Int, columns: Int, hit: (CGPoint) -> Bool) {
        (self.origin, self.step, self.rows, self.columns) = (origin, step, rows, columns)
        var hits: [Bool] = []
        hits.reserveCapacity(rows * columns)
        for row in 0..<rows {
            for column in 0..<columns {
                hits.append(hit(CGPoint(x: origin.x + (CGFloat(column) + 0.5) * step,
                                        y: origin.y + (CGFloat(row) + 0.5) * step)))
            }
        }
        self.hits = hits
    }

    /// The grid to sample `region` on: square cells no finer than `finest` points, and about `budget` of them at
    /// most (three times that in the worst rounding) whatever the region's shape — a thin region a million points
    /// long takes coarser cells, not a million. Nil when the region is not a finite, non-empty rectangle.
    package static func layout(of region: CGRect, finest: CGFloat, budget: CGFloat)
        -> (step: CGFloat, rows: Int, columns: Int)?
    {
        let (width, height) = (region.width, region.height)
        guard region.minX.isFinite, region.minY.isFinite, width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        // √(width × height / budget), taken apart so that no product overflows.
        let step = max(finest, width.squareRoot() * height.squareRoot() / budget.squareRoot(), max(width, height) / budget)
        guard step.isFinite, step > 0 else { return nil }
        return (step, max(1, Int((height / step).rounded(.up))), max(1, Int((width / step).rounded(.up))))
    }

    package func hits(row: Int, column: Int) -> Bool {
        (0..<rows).contains(row) && (0..<columns).contains(column) && hits[row * columns + column]
    }

    /// Each row's runs of hits, as rectangles.
    package var rects: [CGRect] {
        var rects: [CGRect] = []
        for row in 0..<rows {
            var start: Int?
            for column in 0...columns {
                let hit = hits(row: row, column: column)
                if hit, start == nil { start = column }
                if !hit, let first = start {
                    rects.append(CGRect(x: x(first), y: y(row), width: CGFloat(column - first) * step, height: step))
                    start = nil
                }
            }
        }
        return rects
    }

    /// The boundary between hits and misses, as segments: horizontal ones merged along rows, vertical ones down
    /// columns.
    package var edges: [(CGPoint, CGPoint)] {
        var edges: [(CGPoint, CGPoint)] = []
        func runs(count: Int, lines: Int, differs: (_ line: Int, _ index: Int) -> Bool,
                  segment: (_ line: Int, _ first: Int, _ end: Int) -> (CGPoint, CGPoint)) {
            for line in 0...lines {
                var start: Int?
                for index in 0...count {
                    let edge = index < count && differs(line, index)
                    if edge, start == nil { start = index }
                    if !edge, let first = start {
                        edges.append(segment(line, first, index))
                        start = nil
                    }
                }
            }
        }
        runs(count: columns, lines: rows, differs: { hits(row: $0 - 1, column: $1) != hits(row: $0, column: $1) },
             segment: { (CGPoint(x: x($1), y: y($0)), CGPoint(x: x($2), y: y($0))) })
        runs(count: rows, lines: columns, differs: { hits(row: $1, column: $0 - 1) != hits(row: $1, column: $0) },
             segment: { (CGPoint(x: x($0), y: y($1)), CGPoint(x: x($0), y: y($2))) })
        return edges
    }

    private func x(_ column: Int) -> CGFloat { origin.x + CGFloat(column) * step }
    private func y(_ row: Int) -> CGFloat { origin.y + CGFloat(row) * step }
}

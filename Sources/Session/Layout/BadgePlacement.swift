import Foundation

/// Places the overlays' numbered badges so none covers another or the scene's text: a badge whose wanted place
/// is taken goes to the nearest free place on a grid a badge apart around it (`searchOrder`: a short row to the
/// right first, then the rows beside it), so a number stays by its view's corner instead of sliding far along a
/// row onto another view. Nested views often share a corner (a window, its root view and a full-screen container all start
/// at the screen's corner), so their numbers would otherwise pile up; and a badge on a label's corner would hide
/// its words.
/// Lines drawn between badges (the chain's arrows) ask for the pieces that pass no badge.
package struct BadgePlacement {
    /// The badges' radius, in pixels.
    package let radius: CGFloat
    /// Where the badges may go (the screen, in pixels).
    package let bounds: CGRect
    /// Taken places: badges, and other marks badges must not cover (the touch dots), with their radii.
    private var taken: [(centre: CGPoint, radius: CGFloat)] = []
    /// Rectangles no badge may cover: the scene's lines of text.
    private var covered: [CGRect] = []

    package init(radius: CGFloat, bounds: CGRect) {
        (self.radius, self.bounds) = (radius, bounds)
    }

    /// A free centre as near `wanted` as the rule finds, now taken; when `wanted` is taken, the first free of
    /// `others` (the view's other corners, so a number whose corner another view shares stays on its own view)
    /// before the grid around `wanted`.
    package mutating func place(near wanted: CGPoint, orAt others: [CGPoint] = []) -> CGPoint {
        let step = radius * 2 + max(2, radius / 4)
        let inset = bounds.insetBy(dx: radius, dy: radius)
        let start = inset.isNull ? wanted : inset.clamp(wanted)
        let spacing = step - radius
        // Another corner of its own view needs only not to overlap: it is not a row of numbers to read.
        let corner = isFree(start, spacing: spacing) ? nil
            : others.first { (inset.isNull || inset.contains($0)) && isFree($0, spacing: radius + 2) }
        let centre = corner ?? nearestFree(to: start, step: step, inside: inset) ?? slidFree(from: start, step: step, inside: inset)
        taken.append((centre, radius))
        return centre
    }

    /// How many grid steps around the wanted place are searched before sliding along rows.
    private static let searchSteps = 6

    /// The grid places around the wanted one, nearest first: along its row to the right a step costs one,
    /// elsewhere the distance and one more, so a pile of numbers at a shared corner reads as a short row (1 2 3)
    /// and the next goes on the row beside it (the screen's middle's side first) rather than far along.
    private static func searchOrder(towardsMiddle: Int) -> [(x: Int, y: Int)] {
        let range = -searchSteps...searchSteps
        func key(_ d: (x: Int, y: Int)) -> (Double, Int, Int, Int) {
            let cost = d.y == 0 && d.x > 0 ? Double(d.x) : 1 + (Double(d.x * d.x + d.y * d.y)).squareRoot()
            return (cost, d.y == 0 ? 0 : 1, d.y == towardsMiddle ? 0 : 1, d.x)
        }
        return range.flatMap { x in range.map { (x: x, y: $0) } }.filter { $0 != (0, 0) }.sorted { key($0) < key($1) }
    }
    private static let downwards = searchOrder(towardsMiddle: 1)
    private static let upwards = searchOrder(towardsMiddle: -1)

    /// The free grid place nearest `start` by `searchOrder`; nil when none is free within `searchSteps`.
    private func nearestFree(to start: CGPoint, step: CGFloat, inside inset: CGRect) -> CGPoint? {
        let spacing = step - radius
        if isFree(start, spacing: spacing) { return start }
        for offset in start.y < bounds.midY ? Self.downwards : Self.upwards {
            let centre = CGPoint(x: start.x + CGFloat(offset.x) * step, y: start.y + CGFloat(offset.y) * step)
            if inset.isNull || inset.contains(centre), isFree(centre, spacing: spacing) { return centre }
        }
        return nil
    }

    /// Past the rings: along the row to the right, then a row nearer the screen's middle, until free (200 tries).
    private func slidFree(from start: CGPoint, step: CGFloat, inside inset: CGRect) -> CGPoint {
        var centre = start
        var tries = 0
        while !isFree(centre, spacing: step - radius), tries < 200 {
            centre.x += step
            if centre.x > inset.maxX { (centre.x, centre.y) = (start.x, centre.y + (start.y < bounds.midY ? step : -step)) }
            tries += 1
        }
        return centre
    }

    private func isFree(_ centre: CGPoint, spacing: CGFloat) -> Bool {
        !taken.contains { hypot($0.centre.x - centre.x, $0.centre.y - centre.y) < $0.radius + spacing }
            && !covered.contains { Self.distance(from: centre, to: $0) < radius }
    }

    /// What is taken so far, as rectangles (badges and marks by their bounding squares, and the text): where
    /// other labels keep off too.
    package var obstacles: [CGRect] {
        covered + taken.map { CGRect(x: $0.centre.x - $0.radius, y: $0.centre.y - $0.radius, width: 2 * $0.radius,
                                     height: 2 * $0.radius) }
    }

    /// Keeps badges off a circle drawn elsewhere.
    package mutating func reserve(centre: CGPoint, radius: CGFloat) { taken.append((centre, radius)) }

    /// Keeps badges off a rectangle (a line of the scene's text).
    package mutating func reserve(_ rect: CGRect) {
        if !rect.isNull, !rect.isEmpty { covered.append(rect) }
    }

    /// The pieces of the line from `start` to `end` that pass outside every badge placed (each widened by
    /// `clearance`), in order: an arrow drawn as these never crosses a number.
    package func pieces(from start: CGPoint, to end: CGPoint, clearance: CGFloat) -> [(CGPoint, CGPoint)] {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return [] }
        // Each badge hides an interval of t (0 at start, 1 at end).
        let hidden: [(CGFloat, CGFloat)] = taken.compactMap { badge in
            let reach = badge.radius + clearance
            let (fx, fy) = (start.x - badge.centre.x, start.y - badge.centre.y)
            let b = 2 * (fx * dx + fy * dy), c = fx * fx + fy * fy - reach * reach
            let discriminant = b * b - 4 * lengthSquared * c
            guard discriminant > 0 else { return nil }
            let root = discriminant.squareRoot()
            let (t0, t1) = ((-b - root) / (2 * lengthSquared), (-b + root) / (2 * lengthSquared))
            return t1 <= 0 || t0 >= 1 ? nil : (max(0, t0), min(1, t1))
        }.sorted { $0.0 < $1.0 }
        var pieces: [(CGFloat, CGFloat)] = []
        var from: CGFloat = 0
        for (t0, t1) in hidden {
            if t0 > from { pieces.append((from, t0)) }
            from = max(from, t1)
        }
        if from < 1 { pieces.append((from, 1)) }
        func point(_ t: CGFloat) -> CGPoint { CGPoint(x: start.x + dx * t, y: start.y + dy * t) }
        return pieces.map { (point($0.0), point($0.1)) }
    }

    private static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return hypot(dx, dy)
    }
}

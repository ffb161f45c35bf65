import Foundation

/// Places the overlays' numbered badges so none covers another: a badge whose wanted place is taken slides
/// right to the first free place (at the right edge, a row nearer the screen's middle). Nested views often share a corner (a window,
/// its root view and a full-screen container all start at the screen's corner), so their numbers would
/// otherwise pile up.
package struct BadgePlacement {
    /// The badges' radius, in pixels.
    package let radius: CGFloat
    /// Where the badges may go (the screen, in pixels).
    package let bounds: CGRect
    /// Taken places: badges, and other marks badges must not cover (the touch dots), with their radii.
    private var taken: [(centre: CGPoint, radius: CGFloat)] = []

    package init(radius: CGFloat, bounds: CGRect) {
        (self.radius, self.bounds) = (radius, bounds)
    }

    /// A free centre as near `wanted` as the rule finds, now taken.
    package mutating func place(near wanted: CGPoint) -> CGPoint {
        let step = radius * 2 + max(2, radius / 4)
        let inset = bounds.insetBy(dx: radius, dy: radius)
        let start = inset.isNull ? wanted : inset.clamp(wanted)
        var centre = start
        var tries = 0
        while taken.contains(where: { hypot($0.centre.x - centre.x, $0.centre.y - centre.y) < $0.radius + step - radius }),
            tries < 200
        {
            centre.x += step
            if centre.x > inset.maxX { (centre.x, centre.y) = (start.x, centre.y + (start.y < bounds.midY ? step : -step)) }
            tries += 1
        }
        taken.append((centre, radius))
        return centre
    }

    /// Keeps badges off a circle drawn elsewhere.
    package mutating func reserve(centre: CGPoint, radius: CGFloat) { taken.append((centre, radius)) }
}

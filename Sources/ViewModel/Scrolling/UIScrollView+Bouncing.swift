import Foundation

/// Past an edge: a drag pulls the content on with resistance (rubber-banding) where the scroll view bounces along
/// that axis, and on release it springs back; a touch on a scroll view still moving stops it
/// (docs/uikit-rules.md R7.11, R7.14).
extension UIScrollView {
    /// The resistance past an edge: a finger `x` past it moves the content (1 − 1/(x·c/d + 1))·d, d the view's
    /// size along the axis *(observed: c = 0.55, measured on devices and used by reimplementations; Apple
    /// documents no formula)*.
    @_spi(Engine) public static let rubberBandCoefficient: CGFloat = 0.55
    /// How fast the content springs back: a critically damped spring of this angular frequency, in rad/s
    /// *(observed: 10 in public reimplementations; Apple documents none)*.
    @_spi(Engine) public static let springBackFrequency: CGFloat = 10

    /// The offset a drag to `target` shows: as given within the content's range; past an edge, rubber-banded
    /// where the view bounces along that axis (and can scroll along it, or always bounces), else at the edge.
    func draggedOffset(_ target: CGPoint) -> CGPoint {
        let range = offsetRange, axes = scrollableAxes
        return CGPoint(
            x: Self.banded(target.x, range.x, size: bounds.width, bounces: bounceAxes.horizontal && axes.horizontal),
            y: Self.banded(target.y, range.y, size: bounds.height, bounces: bounceAxes.vertical && axes.vertical))
    }

    static func banded(_ value: CGFloat, _ range: ClosedRange<CGFloat>, size: CGFloat, bounces: Bool) -> CGFloat {
        guard value.isFinite else { return range.lowerBound }
        if range.contains(value) { return value }
        let edge = value < range.lowerBound ? range.lowerBound : range.upperBound
        guard bounces, size > 0 else { return edge }
        let past = abs(value - edge)
        let band = (1 - 1 / (past * rubberBandCoefficient / size + 1)) * size
        return value < edge ? edge - band : edge + band
    }

    /// Whether the content is past an edge (a drag pulled it there).
    var isOverscrolled: Bool { clamped(contentOffset) != contentOffset }

    /// Springs back to the nearest edge on the virtual clock; `isDecelerating` meanwhile, as UIKit reports it.
    func springBack() {
        let rest = clamped(contentOffset)
        let start = contentOffset
        let omega = Self.springBackFrequency
        var elapsed: CGFloat = 0
        isDecelerating = true
        step(Self.animationStep) { [unowned self] dt in
            elapsed += CGFloat(dt)
            let left = (1 + omega * elapsed) * exp(-omega * elapsed)
            let offset = CGPoint(x: rest.x + (start.x - rest.x) * left, y: rest.y + (start.y - rest.y) * left)
            let done = abs(offset.x - rest.x) < 0.5 && abs(offset.y - rest.y) < 0.5
            contentOffset = done ? rest : offset
            return !done
        }
    }

    /// A touch on a scroll view that is decelerating or springing back stops it where it is (pulled back within
    /// the content if past an edge); true when it was moving.
    func stopForTouch() -> Bool {
        guard isDecelerating else { return false }
        stopAnimation()
        contentOffset = clamped(contentOffset)
        return true
    }
}

import Foundation

/// The edges of a rectangle, as an option set (`UIScreenEdgePanGestureRecognizer.edges`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen: its touch must go down within `GestureNumbers.screenEdgeRegion`
/// of one of `edges` (in the window), or it fails. Past that, it is a pan.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from; none by default, as in UIKit (set it, or it never begins).
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count == touches.count {
            let region = GestureNumbers.screenEdgeRegion
            guard !edges.isEmpty else {
                return fail(because: "its edges are empty (UIKit's default), so it never begins")
            }
            let nearest = touches.map(gapToNearestEdge(_:)).min() ?? .infinity
            if nearest > region {
                return fail(because: GestureRule(
                    "the touch went down \(GestureRule.text(Double(nearest), .distanceFromEdge)) from the nearest of its edges, farther than \(GestureRule.text(region, .distanceFromEdge))",
                    .init(.distanceFromEdge, Double(nearest), .over, region, assumed: true)))
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// How far the touch went down from the nearest of `edges` of its window.
    private func gapToNearestEdge(_ touch: UITouch) -> CGFloat {
        guard let window = touch.window else { return .infinity }
        let point = touch.location(in: nil), bounds = window.bounds
        let gaps: [(UIRectEdge, CGFloat)] = [(.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
                                            (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y)]
        return gaps.filter { edges.contains($0.0) }.map(\.1).min() ?? .infinity
    }
}

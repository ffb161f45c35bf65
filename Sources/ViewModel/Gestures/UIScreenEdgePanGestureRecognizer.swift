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
        if state == .possible, trackedTouches.count == touches.count,
            !touches.contains(where: startsAtAnEdge(_:))
        {
            return fail(because: "the touch went down more than \(Int(GestureNumbers.screenEdgeRegion)) pt from its edges")
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtAnEdge(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.location(in: nil), bounds = window.bounds, region = GestureNumbers.screenEdgeRegion
        return (edges.contains(.left) && point.x - bounds.minX <= region)
            || (edges.contains(.right) && bounds.maxX - point.x <= region)
            || (edges.contains(.top) && point.y - bounds.minY <= region)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= region)
    }
}

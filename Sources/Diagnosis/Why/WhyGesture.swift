import Dispatcher
import ExampleKit
import Foundation

/// The input `why` plays to ask its question: a tap, a one-finger drag, or a two-finger pinch about a centre.
package enum WhyGesture: Equatable, Sendable {
    case tap(CGPoint)
    case drag(from: CGPoint, to: CGPoint, seconds: Double)
    case pinch(center: CGPoint, scale: Double, seconds: Double)

    /// The longest a drag or pinch may last, in virtual seconds, and the largest scale a pinch may reach.
    package static let maximumSeconds = 60.0
    package static let scaleRange = 0.05...20.0
    /// How long a drag and a pinch last when not told: every front end's default.
    package static let dragSeconds = 0.3
    package static let pinchSeconds = 0.5
    /// How far apart a pinch's fingers start, side by side about its centre.
    package static let pinchSpread: CGFloat = 100

    /// Where the first finger goes down: the point the hit-test pass is about.
    package var start: CGPoint {
        switch self {
        case .tap(let point): point
        case .drag(let from, _, _): from
        case .pinch(let center, _, _): CGPoint(x: center.x - Self.pinchSpread / 2, y: center.y)
        }
    }

    /// The records, from `t`, the first finger `finger` (a pinch's second is the next).
    package func inputs(at t: TimeInterval, finger: Int) -> [InputRecord] {
        switch self {
        case .tap(let point):
            return tapInput(at: point, t: t, finger: finger)
        case .drag(let from, let to, let seconds):
            return dragInput(from: from, by: CGPoint(x: to.x - from.x, y: to.y - from.y),
                             steps: max(1, Int((seconds * 60).rounded())), t: t, finger: finger)
        case .pinch(let center, let scale, let seconds):
            return pinchInput(center: center, scale: scale, duration: seconds, t: t, finger: finger, spread: Self.pinchSpread)
        }
    }
}

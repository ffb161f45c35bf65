import Dispatcher
import Examples
import Foundation
@_spi(Engine) import ViewModel

/// The floor under `dispatch.events_per_s`: what the same touches cost on plain classes with no log — the same
/// hit-test visits (reversed subviews, a point conversion and a bounds test each; again when the finger lifts, as
/// UIKit does) and the same responder calls up the same chain — so `dispatch.vs_floor` says how far the engine is
/// from the work UIKit's rules require, on the same machine in the same run.
@MainActor
enum DispatchFloor {
    /// A view or responder reduced to what hit-testing and the chain need (not final: its methods dispatch
    /// dynamically, as UIKit's overridable ones do).
    class Node {
        let frame: CGRect
        var children: [Node] = []
        weak var parent: Node?
        /// The next responder when it is not the parent (a controller between a view and its superview).
        var nextOverride: Node?
        /// Counted so the calls are not optimised away.
        var calls = 0
        /// Plain stand-ins for the view's gesture recognizers: each sees every event of a touch on the view or
        /// a view inside it, as UIKit's do.
        var recognizers: [Node] = []

        init(frame: CGRect) { self.frame = frame }

        var next: Node? { nextOverride ?? parent }

        func hitTest(_ point: CGPoint) -> Node? {
            guard CGRect(origin: .zero, size: frame.size).contains(point) else { return nil }
            for child in children.reversed() {
                let local = CGPoint(x: point.x - child.frame.minX, y: point.y - child.frame.minY)
                if let hit = child.hitTest(local) { return hit }
            }
            return self
        }

        /// A responder method that passes the call on, as the default `touches…` do.
        func touched() {
            calls += 1
            next?.touched()
        }

        /// A recognizer's touches method: it counts and keeps the touch.
        func observed() { calls += 1 }

        /// Every recognizer a touch on this node reaches: its own and its ancestors'.
        var recognizersSeeing: [Node] {
            var found: [Node] = []
            var node: Node? = self
            while let current = node {
                found += current.recognizers
                node = current.parent
            }
            return found
        }
    }

    /// The example's window as plain nodes: controllers between a view and its superview, and the application
    /// and its delegate after the window, as the chain runs.
    static func mirror(window: UIWindow) -> Node {
        let root = mirror(window)
        let application = Node(frame: .zero)
        application.nextOverride = Node(frame: .zero)
        root.nextOverride = application
        return root
    }

    private static func mirror(_ view: UIView) -> Node {
        let node = Node(frame: view.frame)
        node.recognizers = (view.gestureRecognizers ?? []).map { _ in Node(frame: .zero) }
        for subview in view.subviews {
            let child = mirror(subview)
            child.parent = node
            if subview.next is UIViewController {
                let controller = Node(frame: .zero)
                controller.parent = node
                child.nextOverride = controller
            }
            node.children.append(child)
        }
        return node
    }

    /// Seconds for `events` input events in the benchmark's mix (a down, `movesPerTouch` moves, an up) on `root`,
    /// the touches going down at each of `points` in turn. Every event reaches the recognizers that see the touch
    /// (none in a scene without them) and then the hit view's chain.
    static func seconds(events: Int, movesPerTouch: Int, root: Node, at points: [CGPoint]) -> Double {
        var sink = 0
        let time = DispatchBench.seconds {
            var index = 0
            var round = 0
            while index < events {
                let point = points[round % points.count]
                guard let hit = root.hitTest(point) else { break }
                let recognizers = hit.recognizersSeeing
                func deliver() {
                    for recognizer in recognizers { recognizer.observed() }
                    hit.touched()
                }
                deliver()
                for _ in 0..<movesPerTouch { deliver() }
                sink &+= root.hitTest(point) === hit ? 1 : 0
                deliver()
                index += movesPerTouch + 2
                round += 1
            }
        }
        precondition(sink >= 0)  // keeps the lift's hit-test from being optimised away
        return time
    }
}

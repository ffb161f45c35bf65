import Dispatcher
import Examples
import Foundation
import ViewModel

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

    /// Seconds for `events` input events in the benchmark's mix (a down, `movesPerTouch` moves, an up) on `root`.
    static func seconds(events: Int, movesPerTouch: Int, root: Node, at point: CGPoint) -> Double {
        var sink = 0
        let time = DispatchBench.seconds {
            var index = 0
            while index < events {
                guard let hit = root.hitTest(point) else { break }
                hit.touched()
                for _ in 0..<movesPerTouch { hit.touched() }
                sink &+= root.hitTest(point) === hit ? 1 : 0
                hit.touched()
                index += movesPerTouch + 2
            }
        }
        precondition(sink >= 0)  // keeps the lift's hit-test from being optimised away
        return time
    }
}

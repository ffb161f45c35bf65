import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// Where a touch would go to a view: the screen sampled on a grid over the view's bounds grown by a margin,
/// each sample hit-tested through the windows as UIKit does, kept where the answer is the view.
///
/// Asking the windows rather than the view's own `point(inside:)` shows every kind of hit area without special
/// cases — an enlarged `point(inside:)`, a round one, a triangle an overriding `hitTest` cuts out — and also
/// where a sibling in front takes the touch or a superview's bounds cut it off. A sample costs a full
/// hit-test, so an area is sampled once and kept until the view tree's layout changes.
@MainActor
package final class HitAreaSampler {
    /// A sampled area: the rectangles and edges to draw, in the view's own space, and the view's transform to
    /// the screen when it was sampled.
    package struct Area {
        package let view: UIView
        package let rects: [CGRect]
        package let edges: [(CGPoint, CGPoint)]
        package let toScreen: CGAffineTransform
    }

    /// How far beyond the bounds to look, in points (enlarged areas reach out this far at most).
    package static let margin: CGFloat = 50
    /// The finest grid, in points, and the most samples an area may take (bigger views get a coarser grid).
    package static let finestStep: CGFloat = 2
    package static let sampleBudget: CGFloat = 20_000

    private var areas: [ObjectIdentifier: Area] = [:]
    private var layout: LayoutSignature?

    package init() {}

    /// The area of `view` in `sim`'s world, sampled now or kept from before.
    package func area(of view: UIView, in sim: Simulator) -> Area {
        let current = LayoutSignature(sim.application.windowsInHitTestOrder)
        if current != layout {
            areas.removeAll()
            layout = current
        }
        if let area = areas[ObjectIdentifier(view)] { return area }
        let area = sample(view, in: sim)
        areas[ObjectIdentifier(view)] = area
        return area
    }

    /// The view a touch at `point` (screen points) would hit: the windows asked from the top, as the engine
    /// does, with no event (so nothing is logged).
    package static func hitView(at point: CGPoint, in sim: Simulator) -> UIView? {
        quietly(in: sim) { firstHit(at: point, in: sim.application.windowsInHitTestOrder) }
    }

    private static func firstHit(at point: CGPoint, in windows: [UIWindow]) -> UIView? {
        for window in windows {
            if let view = window.tracedHitTest(window.convertFromSuperview(point), with: nil) { return view }
        }
        return nil
    }

    private func sample(_ view: UIView, in sim: Simulator) -> Area {
        let toScreen = view.toScreenTransform
        let region = view.bounds.insetBy(dx: -Self.margin, dy: -Self.margin)
        let windows = sim.application.windowsInHitTestOrder
        guard let layout = HitAreaGrid.layout(of: region, finest: Self.finestStep, budget: Self.sampleBudget) else {
            return Area(view: view, rects: [], edges: [], toScreen: toScreen)
        }
        let grid = Self.quietly(in: sim) {
            HitAreaGrid(origin: region.origin, step: layout.step, rows: layout.rows, columns: layout.columns) {
                Self.firstHit(at: $0.applying(toScreen), in: windows) === view
            }
        }
        return Area(view: view, rects: grid.rects, edges: grid.edges, toScreen: toScreen)
    }

    /// Runs `body` in the world with its log off: an overriding `hitTest` or `point(inside:)` that writes a
    /// line must not write it into the log for a sample.
    package static func quietly<T>(in sim: Simulator, _ body: () -> T) -> T {
        let wasEnabled = sim.log.isEnabled
        sim.log.isEnabled = false
        defer { sim.log.isEnabled = wasEnabled }
        return sim.run(body)
    }
}

/// What hit-testing depends on in a view tree, hashed: each view's place, geometry and hit-test flags.
@MainActor
package struct LayoutSignature: Equatable {
    private let value: Int

    package init(_ windows: [UIWindow]) {
        var hasher = Hasher()
        func add(_ view: UIView) {
            let layer = view.layer
            hasher.combine(ObjectIdentifier(view))
            hasher.combine(layer.position.x)
            hasher.combine(layer.position.y)
            hasher.combine(layer.bounds.origin.x)
            hasher.combine(layer.bounds.origin.y)
            hasher.combine(layer.bounds.width)
            hasher.combine(layer.bounds.height)
            let t = layer.affineTransform()
            for component in [t.a, t.b, t.c, t.d, t.tx, t.ty] { hasher.combine(component) }
            hasher.combine(layer.anchorPoint.x)
            hasher.combine(layer.anchorPoint.y)
            hasher.combine(view.isHidden)
            hasher.combine(view.alpha)
            hasher.combine(view.isUserInteractionEnabled)
            hasher.combine(view.subviews.count)
            view.subviews.forEach(add)
        }
        windows.forEach(add)
        value = hasher.finalize()
    }
}

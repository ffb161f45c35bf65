import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// Where touches on a view's visible area go: its visible part (its bounds, cut by the window and every
/// clipping ancestor) sampled on a grid, each sample hit-tested through the windows by `HitAreaSampler`, as
/// UIKit hit-tests a touch.
///
/// A sample *reaches* the view when the hit view is the view or one of its subviews: its recognizers see such
/// touches, and a subview passes the ones it does not handle up the responder chain — except for a control
/// without recognizers, which tracks only the touches hit-testing gave to it, so a subview that takes one (a
/// stack view inside it) blocks it (docs/uikit-rules.md R6.12). A sample is *blocked*
/// when another view takes it. A sample the view turns down itself — its own `point(inside:)` or `hitTest`
/// says no, as a round or triangular button does at its corners — is *outside its shape*: not part of its area,
/// so neither. (When the view turns down every sample, as an animating view does, all of them count: the view
/// is unreachable, and `why` says why.)
@MainActor
package struct ViewCoverage {
    package enum Sample: Equatable {
        case reached
        case blocked(by: UIView?)
        /// `taker`: the view that takes the touch there.
        case outsideShape(taker: UIView?)
    }

    /// The most samples one view's visible area takes: a full-screen view is sampled every 15 pt or so.
    package static let sampleBudget: CGFloat = 1_600
    package static let finestStep: CGFloat = 2

    package let view: UIView
    /// Each sample, with its point in screen points.
    package let samples: [(point: CGPoint, sample: Sample)]

    /// Samples `view`'s visible area in `sim`'s world, with about `budget` samples at most; nil when nothing of it
    /// is visible (it or an ancestor is hidden or transparent, its window is hidden, or it is clipped away or has no
    /// size).
    package init?(of view: UIView, in sim: Simulator, budget: CGFloat = ViewCoverage.sampleBudget) {
        guard let rect = Self.visibleRect(of: view, in: sim),
              let (_, rows, columns) = HitAreaGrid.layout(of: rect, finest: Self.finestStep, budget: budget)
        else { return nil }
        self.view = view
        let (stepX, stepY) = (rect.width / CGFloat(columns), rect.height / CGFloat(rows))
        let toScreen = view.toScreenTransform
        let drawsOwnShape = Self.acceptsTouches(view)  // else its own "no" is a refusal, not a shape
        let reaches = Self.reaches(view)
        var samples: [(CGPoint, Sample)] = []
        samples.reserveCapacity(rows * columns)
        HitAreaSampler.quietly(in: sim) {
            for row in 0..<rows {
                for column in 0..<columns {
                    let point = CGPoint(x: rect.minX + (CGFloat(column) + 0.5) * stepX,
                                        y: rect.minY + (CGFloat(row) + 0.5) * stepY)
                    let screen = point.applying(toScreen)
                    let hit = HitAreaSampler.hitView(at: screen, in: sim)
                    if reaches(hit) {
                        samples.append((screen, .reached))
                    } else if drawsOwnShape, view.tracedHitTest(point, with: nil) == nil {
                        samples.append((screen, .outsideShape(taker: hit)))
                    } else {
                        samples.append((screen, .blocked(by: hit)))
                    }
                }
            }
        }
        // A view that turns every sample down has no shape to speak of: it refuses touches altogether.
        let takers = samples.compactMap { sample -> UIView?? in
            if case .outsideShape(let taker) = sample.1 { return taker }
            return nil
        }
        if !samples.isEmpty, takers.count == samples.count {
            samples = zip(samples, takers).map { ($0.0, .blocked(by: $1)) }
        }
        self.samples = samples.map { (point: $0.0, sample: $0.1) }
    }

    package var reachedCount: Int { samples.count { $0.sample == .reached } }

    /// The samples another view (or none) takes.
    package var blocked: [(point: CGPoint, taker: UIView?)] {
        samples.compactMap { entry in
            if case .blocked(let taker) = entry.sample { return (entry.point, taker) }
            return nil
        }
    }

    /// How much of the view's area (reached and blocked samples) no touch reaches, 0 to 100, rounded down
    /// except that any blocked sample makes it at least 1.
    package var unreachablePercent: Int {
        let blocked = blocked.count
        let total = blocked + reachedCount
        guard total > 0, blocked > 0 else { return 0 }
        return max(1, blocked * 100 / total)
    }

    /// The view that takes most of the blocked samples (nil: no view; ties go to the one met first), and the
    /// middle of its samples (`middle(of:in:keeps:)`): the point to show and explain.
    package func mainTaker(in sim: Simulator) -> (taker: UIView?, point: CGPoint)? {
        let blocked = blocked
        guard !blocked.isEmpty else { return nil }
        var counts: [ObjectIdentifier?: (count: Int, first: Int)] = [:]
        for (index, entry) in blocked.enumerated() {
            counts[entry.taker.map(ObjectIdentifier.init), default: (0, index)].count += 1
        }
        let winner = counts.max { a, b in (a.value.count, -a.value.first) < (b.value.count, -b.value.first) }!
        let taker = blocked[winner.value.first].taker
        let mine = blocked.filter { $0.taker.map(ObjectIdentifier.init) == winner.key }.map(\.point)
        return (taker, Self.middle(of: mine, in: sim) { $0 === taker }!)
    }

    /// The middle of the reached samples: a point where a tap lands on the view.
    package func reachedPoint(in sim: Simulator) -> CGPoint? {
        Self.middle(of: samples.filter { $0.sample == .reached }.map(\.point), in: sim, keeps: Self.reaches(view))
    }

    /// Whether a touch whose hit view is `hit` reaches `view`: it or a subview, or, for a control without
    /// recognizers, only itself (R6.12).
    private static func reaches(_ view: UIView) -> (UIView?) -> Bool {
        let ownTouchesOnly = view is UIControl && (view.gestureRecognizers ?? []).isEmpty
        return { hit in hit.map { $0 === view || (!ownTouchesOnly && $0.isDescendant(of: view)) } ?? false }
    }

    /// The middle of `points` where the hit view there passes `keeps`: their average in whole points when it
    /// does, else the point nearest the average (in whole points when it does there).
    private static func middle(of points: [CGPoint], in sim: Simulator, keeps: (UIView?) -> Bool) -> CGPoint? {
        guard !points.isEmpty else { return nil }
        let average = CGPoint(x: (points.map(\.x).reduce(0, +) / CGFloat(points.count)).rounded(),
                              y: (points.map(\.y).reduce(0, +) / CGFloat(points.count)).rounded())
        if keeps(HitAreaSampler.hitView(at: average, in: sim)) { return average }
        return points.min { distance($0, average) < distance($1, average) }.map { whole($0, in: sim, keeps: keeps) }
    }

    /// `point` rounded to whole screen points when the hit view there still passes `keeps`, else as it is.
    package static func whole(_ point: CGPoint, in sim: Simulator, keeps: (UIView?) -> Bool) -> CGPoint {
        let rounded = CGPoint(x: point.x.rounded(), y: point.y.rounded())
        return keeps(HitAreaSampler.hitView(at: rounded, in: sim)) ? rounded : point
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }

    // MARK: What is visible

    /// Whether the default `hitTest` would ask the view's `point(inside:)`: not hidden, interaction on, not
    /// transparent, an enabled control. Only such a view's own "no" draws its shape.
    package static func acceptsTouches(_ view: UIView) -> Bool {
        !view.isHidden && view.isUserInteractionEnabled && view.alpha >= HitTesting.minimumAlpha
            && (view as? UIControl)?.isEnabled != false
    }

    /// Whether the view is drawn: it and its ancestors not hidden nor (nearly) fully transparent, in a
    /// visible window.
    package static func isShown(_ view: UIView, in sim: Simulator) -> Bool {
        var current: UIView? = view
        var top = view
        while let ancestor = current {
            if ancestor.isHidden || ancestor.alpha < HitTesting.minimumAlpha { return false }
            top = ancestor
            current = ancestor.superview
        }
        return sim.application.windowsInHitTestOrder.contains { $0 === top }
    }

    /// The part of the view's bounds that is drawn, in its own space: cut by every ancestor that clips to its
    /// bounds and by the window (the screen). Nil when nothing is left, or the view is not shown.
    package static func visibleRect(of view: UIView, in sim: Simulator) -> CGRect? {
        guard isShown(view, in: sim) else { return nil }
        var rect = view.bounds
        var current = view.superview
        while let ancestor = current {
            if ancestor.clipsToBounds || ancestor.superview == nil {
                // Through a near-singular transform nothing measurable is drawn.
                let clip = view.convert(ancestor.bounds, from: ancestor)
                guard rect.hasFiniteEdges, clip.hasFiniteEdges else { return nil }
                rect = rect.intersection(clip)
            }
            current = ancestor.superview
        }
        return rect.isNull || rect.width <= 0 || rect.height <= 0 ? nil : rect
    }
}

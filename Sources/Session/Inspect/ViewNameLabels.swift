import Diagnosis
import Foundation
@_spi(Engine) import ViewModel

/// Where the window writes each view's name on the phone: the names `why --view` accepts (`ViewNames`), each on
/// a plate at the top-left of what is seen of its view, so a presenter can say "ViewB1" and point at it.
///
/// Views are taken as they are drawn (their presentation, so a name rides along with an animation), in the names'
/// walk order (a superview before its subviews), and only where they can be seen: a hidden or fully transparent
/// view, or one clipped away by a superview that clips to its bounds, gets no name. A name that would cover an
/// earlier one moves down below it; a name wider than its view is shortened with "…"; a name that still does
/// not fit inside its view, or would leave it, is left out rather than drawn over another view. A name also keeps
/// off the spots other overlays will draw on (the hit-test and chain badges: a visited view's number sits at its
/// top-left corner, just where its name would go), so neither hides the other: it goes beside the badge, on the
/// same line, when it fits there, else below; where neither fits or both lie on a subview, on the view's top
/// edge or just above it, as a tab on its frame (at a projector's scale a container's only own pixels are its
/// frame). It must start on views that are under its corner too: one whose start or middle is pushed onto a view that is not
/// under its corner (a subview, the next cell) is left out, as there it would read as that view's name.
///
/// Everything is in output pixels; the caller measures the plates (text and padding), so this needs no fonts.
@MainActor
package struct ViewNameLabels {
    package struct Label {
        package let view: UIView
        /// The name drawn: the view's name, or its start and "…" when the view is too narrow for all of it.
        package let text: String
        /// The plate, in output pixels.
        package let plate: CGRect
    }

    /// The names to draw, in walk order (a superview's before its subviews').
    package private(set) var labels: [Label] = []

    /// - Parameters:
    ///   - windows: the windows in the order `UIApplication.windows` lists them (as `ViewNames` walks them).
    ///   - plateSize: the size of a plate holding a text, in output pixels.
    ///   - margin: the space between a plate and its view's edges, and between plates, in output pixels.
    ///   - keepingClear: where no name may go (the other overlays' badges), in output pixels.
    package init(windows: [UIWindow], viewport: ScreenViewport, plateSize: (String) -> CGSize, margin: CGFloat,
                 keepingClear obstacles: [CGRect] = []) {
        let names = ViewNames(windows: windows)
        let screen = viewport.screenInPixels
        var taken = obstacles
        var seen: [(view: UIView, visible: CGRect)] = []
        for window in windows {
            Self.walk(window, transform: viewport.pointsToPixels, clip: screen) { seen.append(($0, $1)) }
        }
        for (view, visible) in seen {
            guard let text = Self.fitting(names.name(of: view), width: visible.width - 2 * margin, plateSize: plateSize)
            else { continue }
            let corner = CGPoint(x: visible.minX + margin, y: visible.minY + margin)
            // Whether a plate there would read as another view's name: it starts, or is centred, on a view that is
            // not under its own corner.
            func foreign(_ plate: CGRect) -> Bool {
                let middle = CGPoint(x: plate.midX, y: plate.midY)
                return plate.origin != corner && seen.contains {
                    !$0.visible.contains(corner) && ($0.visible.contains(plate.origin) || $0.visible.contains(middle))
                }
            }
            var plate = CGRect(origin: corner, size: plateSize(text))
            // Past a badge, beside it on the same line when the name still fits in its view there, else below it
            // when that stays in the view and off its subviews, else on the view's top edge (when free: it ends the
            // search); past a name, below. Each move goes right or down, so this ends (bounded all the same).
            var moves = 0
            while moves < 100, let index = taken.firstIndex(where: { $0.intersects(plate) }) {
                moves += 1
                let blocker = taken[index]
                var beside = plate
                beside.origin.x = blocker.maxX + margin
                let pastBadge = index < obstacles.count
                var below = plate
                below.origin = CGPoint(x: corner.x, y: blocker.maxY + margin)
                if pastBadge, beside.maxX <= visible.maxX - margin, !foreign(beside) {
                    plate = beside
                } else if pastBadge, below.maxY > visible.maxY - margin || foreign(below),
                          let onEdge = Self.alongTopEdge(beside, of: visible, past: taken, margin: margin),
                          onEdge.minY >= screen.minY, !foreign(onEdge) {
                    plate = onEdge
                    break
                } else {
                    plate = below
                }
            }
            guard moves < 100, plate.maxY <= visible.maxY - margin, !foreign(plate) else { continue }
            taken.append(plate)
            labels.append(Label(view: view, text: text, plate: plate))
        }
    }

    /// `plate` moved onto the top edge of `visible` (centred on it, from `plate`'s x), else just above it as a tab
    /// (from the view's left), each moved right past whatever it would cover while it stays within the edge; nil
    /// when neither fits.
    private static func alongTopEdge(_ plate: CGRect, of visible: CGRect, past taken: [CGRect], margin: CGFloat) -> CGRect? {
        let starts = [CGPoint(x: plate.minX, y: visible.minY - plate.height / 2),
                      CGPoint(x: visible.minX + margin, y: visible.minY - plate.height - 1)]
        for start in starts {
            var edge = CGRect(origin: start, size: plate.size)
            // Each step passes one rectangle to its right, so at most as many steps as there are rectangles.
            for _ in 0...taken.count {
                guard edge.maxX <= visible.maxX - margin else { break }
                guard let blocker = taken.first(where: { $0.intersects(edge) }) else { return edge }
                edge.origin.x = blocker.maxX + margin
            }
        }
        return nil
    }

    /// Visits `view` and the views under it that can be seen, with what is seen of each (the bounding box of its
    /// drawn bounds, cut by the clips above it), parents first.
    private static func walk(_ view: UIView, transform parent: CGAffineTransform, clip: CGRect,
                             _ body: (UIView, CGRect) -> Void) {
        let layer = view.layer
        let shown = layer.presentationValues
        guard !layer.isHidden, shown.opacity > 0.01 else { return }
        let transform = shown.localToSuperlayer.concatenating(parent)
        let drawn = shown.bounds.applying(transform)
        // Scales that multiply past any number (nested views, each scaled up): nothing of it can be named.
        guard drawn.hasFiniteEdges else { return }
        let visible = drawn.intersection(clip)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        body(view, visible)
        let inner = layer.masksToBounds ? visible : clip
        for subview in view.subviewsInDrawingOrder { walk(subview, transform: transform, clip: inner, body) }
    }

    /// `name`, or its longest start (three characters at least) with "…" whose plate is at most `width` wide;
    /// nil when not even that fits.
    private static func fitting(_ name: String, width: CGFloat, plateSize: (String) -> CGSize) -> String? {
        if plateSize(name).width <= width { return name }
        var count = name.count - 1
        while count >= 3 {
            let short = String(name.prefix(count)) + "…"
            if plateSize(short).width <= width { return short }
            count -= 1
        }
        return nil
    }
}

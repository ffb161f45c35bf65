import Foundation

/// A closed shape for hit areas and drawing: polygons, ovals and rounded rectangles (`PathShape`).
///
/// `contains(_:)` answers with the non-zero winding rule, as UIKit's does. `cgPath` is the path as Core Graphics
/// keeps it, for a `CAShapeLayer`.
open class UIBezierPath: NSObject, @unchecked Sendable {
    // @unchecked, as UIKit's: a path is built on one thread and then read.
    private var shape: PathShape
    private var currentSubpath: [CGPoint] = []

    public override init() {
        shape = .polygons([])
        super.init()
    }

    private init(shape: PathShape) {
        self.shape = shape
        super.init()
    }

    public convenience init(rect: CGRect) {
        let r = rect.standardized
        self.init(shape: .polygons([[
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]]))
    }

    public convenience init(ovalIn rect: CGRect) { self.init(shape: .oval(rect.standardized)) }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        self.init(shape: .roundedRect(r, radius: max(0, min(cornerRadius, r.width / 2, r.height / 2))))
    }

    public convenience init(cgPath path: CGPath) { self.init(shape: path.shape) }

    /// As UIKit's paths, so a subclass that adds a designated initializer writes it; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }

    open func move(to point: CGPoint) {
        closeCurrentSubpath()
        currentSubpath = [point]
    }

    open func addLine(to point: CGPoint) {
        if currentSubpath.isEmpty { currentSubpath = [point] } else { currentSubpath.append(point) }
    }

    open func close() { closeCurrentSubpath() }

    private func closeCurrentSubpath() {
        guard !currentSubpath.isEmpty else { return }
        if case .polygons(var list) = shape {
            list.append(currentSubpath)
            shape = .polygons(list)
        } else {
            // Adding lines to an oval or rounded rect: keep both by flattening the curve.
            shape = .polygons([shape.polygon(segments: 64), currentSubpath])
        }
        currentSubpath = []
    }

    /// The shape with the subpath being drawn, as it would be closed.
    private var finished: PathShape {
        guard !currentSubpath.isEmpty, case .polygons(let list) = shape else { return shape }
        return .polygons(list + [currentSubpath])
    }

    /// Whether `point` is inside the (implicitly closed) path, by the non-zero winding rule.
    open func contains(_ point: CGPoint) -> Bool { finished.contains(point) }

    /// The smallest rectangle that holds the path.
    open var bounds: CGRect { finished.bounds }

    /// The path as Core Graphics keeps it: a copy that later changes to this one do not reach.
    open var cgPath: CGPath {
        get { CGPath(shape: finished) }
        set {
            shape = newValue.shape
            currentSubpath = []
        }
    }
}

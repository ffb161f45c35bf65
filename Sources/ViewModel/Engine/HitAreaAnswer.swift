import Foundation

/// Where a view answers touches when a scene or a what-if gives its `point(inside:with:)` or `hitTest(_:with:)`
/// override as data (`UIView.hitAreaAnswer`): asked around the class's own methods, as an app's override of them
/// would be, for any view or window.
@_spi(Engine) public enum HitAreaAnswer: Sendable, Equatable {
    /// The bounds grown (negative) or shrunk (positive) by these insets: a larger tap target.
    case insets(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)
    /// The circle inscribed in the bounds: a round button.
    case circle
    /// A polygon in the view's own coordinates (at least three corners).
    case polygon([CGPoint])
    /// `hitTest` returns the view itself for any point inside it: its subviews never get touches.
    case swallowsSubviews
    /// `hitTest` returns nil where it would return the view itself: touches pass through it to what is behind,
    /// while its subviews still get theirs.
    case passThrough
    /// `hitTest` carries the point into the presentation layer, as seed 000's animated button does: the view is
    /// hit where it is drawn mid-animation (its touch is still located in the model).
    case presentation
    /// What an app's `hitTest` answered, sampled on a grid (a capture asks it on the device): `point(inside:)`
    /// is yes wherever a cell names a view, and `hitTest` gives the cell's view.
    case grid(HitGrid)

    /// The words a scene file and a what-if write for it, besides `insets:TOP,LEFT,BOTTOM,RIGHT` and a scene's
    /// polygon.
    public static let words = ["circle", "self", "passThrough", "presentation"]

    /// Reads a word (`circle`, `self`, `passThrough`, `presentation`) or `insets:TOP,LEFT,BOTTOM,RIGHT` (each
    /// within ±10,000); nil when it is neither.
    public init?(word: String) {
        switch word {
        case "circle": self = .circle
        case "self": self = .swallowsSubviews
        case "passThrough": self = .passThrough
        case "presentation": self = .presentation
        default:
            guard word.hasPrefix("insets:") else { return nil }
            let n = word.dropFirst(7).split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard n.count == 4, n.allSatisfy({ $0.map { $0.isFinite && abs($0) <= 10_000 } ?? false }) else { return nil }
            self = .insets(top: n[0]!, left: n[1]!, bottom: n[2]!, right: n[3]!)
        }
    }

    /// As a what-if writes it (a polygon, which only a scene gives, as `polygon`).
    public var word: String {
        switch self {
        case .insets(let top, let left, let bottom, let right):
            "insets:" + Self.shown([top, left, bottom, right]).joined(separator: ",")
        case .circle: "circle"
        case .polygon: "polygon"
        case .grid: "grid"
        case .swallowsSubviews: "self"
        case .passThrough: "passThrough"
        case .presentation: "presentation"
        }
    }

    /// `point(inside:)`: nil to leave it to the class.
    public func contains(_ point: CGPoint, in bounds: CGRect) -> Bool? {
        switch self {
        case .insets(let top, let left, let bottom, let right):
            return bounds.inset(by: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)).contains(point)
        case .circle:
            return hypot(point.x - bounds.midX, point.y - bounds.midY) <= min(bounds.width, bounds.height) / 2
        case .polygon(let corners):
            return Self.polygon(corners, contains: point)
        case .grid(let grid):
            return grid.answer(at: point) != .outside
        case .swallowsSubviews, .passThrough, .presentation:
            return nil
        }
    }

    /// `hitTest` at `point`, given what the class answered for `view`.
    @MainActor
    public func answer(_ hit: UIView?, at point: CGPoint, for view: UIView, with event: UIEvent?) -> UIView? {
        switch self {
        case .swallowsSubviews: return hit == nil ? nil : view
        case .passThrough: return hit === view ? nil : hit
        case .grid(let grid):
            guard hit != nil else { return nil }
            switch grid.answer(at: point) {
            case .itself: return view
            case .other(let index):
                if let other = grid.other(index, from: view) { return other }
                reportError("error: \(className(of: view))'s hit area names a view its tree does not have (its "
                    + "views[\(index)]): the class's answer", to: event?.tracer)
                return hit
            case .outside, .usual: return hit
            }
        default: return hit
        }
    }

    /// The point `view`'s `hitTest` asks the class about: for `presentation`, carried from the model into the
    /// presentation layer (the seed's override, line for line); else the point itself.
    @MainActor
    public func hitTestPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        guard case .presentation = self, let superview = view.superview else { return point }
        let superPoint = view.convert(point, to: superview)
        return superview.layer.convert(superPoint, to: view.layer.presentation())
    }

    /// The override a developer writes for it, in the view's class.
    public var swift: String {
        let hitTest = "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { "
        let inside = "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { "
        switch self {
        case .insets(let top, let left, let bottom, let right):
            let n = Self.shown([top, left, bottom, right])
            return inside + "bounds.inset(by: UIEdgeInsets(top: \(n[0]), left: \(n[1]), bottom: \(n[2]), right: \(n[3]))).contains(point) }"
        case .circle:
            return inside + "hypot(point.x - bounds.midX, point.y - bounds.midY) <= min(bounds.width, bounds.height) / 2 }"
        case .polygon:
            return inside + "shape.contains(point) }  // shape: the view's UIBezierPath"
        case .grid:
            return hitTest + "… }  // the app's own code, its answers sampled on a grid by a capture"
        case .swallowsSubviews:
            return hitTest + "super.hitTest(point, with: event) == nil ? nil : self }"
        case .passThrough:
            return hitTest + "let hit = super.hitTest(point, with: event); return hit === self ? nil : hit }"
        case .presentation:
            return hitTest + "super.hitTest(superview!.layer.convert(convert(point, to: superview), to: layer.presentation()), with: event) }"
        }
    }

    /// Insets as written: whole numbers without a point (they are within ±10,000, from a file or a what-if).
    private static func shown(_ numbers: [CGFloat]) -> [String] {
        numbers.map { $0 == $0.rounded() ? String(Int($0)) : String(Double($0)) }
    }

    /// Even-odd ray casting: whether `point` is inside the polygon through `corners`.
    static func polygon(_ corners: [CGPoint], contains point: CGPoint) -> Bool {
        var inside = false
        var j = corners.count - 1
        for i in corners.indices {
            let (a, b) = (corners[i], corners[j])
            if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
            j = i
        }
        return inside
    }
}

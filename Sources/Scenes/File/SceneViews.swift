import Foundation
@_spi(Engine) import ViewModel

/// The views a scene file gives overrides to: a `hitArea` (the `point(inside:)` or `hitTest` an app writes — a
/// larger area, a round one, a pass-through) and `touchesWithoutSuper` (touches methods an app overrides without
/// calling super, which stops them climbing the responder chain). One class per UIKit class that may carry them;
/// each answers through `SceneOverrides`, so the rules live once.
protocol SceneOverridable: UIView {
    var overrides: SceneOverrides { get set }
}

/// What a scene view overrides.
struct SceneOverrides {
    var hitArea: HitArea?
    /// The touches methods overridden without calling super: "began", "moved", "ended", "cancelled".
    var touchesWithoutSuper: Set<String> = []
    /// A line the view's touchesBegan logs, as an app's `print` there would.
    var touchesBeganLog: String?

    /// `hitTest`, given what UIKit answered for `view`.
    func answer(_ hit: UIView?, for view: UIView) -> UIView? {
        guard let hitArea else { return hit }
        return hitArea.answer(hit, for: view)
    }

    /// The point `view`'s `hitTest` asks UIKit about: for a `presentation` hit area, carried from the model into
    /// the presentation layer (the seed's override, line for line); else the point itself.
    @MainActor
    func hitTestPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        guard case .presentation? = hitArea, let superview = view.superview else { return point }
        let superPoint = view.convert(point, to: superview)
        return superview.layer.convert(superPoint, to: view.layer.presentation())
    }

    /// Whether a view needs an overriding class at all.
    var isEmpty: Bool { hitArea == nil && touchesWithoutSuper.isEmpty && touchesBeganLog == nil }

    /// The UIKit classes whose views can carry overrides.
    static let classes = ["UIView", "UIControl", "UIButton", "UITabBar"]

    /// A new view of `behaviour` (one of `classes`) that can carry overrides.
    @MainActor
    static func makeView(behaviour: String) -> (UIView & SceneOverridable)? {
        switch behaviour {
        case "UIView": SceneView(frame: .zero)
        case "UIControl": SceneControl(frame: .zero)
        case "UIButton": SceneButton(frame: .zero)
        case "UITabBar": SceneTabBar(frame: .zero)
        default: nil
        }
    }
}

extension HitArea {
    /// `point(inside:)`: nil to leave it to UIKit.
    func contains(_ point: CGPoint, in bounds: CGRect) -> Bool? {
        switch self {
        case .insets(let top, let left, let bottom, let right):
            return bounds.inset(by: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)).contains(point)
        case .circle:
            return hypot(point.x - bounds.midX, point.y - bounds.midY) <= min(bounds.width, bounds.height) / 2
        case .polygon(let corners):
            return Self.polygon(corners, contains: point)
        case .swallowsSubviews, .passThrough, .presentation:
            return nil
        }
    }

    /// `hitTest`, given what UIKit answered for `view`.
    func answer(_ hit: UIView?, for view: UIView) -> UIView? {
        switch self {
        case .swallowsSubviews: hit == nil ? nil : view
        case .passThrough: hit === view ? nil : hit
        default: hit
        }
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

final class SceneView: UIView, SceneOverridable {
    var overrides = SceneOverrides()
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        overrides.hitArea?.contains(point, in: bounds) ?? super.point(inside: point, with: event)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        overrides.answer(super.hitTest(overrides.hitTestPoint(point, in: self), with: event), for: self)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let line = overrides.touchesBeganLog { log(line) }
        if !overrides.touchesWithoutSuper.contains("began") { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !overrides.touchesWithoutSuper.contains("moved") { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !overrides.touchesWithoutSuper.contains("ended") { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !overrides.touchesWithoutSuper.contains("cancelled") { super.touchesCancelled(touches, with: event) }
    }
}

final class SceneControl: UIControl, SceneOverridable {
    var overrides = SceneOverrides()
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        overrides.hitArea?.contains(point, in: bounds) ?? super.point(inside: point, with: event)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        overrides.answer(super.hitTest(overrides.hitTestPoint(point, in: self), with: event), for: self)
    }
}

final class SceneButton: UIButton, SceneOverridable {
    var overrides = SceneOverrides()
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        overrides.hitArea?.contains(point, in: bounds) ?? super.point(inside: point, with: event)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        overrides.answer(super.hitTest(overrides.hitTestPoint(point, in: self), with: event), for: self)
    }
}

/// A tab bar of the app's own class whose `point(inside:)` an app overrides: the raised button above the bar.
final class SceneTabBar: UITabBar, SceneOverridable {
    var overrides = SceneOverrides()
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        overrides.hitArea?.contains(point, in: bounds) ?? super.point(inside: point, with: event)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        overrides.answer(super.hitTest(overrides.hitTestPoint(point, in: self), with: event), for: self)
    }
}

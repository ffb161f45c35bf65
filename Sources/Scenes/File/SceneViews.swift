import Foundation
@_spi(Engine) import ViewModel

/// The views a scene file gives touches overrides to: `touchesWithoutSuper` (touches methods an app overrides
/// without calling super, which stops them climbing the responder chain) and `touchesBeganLog`. (A hit area is
/// not an override class: it is data every view carries, `UIView.hitAreaAnswer`.)
protocol SceneOverridable: UIView {
    var overrides: SceneOverrides { get set }
}

/// What a scene view overrides.
struct SceneOverrides {
    /// The touches methods overridden without calling super: "began", "moved", "ended", "cancelled".
    var touchesWithoutSuper: Set<String> = []
    /// A line the view's touchesBegan logs, as an app's `print` there would.
    var touchesBeganLog: String?

    /// Whether a view needs an overriding class at all.
    var isEmpty: Bool { touchesWithoutSuper.isEmpty && touchesBeganLog == nil }

    /// A new plain view that can carry overrides (the touches keys are a plain view's).
    @MainActor
    static func makeView(behaviour: String) -> (UIView & SceneOverridable)? {
        behaviour == "UIView" ? SceneView(frame: .zero) : nil
    }
}

final class SceneView: UIView, SceneOverridable {
    var overrides = SceneOverrides()
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

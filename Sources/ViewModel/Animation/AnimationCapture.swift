import Foundation

/// The model changes made inside one `animations` closure, so they can be animated once it returns.
///
/// As in UIKit, the closure sets model values, which take their final value at once; the view setters report
/// each change here first, with the value before it and what was on screen. The capture in effect is a task-local
/// value: it is scoped to the closure (nested `animate` calls each get their own, `performWithoutAnimation` none)
/// and never shared between worlds or threads.
@MainActor
final class AnimationCapture {
    /// The capture of the `animations` closure running now, if any.
    @TaskLocal static var current: AnimationCapture?

    struct Change {
        let layer: CALayer
        let property: AnimatedProperty
        /// The model value before the closure changed it.
        let oldModel: AnimatedValue
        /// What was on screen then.
        let oldPresentation: AnimatedValue
    }

    private(set) var changes: [Change] = []

    /// Called by a view setter before it changes `property` of `layer`; only the first change of each counts.
    func willChange(_ layer: CALayer, _ property: AnimatedProperty) {
        if changes.contains(where: { $0.layer === layer && $0.property == property }) { return }
        let model = layer.value(of: property)
        let shown = layer.animationTracks == nil ? model : layer.presentationValue(of: property)
        changes.append(Change(layer: layer, property: property, oldModel: model, oldPresentation: shown))
    }

    /// Runs `body` with this capture in effect.
    func record(_ body: () -> Void) {
        AnimationCapture.$current.withValue(self) { body() }
    }

    /// The world of the first changed view that is in one, for animations started outside any dispatch.
    var engineOfChangedViews: (any EventEngine)? {
        for change in changes {
            if let engine = change.layer.owningView?.application?.engine { return engine }
        }
        return nil
    }
}

extension UIView {
    /// Reports a change of `property` to the animation being captured, if any (a task-local read otherwise).
    @inline(__always)
    func willAnimate(_ property: AnimatedProperty) {
        if let capture = AnimationCapture.current { capture.willChange(layer, property) }
    }

    /// Runs `actionsWithoutAnimation` with no animation capturing its changes, as UIKit's method does.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationCapture.$current.withValue(nil) { actionsWithoutAnimation() }
    }
}

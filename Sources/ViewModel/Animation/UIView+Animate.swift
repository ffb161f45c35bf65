import Foundation

/// UIKit's block animations. The `animations` closure runs at once and sets model values, which jump to their
/// final values; each change of `center`, `bounds`, `frame`, `transform`, `alpha` or `backgroundColor` it made
/// becomes a track that the layer's presentation follows on the world's virtual clock (docs/uikit-rules.md R8.1).
/// The completion runs when the animation ends — on the clock, never inside the call — with `finished == false`
/// when its tracks were taken away first. Outside any world (no engine to keep time) the changes stand at once
/// and the completion runs at once with `true`.
extension UIView {
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: delay, options: options, curve: TimingCurve(options.curve),
                     animations: animations, completion: completion)
    }

    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring: `dampingRatio` 1 arrives without overshooting, lower values ring; `velocity` is the starting
    /// speed in units of the whole change per second. The spring settles as `duration` ends (see
    /// `SpringCurve.overDuration`); the options' curve is ignored, as in UIKit.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.spring(duration: duration, dampingRatio: dampingRatio, velocity: velocity)
        runAnimation(duration: duration, delay: delay, options: options, curve: curve, animations: animations,
                     completion: completion)
    }

    private static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: TimingCurve,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let capture = AnimationCapture()
        capture.record(animations)
        guard let engine = UIApplication.current?.engine ?? capture.engineOfChangedViews else {
            completion?(true)
            return
        }
        let group = ViewAnimation(engine: engine, delay: delay, duration: duration, curve: curve, options: options,
                                  completion: completion)
        if duration > 0 {
            let fromScreen = options.contains(.beginFromCurrentState)
            for change in capture.changes {
                let additive = change.property.isAdditiveInViewAnimations
                let from = !additive && fromScreen ? change.oldPresentation : change.oldModel
                let to = change.layer.value(of: change.property)
                guard from != to else { continue }
                change.layer.addTrack(AnimationTrack(property: change.property, from: from, to: to,
                                                     isAdditive: additive, startWeight: 0, group: group))
            }
        }
        // Nothing to animate (no change, or no duration): the changes stand and the completion comes next turn.
        guard group.trackCount > 0 else {
            group.hasEnded = true
            if let completion { _ = engine.schedule(after: 0) { completion(true) } }
            return
        }
        engine.run(group)
    }
}

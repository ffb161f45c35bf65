import Foundation

/// The tracks of one property animator: their timing is the animator's (running, paused, scrubbed, reversed),
/// and their end is the animator's to handle.
///
/// It holds its animator while active, as UIKit keeps a started animator alive without anyone else holding it
/// (seed 000 starts one from a local variable); the animator lets go of it when it ends.
final class PropertyAnimatorGroup: AnimationGroup {
    let animator: UIViewPropertyAnimator

    init(engine: any EventEngine, animator: UIViewPropertyAnimator) {
        self.animator = animator
        super.init(engine: engine, hitTesting: animator.hitTestingMode)
    }

    override func weight(at now: TimeInterval) -> CGFloat { animator.weight(at: now) }

    override var endTime: TimeInterval? { animator.endTime }

    override func reachEnd() { animator.reachedEnd() }

    /// Another animation took every track: the animator still runs to its end, and completes then.
    override func wasEmptied() {}
}

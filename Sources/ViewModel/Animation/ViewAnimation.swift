import Foundation

/// One `UIView.animate` call: its tracks, its timing on the world's clock, its completion.
///
/// It begins when it is made (after `delay`, during which the views show their old values, as UIKit's
/// backwards-filling animations do), runs `duration` per pass under its curve, and with `.autoreverse` plays each
/// pass back; with `.repeat` it never ends on its own.
final class ViewAnimation: AnimationGroup {
    let beginTime: TimeInterval
    let delay: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    let repeats: Bool
    let autoreverses: Bool
    private var completion: ((Bool) -> Void)?

    init(engine: any EventEngine, delay: TimeInterval, duration: TimeInterval, curve: TimingCurve,
         options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        beginTime = engine.now
        self.delay = max(delay, 0)
        self.duration = duration
        self.curve = curve
        repeats = options.contains(.repeat)
        autoreverses = options.contains(.autoreverse)
        self.completion = completion
        super.init(engine: engine,
                   hitTesting: options.contains(.allowUserInteraction) ? .model : .refused(.animating))
    }

    /// The last weight asked for, and when: every track of the group asks at the same time (its timing never
    /// changes, so the cache never goes stale).
    private var cached: (time: TimeInterval, weight: CGFloat) = (-.infinity, 0)

    override func weight(at now: TimeInterval) -> CGFloat {
        if cached.time == now { return cached.weight }
        let weight = computeWeight(at: now)
        cached = (now, weight)
        return weight
    }

    private func computeWeight(at now: TimeInterval) -> CGFloat {
        guard now.isFinite else { return autoreverses && !repeats ? 0 : 1 }  // the world has gone: show the end
        let local = now - beginTime - delay
        guard local > 0 else { return 0 }
        let passes = local / duration
        // A pass too short to measure against the time (a duration of 1e-300 s, or 0) is always at its end.
        guard passes.isFinite else { return autoreverses ? 0 : 1 }
        if !repeats, passes >= (autoreverses ? 2 : 1) { return autoreverses ? 0 : 1 }
        let pass = passes.rounded(.down)
        var fraction = passes - pass
        if autoreverses, pass.truncatingRemainder(dividingBy: 2) == 1 { fraction = 1 - fraction }
        return CGFloat(curve.value(at: fraction))
    }

    override var endTime: TimeInterval? {
        repeats ? nil : beginTime + delay + duration * (autoreverses ? 2 : 1)
    }

    override func reachEnd() {
        guard !hasEnded else { return }
        hasEnded = true
        removeAllTracks()
        let completion = self.completion
        self.completion = nil
        completion?(!wasInterrupted)
    }

    override func wasEmptied() {
        super.wasEmptied()
        if let completion {
            self.completion = nil
            later { completion(false) }
        }
    }
}

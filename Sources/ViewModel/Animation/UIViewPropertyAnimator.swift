import Foundation

/// UIKit's interruptible animation (iOS 10+): animation blocks applied when it starts, then run, paused,
/// scrubbed (`fractionComplete`), reversed, continued with new timing, stopped and finished at will.
///
/// Its views move on the world's virtual clock like `UIView.animate`'s. With its defaults
/// (`isUserInteractionEnabled` true, `isManualHitTestingEnabled` false) UIKit hit-tests them where they are drawn
/// (docs/uikit-rules.md R8.5); with manual hit-testing, the model decides (a view overrides `hitTest`);
/// with `isUserInteractionEnabled` false, they are not hits.
///
/// Timing: `fractionComplete` is the fraction of the duration elapsed; the views show the curve's value at it
/// (a property animator here always scrubs along its curve: `scrubsLinearly` is kept but not applied). Animations
/// added while it runs start from what is on screen and end with the others.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration given (a spring of mass, stiffness and damping runs for its own settling time instead).
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var timingParameters: (any UITimingCurveProvider)?

    /// Whether its views can be touched while they move (default true).
    open var isUserInteractionEnabled = true { didSet { group?.hitTesting = hitTestingMode } }
    /// Whether the app hit-tests its views itself, against the model (default false: UIKit hit-tests them where
    /// they are drawn).
    open var isManualHitTestingEnabled = false { didSet { group?.hitTesting = hitTestingMode } }
    /// Kept for UIKit's API; every animator here can be interrupted.
    open var isInterruptible = true
    /// Kept for UIKit's API; scrubbing follows the curve.
    open var scrubsLinearly = true
    /// When true, reaching the end pauses it, still active, instead of finishing.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive

    private var curve: TimingCurve
    /// The time the whole animation takes at the current speed (duration × durationFactor).
    private var runDuration: TimeInterval
    /// The duration the timing gives before any `durationFactor`.
    private let baseDuration: TimeInterval
    /// Where a curve set by `continueAnimation` takes over: the fraction and the weight shown there.
    private var curveBreak: (fraction: CGFloat, weight: CGFloat) = (0, 0)
    private var anchorFraction: CGFloat = 0
    /// When the fraction was `anchorFraction` (in the future during a start delay).
    private var anchorTime: TimeInterval = 0
    private var isPaused = true
    private var reversed = false
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: PropertyAnimatorGroup?
    /// What stopping left behind, for `finishAnimation(at:)`.
    private var stoppedTracks: [(layer: CALayer, property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue)] = []

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        let (curve, effective) = TimingCurve.from(parameters, duration: duration)
        self.curve = curve
        baseDuration = max(effective, 0)
        runDuration = baseDuration
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A spring that settles as the duration ends.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    // MARK: State

    open var isRunning: Bool { state == .active && !isPaused }

    /// Whether it runs backward, toward its start. Setting it while running turns it round where it is.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if isRunning, let now = group?.now {
                anchorFraction = fraction(at: now)
                anchorTime = max(now, anchorTime)
                reversed = newValue
                reschedule()
            } else {
                reversed = newValue
            }
        }
    }

    /// The fraction of the duration elapsed. Settable while paused (scrubbing); setting it on an inactive
    /// animator applies its animations and pauses it there, as UIKit does. Ignored while running.
    open var fractionComplete: CGFloat {
        get {
            guard state == .active, !isPaused, let now = group?.now else { return anchorFraction }
            return fraction(at: now)
        }
        set {
            if state == .inactive {
                guard activate() else { return }
            }
            guard state == .active, isPaused else {
                return warn("fractionComplete can be set only on a paused animator")
            }
            anchorFraction = min(max(newValue, 0), 1)
        }
    }

    // MARK: Animations and completions

    /// Adds an animation block: run when the animator starts, or at once while it is active — then its changes
    /// animate from what is on screen to the end, over the time that is left.
    open func addAnimations(_ animation: @escaping () -> Void) {
        switch state {
        case .inactive:
            pendingAnimations.append(animation)
        case .active:
            guard let group, let engine = group.engine else { return animation() }
            let capture = AnimationCapture()
            capture.record(animation)
            addTracks(capture, startWeight: weight(at: engine.now))
        case .stopped:
            warn("addAnimations on a stopped animator")
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            guard activate() else { return }
            self.delay = max(delay, 0)
            resume(after: self.delay)
        case .active:
            if isPaused { resume(after: max(delay, 0)) }
        case .stopped:
            warn("startAnimation on a stopped animator: call finishAnimation(at:) first")
        }
    }

    open func pauseAnimation() {
        switch state {
        case .inactive:
            _ = activate()
        case .active:
            guard !isPaused, let now = group?.now else { return }
            anchorFraction = fraction(at: now)
            isPaused = true
            reschedule()
        case .stopped:
            warn("pauseAnimation on a stopped animator")
        }
    }

    /// Resumes a paused animator, optionally with new timing (the views go on from where they are) and a new
    /// speed: the whole animation then takes `duration × durationFactor` (0 keeps the duration).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        if state == .inactive {
            guard activate() else { return }
        }
        guard state == .active else { return warn("continueAnimation on a stopped animator") }
        if let now = group?.now, !isPaused {
            anchorFraction = fraction(at: now)
        }
        if let parameters {
            let shown = weight(ofFraction: anchorFraction)
            timingParameters = parameters
            curve = TimingCurve.from(parameters, duration: baseDuration).0
            curveBreak = (anchorFraction, shown)
        }
        runDuration = baseDuration * (durationFactor > 0 ? TimeInterval(durationFactor) : 1)
        isPaused = true
        resume(after: 0)
    }

    /// Stops where the views are now: the model takes the values on screen. With `withoutFinishing` true it is
    /// over (inactive, no completion); otherwise it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let group else { return warn("stopAnimation on an animator that is not active") }
        stoppedTracks = []
        for layer in group.layers {
            for track in group.tracks(on: layer) {
                if !stoppedTracks.contains(where: { $0.layer === layer && $0.property == track.property }) {
                    stoppedTracks.append((layer, track.property, track.from, track.to))
                }
            }
        }
        let shown = stoppedTracks.map { $0.layer.presentationValue(of: $0.property) }
        if let now = group.engine?.now, !isPaused { anchorFraction = fraction(at: now) }
        isPaused = true
        end(group)
        for (index, track) in stoppedTracks.enumerated() { track.layer.setValue(shown[index], of: track.property) }
        if withoutFinishing {
            stoppedTracks = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views jump to `finalPosition` and the completions run with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return warn("finishAnimation(at:) on an animator that is not stopped") }
        for track in stoppedTracks {
            switch finalPosition {
            case .start: track.layer.setValue(track.from, of: track.property)
            case .end: track.layer.setValue(track.to, of: track.property)
            case .current: break
            }
        }
        stoppedTracks = []
        complete(at: finalPosition)
    }

    // MARK: Timing (for its group)

    /// UIKit's hit-testing of its views, from its two switches.
    var hitTestingMode: AnimationHitTesting {
        if !isUserInteractionEnabled { return .refused(.animatorInteractionDisabled) }
        return isManualHitTestingEnabled ? .model : .presentation
    }

    /// The fraction elapsed at `now`.
    func fraction(at now: TimeInterval) -> CGFloat {
        guard !isPaused, runDuration > 0 else { return isPaused ? anchorFraction : (reversed ? 0 : 1) }
        let elapsed = CGFloat(max(now - anchorTime, 0) / runDuration)
        return min(max(reversed ? anchorFraction - elapsed : anchorFraction + elapsed, 0), 1)
    }

    /// The weight its views show at `now`.
    func weight(at now: TimeInterval) -> CGFloat {
        weight(ofFraction: state == .active ? fraction(at: now) : anchorFraction)
    }

    private func weight(ofFraction f: CGFloat) -> CGFloat {
        let (breakFraction, breakWeight) = curveBreak
        guard breakFraction > 0 else { return CGFloat(curve.value(at: Double(f))) }
        if f < breakFraction { return breakWeight * CGFloat(curve.value(at: Double(f / breakFraction))) }
        guard breakFraction < 1 else { return breakWeight }
        let rest = CGFloat(curve.value(at: Double((f - breakFraction) / (1 - breakFraction))))
        return breakWeight + (1 - breakWeight) * rest
    }

    /// When it reaches its end (or its start, reversed); nil while paused.
    var endTime: TimeInterval? {
        guard state == .active, !isPaused else { return nil }
        let remaining = reversed ? anchorFraction : 1 - anchorFraction
        return anchorTime + TimeInterval(remaining) * runDuration
    }

    /// The engine's call at `endTime`.
    func reachedEnd() {
        guard state == .active, !isPaused else { return }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        anchorFraction = reversed ? 0 : 1
        if pausesOnCompletion {
            isPaused = true
            reschedule()
            return
        }
        if let group {
            if position == .start {
                for layer in group.layers {
                    for track in group.tracks(on: layer) { layer.setValue(track.from, of: track.property) }
                }
            }
            end(group)
        }
        complete(at: position)
    }

    // MARK: Private

    /// Applies the pending animation blocks and becomes active, paused at the start. False outside any world:
    /// then the changes stand at once and the completions run with `.end`.
    private func activate() -> Bool {
        let capture = AnimationCapture()
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { capture.record(block) }
        guard let engine = UIApplication.current?.engine ?? capture.engineOfChangedViews else {
            complete(at: .end)
            return false
        }
        let group = PropertyAnimatorGroup(engine: engine, animator: self)
        self.group = group
        state = .active
        isPaused = true
        addTracks(capture, startWeight: 0)
        engine.run(group)
        return true
    }

    /// Tracks from what was on screen to the new model values.
    private func addTracks(_ capture: AnimationCapture, startWeight: CGFloat) {
        guard let group else { return }
        for change in capture.changes {
            let to = change.layer.value(of: change.property)
            guard change.oldPresentation != to else { continue }
            change.layer.addTrack(AnimationTrack(property: change.property, from: change.oldPresentation, to: to,
                                                 isAdditive: false, startWeight: startWeight, group: group))
        }
    }

    private func resume(after delay: TimeInterval) {
        guard isPaused, let now = group?.now else { return }
        anchorTime = now + delay
        isPaused = false
        reschedule()
    }

    /// Tells the engine its end time changed.
    private func reschedule() {
        if let group, let engine = group.engine { engine.run(group) }
    }

    /// Takes its tracks off and lets go of its group.
    private func end(_ group: PropertyAnimatorGroup) {
        group.hasEnded = true
        group.removeAllTracks()
        self.group = nil
    }

    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        isPaused = true
        anchorFraction = 0
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    /// UIKit raises on these misuses; the simulator notes them in the world's log (or on standard error) and
    /// carries on.
    private func warn(_ message: String) {
        let text = "warning: UIViewPropertyAnimator: \(message)"
        if let tracer = UIApplication.current?.tracer {
            tracer.record(.note(text))
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
}

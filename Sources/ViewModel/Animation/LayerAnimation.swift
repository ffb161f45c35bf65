import Foundation

/// One `CALayer.add(_:forKey:)`: a basic animation's track on its layer, under the animation's own timing.
/// Its layer is hit where the model says throughout (`.model`); with `isRemovedOnCompletion` false and a
/// forwards fill it keeps showing its end value after the end, without keeping the clock busy.
final class LayerAnimation: AnimationGroup {
    let key: String?
    let animation: CAAnimation
    private let beginTime: TimeInterval
    private let duration: TimeInterval
    private let curve: CAMediaTimingFunction
    /// Passes, each one way; nil: forever.
    private let passes: Double?

    init(engine: any EventEngine, animation: CAAnimation, key: String?) {
        self.key = key
        self.animation = animation
        beginTime = animation.beginTime > 0 ? animation.beginTime : engine.now
        duration = animation.duration > 0 ? animation.duration : CAAnimation.defaultDuration
        curve = animation.timingFunction ?? CAMediaTimingFunction(name: .linear)
        let count = animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
        passes = count.isFinite ? count * (animation.autoreverses ? 2 : 1) : nil
        super.init(engine: engine, hitTesting: .model)
    }

    private var fillsForwards: Bool {
        !animation.isRemovedOnCompletion && (animation.fillMode == .forwards || animation.fillMode == .both)
    }

    override func weight(at now: TimeInterval) -> CGFloat {
        let local = (now.isFinite ? now : .greatestFiniteMagnitude) - beginTime
        guard local > 0 else { return 0 }
        var elapsed = local / duration
        if let passes { elapsed = min(elapsed, passes) }
        // A pass too short to measure against the time (a duration of 1e-300 s) is always at its end.
        guard elapsed.isFinite else { return animation.autoreverses ? 0 : 1 }
        var pass = elapsed.rounded(.down), fraction = elapsed - pass
        if fraction == 0, pass > 0 { (pass, fraction) = (pass - 1, 1) }  // the end of a pass shows its end
        if animation.autoreverses, pass.truncatingRemainder(dividingBy: 2) == 1 { fraction = 1 - fraction }
        return CGFloat(curve.value(at: fraction))
    }

    override var endTime: TimeInterval? { passes.map { beginTime + duration * $0 } }

    override func reachEnd() {
        guard !hasEnded else { return }
        hasEnded = true
        if fillsForwards {
            engine?.forget(self)  // it shows its end value from now on; nothing more to time
        } else {
            removeAllTracks()
        }
        let animation = self.animation
        animation.delegate?.animationDidStop(animation, finished: true)
        animation.delegate = nil
    }

    override func wasEmptied() {
        super.wasEmptied()
        let animation = self.animation
        later {
            animation.delegate?.animationDidStop(animation, finished: false)
            animation.delegate = nil
        }
    }
}

extension CALayer {
    /// Core Animation's: adds a copy of `anim` under `key`, replacing the animation with that key. It animates
    /// what is on screen from `fromValue` to `toValue`; the model — and so hit-testing — does not change. An
    /// animation the simulator cannot play (no world, a key path it does not animate, a value of the wrong
    /// type) is reported as an error in the log and not added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let tracer = owningView?.application?.tracer ?? UIApplication.current?.tracer
        guard let engine = owningView?.application?.engine ?? UIApplication.current?.engine else {
            return reportError("error: CALayer.add(_:forKey:) outside a shown window: nothing animates", to: tracer)
        }
        guard let basic = anim as? CABasicAnimation, let path = basic.keyPath,
            let property = AnimatedProperty.allCases.first(where: { $0.keyPath == path })
        else {
            let path = (anim as? CAPropertyAnimation)?.keyPath ?? "nil"
            return reportError("error: CALayer.add(_:forKey:): the simulator animates CABasicAnimation of position, "
                + "bounds, opacity, transform and backgroundColor, not \(className(of: anim)) of \(path)", to: tracer)
        }
        // A value given but of the wrong type is nil here; one not given falls back as Core Animation's does.
        let from = basic.fromValue.map { Self.value($0, for: property) } ?? presentationValue(of: property)
        let to: AnimatedValue?
        if let value = basic.toValue {
            to = Self.value(value, for: property)
        } else if let by = basic.byValue {
            to = from.flatMap { Self.sum($0, Self.value(by, for: property)) }
        } else {
            to = value(of: property)
        }
        guard let from, let to else {
            return reportError("error: CALayer.add(_:forKey:): a value for \(path) is not of its type", to: tracer)
        }
        if let key { removeAnimation(forKey: key) }
        let group = LayerAnimation(engine: engine, animation: anim.copiedAnimation(), key: key)
        addTrack(AnimationTrack(property: property, from: from, to: to, isAdditive: false, startWeight: 0, group: group))
        engine.run(group)
        group.animation.delegate?.animationDidStart(group.animation)
    }

    /// The animation added under `key`, or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationTracks?.lazy.compactMap { $0.group as? LayerAnimation }.first { $0.key == key }?.animation
    }

    /// A value given to a basic animation, as the property's value; nil when it is not of the property's type.
    private static func value(_ value: Any, for property: AnimatedProperty) -> AnimatedValue? {
        switch property {
        case .position: (value as? CGPoint).map(AnimatedValue.point)
        case .bounds: (value as? CGRect).map(AnimatedValue.rect)
        case .transform:
            (value as? CATransform3D).map { .transform(CATransform3DGetAffineTransform($0)) }
                ?? (value as? CGAffineTransform).map(AnimatedValue.transform)
        case .opacity: number(value).map(AnimatedValue.scalar)
        case .backgroundColor: (value as? CGColor).map(AnimatedValue.color)
        }
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        default: nil
        }
    }

    /// `from + by`, for `byValue`.
    private static func sum(_ from: AnimatedValue, _ by: AnimatedValue?) -> AnimatedValue? {
        switch (from, by) {
        case (.point(let a), .point(let b)?): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.rect(let a), .rect(let b)?):
            .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.scalar(let a), .scalar(let b)?): .scalar(a + b)
        case (.transform(let a), .transform(let b)?): .transform(b.concatenating(a))
        default: nil
        }
    }
}

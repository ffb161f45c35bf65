import Foundation

/// What a layer shows of an animation before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Told when a layer animation starts and stops.
@MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit Core Animation animation, added to a layer with `CALayer.add(_:forKey:)`. It changes what is on
/// screen, never the model: hit-testing uses the model, so a view animated this way is hit where its model
/// says, and it takes touches throughout (unlike `UIView.animate` without `.allowUserInteraction`).
@MainActor
open class CAAnimation: NSObject, NSCopying {
    /// Core Animation's default duration, used when `duration` is 0.
    @_spi(Engine) public static let defaultDuration: TimeInterval = 0.25

    public override init() { super.init() }

    /// As Core Animation's, so a subclass that adds a designated initializer writes it; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Seconds per pass; 0 means `defaultDuration`.
    open var duration: TimeInterval = 0
    /// When it begins, in the world's time (`CACurrentMediaTime()`); 0 means when it is added.
    open var beginTime: TimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    /// Passes to play (fractions allowed); 0 plays once, `.infinity` forever.
    open var repeatCount: Float = 0
    open var autoreverses: Bool = false
    open var isRemovedOnCompletion: Bool = true
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Retained while the animation runs, as Core Animation retains it.
    open var delegate: (any CAAnimationDelegate)?

    /// A copy with the same settings (`copy()`): a layer keeps a copy of what it was given, as Core Animation does.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copiedAnimation() }
    }

    func copiedAnimation() -> CAAnimation {
        let copy = CAAnimation()
        copy.copyTiming(from: self)
        return copy
    }

    func copyTiming(from other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        timingFunction = other.timingFunction
        repeatCount = other.repeatCount
        autoreverses = other.autoreverses
        isRemovedOnCompletion = other.isRemovedOnCompletion
        fillMode = other.fillMode
        delegate = other.delegate
    }
}

/// An animation of one layer property, named by key path: `"position"`, `"bounds"`, `"opacity"`,
/// `"transform"` or `"backgroundColor"`.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another: `fromValue` (nil: what is on screen), `toValue` (nil: the model value, or
/// `fromValue + byValue`). Values are `CGPoint` for position, `CGRect` for bounds, a number for opacity,
/// `CATransform3D` or `CGAffineTransform` for transform, `CGColor` for backgroundColor.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copiedAnimation() -> CAAnimation {
        let copy = CABasicAnimation(keyPath: keyPath)
        copy.copyTiming(from: self)
        (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
        return copy
    }
}

/// The current time of the world being dispatched, as `CACurrentMediaTime()` answers on a device; 0 outside any.
@MainActor
public func CACurrentMediaTime() -> TimeInterval { UIApplication.current?.engine?.now ?? 0 }

import Foundation

/// A layer property that view animations move: the ones UIKit animates for `center`, `bounds`, `frame`,
/// `transform`, `alpha` and `backgroundColor`.
enum AnimatedProperty: UInt8, Sendable, CaseIterable {
    case position, bounds, transform, opacity, backgroundColor

    /// Core Animation's key path, as `animationKeys()` lists it.
    var keyPath: String {
        switch self {
        case .position: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .opacity: "opacity"
        case .backgroundColor: "backgroundColor"
        }
    }

    /// Whether UIKit (iOS 8+) animates it additively: a new animation is added on top of the one in flight, which
    /// runs on to its end, instead of replacing it. UIKit does so for the geometry of `center`, `bounds` and
    /// `frame`; the simulator keeps `transform` replacing (see `AnimationTrack`).
    var isAdditiveInViewAnimations: Bool { self == .position || self == .bounds }
}

/// The value of one animated property.
enum AnimatedValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    case color(CGColor?)

    /// The value `weight` of the way from `from` to `to`; a spring's weight may leave [0, 1].
    static func interpolate(_ from: AnimatedValue, _ to: AnimatedValue, _ weight: CGFloat) -> AnimatedValue {
        if weight == 0 { return from }
        if weight == 1 { return to }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * weight }
        switch (from, to) {
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                                width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case (.transform(let a), .transform(let b)):
            return .transform(AffineDecomposition.interpolate(a, b, weight))
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.color(let a), .color(let b)):
            guard a != nil || b != nil else { return .color(nil) }
            // No colour animates as the other colour fully transparent, as Core Animation draws it.
            let start = a ?? CGColor(red: b!.red, green: b!.green, blue: b!.blue, alpha: 0)
            let end = b ?? CGColor(red: a!.red, green: a!.green, blue: a!.blue, alpha: 0)
            return .color(CGColor(red: mix(start.red, end.red), green: mix(start.green, end.green),
                                  blue: mix(start.blue, end.blue), alpha: mix(start.alpha, end.alpha)))
        default:
            return weight < 0.5 ? from : to
        }
    }

    /// `(from − to)·(1 − weight)`: what an additive animation adds to the model value. Points and rectangles only.
    static func additiveOffset(_ from: AnimatedValue, _ to: AnimatedValue, _ weight: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let k = 1 - weight
        switch (from, to) {
        case (.point(let a), .point(let b)):
            return ((a.x - b.x) * k, (a.y - b.y) * k, 0, 0)
        case (.rect(let a), .rect(let b)):
            return ((a.origin.x - b.origin.x) * k, (a.origin.y - b.origin.y) * k,
                    (a.size.width - b.size.width) * k, (a.size.height - b.size.height) * k)
        default:
            return (0, 0, 0, 0)
        }
    }
}

extension CALayer {
    /// The model value of `property`.
    func value(of property: AnimatedProperty) -> AnimatedValue { modelValues.value(of: property) }

    /// Sets the model value of `property` (a property animator that stops leaves the model where the screen is).
    func setValue(_ value: AnimatedValue, of property: AnimatedProperty) {
        var values = modelValues
        values.set(value, of: property)
        modelValues = values
    }
}

import Foundation

/// A layer's animatable values as plain values: what `presentationValues` answers without allocating, for
/// renderers that draw thousands of layers a frame, and what `presentation()` copies into a layer.
@_spi(Engine) public struct CALayerValues: Equatable, Sendable {
    public var position: CGPoint
    public var bounds: CGRect
    public var anchorPoint: CGPoint
    public var affineTransform: CGAffineTransform
    public var opacity: Float
    public var backgroundColor: CGColor?

    /// The map from the layer's own space to its superlayer's:
    /// `p_super = position + T·(p − (bounds.origin + anchor·bounds.size))` (docs/uikit-rules.md R1.7).
    public var localToSuperlayer: CGAffineTransform {
        let anchor = anchorOffset
        let t = affineTransform
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d,
            tx: position.x + t.tx - (t.a * anchor.x + t.c * anchor.y),
            ty: position.y + t.ty - (t.b * anchor.x + t.d * anchor.y))
    }

    /// A point of the layer's space in its superlayer's.
    public func convertToSuperlayer(_ point: CGPoint) -> CGPoint {
        let anchor = anchorOffset
        let (dx, dy) = (point.x - anchor.x, point.y - anchor.y)
        let t = affineTransform
        if t.isIdentity { return CGPoint(x: position.x + dx, y: position.y + dy) }
        return CGPoint(x: position.x + t.a * dx + t.c * dy + t.tx, y: position.y + t.b * dx + t.d * dy + t.ty)
    }

    /// A point of the superlayer's space in the layer's.
    public func convertFromSuperlayer(_ point: CGPoint) -> CGPoint {
        var (dx, dy) = (point.x - position.x, point.y - position.y)
        let t = affineTransform
        if !t.isIdentity {
            let inverse = t.inverted()
            (dx, dy) = (inverse.a * dx + inverse.c * dy + inverse.tx, inverse.b * dx + inverse.d * dy + inverse.ty)
        }
        let anchor = anchorOffset
        return CGPoint(x: dx + anchor.x, y: dy + anchor.y)
    }

    /// `bounds.origin + anchorPoint·bounds.size`: the point of the layer's space that sits at `position`.
    private var anchorOffset: CGPoint {
        CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    func value(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .position: .point(position)
        case .bounds: .rect(bounds)
        case .transform: .transform(affineTransform)
        case .opacity: .scalar(CGFloat(opacity))
        case .backgroundColor: .color(backgroundColor)
        }
    }

    mutating func set(_ value: AnimatedValue, of property: AnimatedProperty) {
        switch (property, value) {
        case (.position, .point(let p)): position = p
        case (.bounds, .rect(let r)): bounds = r
        case (.transform, .transform(let t)): affineTransform = t
        case (.opacity, .scalar(let s)): opacity = Float(s)
        case (.backgroundColor, .color(let c)): backgroundColor = c
        default: break
        }
    }

    /// Applies one track: a replacing track sets its interpolated value, an additive one adds its offset.
    mutating func apply(_ track: AnimationTrack, weight: CGFloat) {
        guard track.isAdditive else {
            return set(AnimatedValue.interpolate(track.from, track.to, weight), of: track.property)
        }
        let (dx, dy, dw, dh) = AnimatedValue.additiveOffset(track.from, track.to, weight)
        switch track.property {
        case .position:
            position = CGPoint(x: position.x + dx, y: position.y + dy)
        case .bounds:
            bounds = CGRect(x: bounds.origin.x + dx, y: bounds.origin.y + dy,
                            width: bounds.size.width + dw, height: bounds.size.height + dh)
        default:
            break
        }
    }
}

extension CALayer {
    /// The model values (set within the module: all of them at once).
    @_spi(Engine) public internal(set) var modelValues: CALayerValues {
        get {
            CALayerValues(position: position, bounds: bounds, anchorPoint: anchorPoint,
                          affineTransform: affineTransformValue, opacity: opacity, backgroundColor: backgroundColor)
        }
        set {
            position = newValue.position
            bounds = newValue.bounds
            anchorPoint = newValue.anchorPoint
            affineTransformValue = newValue.affineTransform
            opacity = newValue.opacity
            backgroundColor = newValue.backgroundColor
        }
    }

    /// What is on screen now, as values: the model when nothing animates (no allocation either way). Renderers
    /// should prefer it to `presentation()`.
    @_spi(Engine) public var presentationValues: CALayerValues {
        guard let tracks = animationTracks else { return modelValues }
        var values = modelValues
        let now = tracks[0].group.now
        for track in tracks { values.apply(track, weight: track.weight(at: now)) }
        return values
    }

    /// What is on screen now: a new layer holding the presentation values (and the model's other values), whose
    /// `modelLayer` is this layer. As in Core Animation, it is a snapshot: read it, do not change it.
    public func presentation() -> CALayer? {
        let copy = CALayer(layer: self)
        if animationTracks != nil { copy.modelValues = presentationValues }
        copy.modelLayer = self
        return copy
    }

    /// The presentation value of one property (what an animation with `.beginFromCurrentState` starts from).
    func presentationValue(of property: AnimatedProperty) -> AnimatedValue { presentationValues.value(of: property) }

    /// How hit-testing treats the layer's view now: refused if any animation in flight refuses it, else where it
    /// is drawn if a property animator says so, else the model.
    var animationHitTesting: AnimationHitTesting {
        guard let tracks = animationTracks else { return .model }
        var result = AnimationHitTesting.model
        for track in tracks {
            switch track.group.hitTesting {
            case .refused: return track.group.hitTesting
            case .presentation: result = .presentation
            case .model: break
            }
        }
        return result
    }
}

import Foundation

/// The model values of a view's geometry and appearance, as Core Animation keeps them.
///
/// A view stores its `center`, `bounds`, `transform`, `alpha` and `isHidden` here. Model values change at once;
/// `presentation()` answers what is on screen now (`CALayer+Presentation.swift`), and the animations in flight are
/// kept here as tracks (`AnimationTrack`).
@MainActor
open class CALayer: NSObject {
    public var position: CGPoint = .zero
    public var bounds: CGRect = .zero
    /// Where `position` sits in the layer, in unit coordinates; (0.5, 0.5) is the centre.
    public var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's transform about its anchor point (UIKit's views only use the affine part): what
    /// `affineTransform()` answers and `transform` holds in 3-D.
    var affineTransformValue: CGAffineTransform = .identity
    public var opacity: Float = 1
    public var isHidden: Bool = false
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var masksToBounds: Bool = false
    /// Where the layer is drawn among its siblings: a higher one in front. Drawing only — hit-testing follows the
    /// order of the subviews (docs/uikit-rules.md R1.10).
    public var zPosition: CGFloat = 0
    public var name: String?
    /// For a presentation copy, the layer it copies (held: the model never holds its copies).
    var modelLayer: CALayer?
    public private(set) var sublayers: [CALayer]?
    /// Unowned, as `UIView.superview`: the superlayer holds its sublayers and clears this when it goes.
    public private(set) unowned(unsafe) var superlayer: CALayer?
    /// The view this layer backs (UIKit's layer delegate); the view clears it when it goes.
    unowned(unsafe) var owningView: UIView?
    /// The animations in flight, in the order they started; nil when none, so a still layer costs one nil check.
    var animationTracks: [AnimationTrack]?

    public override init() { super.init() }

    /// As UIKit's layers, so a subclass that adds a designated initializer writes it; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }

    isolated deinit {
        for sublayer in sublayers ?? [] { sublayer.superlayer = nil }
    }

    /// A copy of `layer` (shares no state with it), as Core Animation makes a presentation layer.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        position = other.position
        bounds = other.bounds
        anchorPoint = other.anchorPoint
        affineTransformValue = other.affineTransformValue
        opacity = other.opacity
        isHidden = other.isHidden
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        masksToBounds = other.masksToBounds
        zPosition = other.zPosition
        name = other.name
    }

    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    public func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// The frame in the superlayer's space: the bounding box of the transformed bounds.
    public var frame: CGRect {
        get {
            let anchor = CGPoint(x: bounds.width * anchorPoint.x, y: bounds.height * anchorPoint.y)
            let local = CGRect(origin: CGPoint(x: -anchor.x, y: -anchor.y), size: bounds.size)
            return local.applying(affineTransformValue).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + newValue.width * anchorPoint.x,
                y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    public func model() -> CALayer { modelLayer ?? self }

    public func affineTransform() -> CGAffineTransform { affineTransformValue }
    public func setAffineTransform(_ m: CGAffineTransform) { affineTransformValue = m }
}

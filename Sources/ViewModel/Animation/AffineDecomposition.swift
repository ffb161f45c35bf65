import Foundation

/// An affine transform split into the parts Core Animation interpolates: translation, rotation, scale and shear.
///
/// Interpolating the matrix entries would shrink a view halfway through a turn; interpolating the parts turns it
/// rigidly, as Core Animation does. `M = R(angle) · [[scaleX, shear], [0, scaleY]]`, then the translation.
struct AffineDecomposition {
    var tx: CGFloat, ty: CGFloat, angle: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat

    init(_ t: CGAffineTransform) {
        tx = t.tx
        ty = t.ty
        scaleX = hypot(t.a, t.b)
        guard scaleX > 0 else {
            (angle, shear, scaleY) = (0, t.c, t.d)
            return
        }
        angle = atan2(t.b, t.a)
        shear = (t.a * t.c + t.b * t.d) / scaleX
        scaleY = (t.a * t.d - t.b * t.c) / scaleX
    }

    var transform: CGAffineTransform {
        let (s, c) = (sin(angle), cos(angle))
        return CGAffineTransform(
            a: c * scaleX, b: s * scaleX,
            c: c * shear - s * scaleY, d: s * shear + c * scaleY,
            tx: tx, ty: ty)
    }

    /// The transform `weight` of the way from `from` to `to`, turning the short way round.
    static func interpolate(_ from: CGAffineTransform, _ to: CGAffineTransform, _ weight: CGFloat) -> CGAffineTransform {
        if weight == 0 { return from }
        if weight == 1 { return to }
        let a = AffineDecomposition(from), b = AffineDecomposition(to)
        var turn = b.angle - a.angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * weight }
        var result = a
        result.tx = mix(a.tx, b.tx)
        result.ty = mix(a.ty, b.ty)
        result.angle = a.angle + turn * weight
        result.scaleX = mix(a.scaleX, b.scaleX)
        result.scaleY = mix(a.scaleY, b.scaleY)
        result.shear = mix(a.shear, b.shear)
        return result.transform
    }
}

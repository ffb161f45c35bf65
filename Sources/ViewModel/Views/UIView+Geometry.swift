import Foundation

/// Conversions between coordinate spaces.
///
/// A view sits in its superview at `p_super = center + T·(p_local − (bounds.origin + anchor·bounds.size))`,
/// so a bounds origin, an anchor point and a transform all move what a point means.
extension UIView {
    /// The point `point` of this view's space, in its superview's space.
    @_spi(Engine) public func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let l = layer
        let dx = point.x - (l.bounds.origin.x + l.anchorPoint.x * l.bounds.width)
        let dy = point.y - (l.bounds.origin.y + l.anchorPoint.y * l.bounds.height)
        let t = l.affineTransformValue
        if t.isIdentity { return CGPoint(x: l.position.x + dx, y: l.position.y + dy) }
        return CGPoint(x: l.position.x + t.a * dx + t.c * dy + t.tx, y: l.position.y + t.b * dx + t.d * dy + t.ty)
    }

    /// The point `point` of the superview's space, in this view's space.
    @_spi(Engine) public func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let l = layer
        var dx = point.x - l.position.x, dy = point.y - l.position.y
        let t = l.affineTransformValue
        if !t.isIdentity {
            let inverse = t.inverted()
            (dx, dy) = (inverse.a * dx + inverse.c * dy + inverse.tx, inverse.b * dx + inverse.d * dy + inverse.ty)
        }
        return CGPoint(
            x: dx + l.bounds.origin.x + l.anchorPoint.x * l.bounds.width,
            y: dy + l.bounds.origin.y + l.anchorPoint.y * l.bounds.height)
    }

    /// Converts a point of this view's space to `view`'s; nil means the window's (or the screen's, from a window).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view, view.superview === self { return view.convertFromSuperview(point) }
        if let view, superview === view { return convertToSuperview(point) }
        let (root, inRoot) = toRoot(point)
        guard let view else {
            // `nil` is the window's space; a window itself converts to the screen.
            return root === self && self is UIWindow ? convertToSuperview(point) : inRoot
        }
        return view.fromRoot(inRoot, root: root)
    }

    /// Converts a point of `view`'s space (nil: the window's) to this view's space.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view, view.superview === self { return view.convertToSuperview(point) }
        if let view, superview === view { return convertFromSuperview(point) }
        guard let view else {
            let (root, _) = toRoot(.zero)
            if root === self, self is UIWindow { return convertFromSuperview(point) }
            return fromRoot(point, root: root)
        }
        let (root, inRoot) = view.toRoot(point)
        return fromRoot(inRoot, root: root)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        mapRect(rect) { convert($0, to: view) }
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        mapRect(rect) { convert($0, from: view) }
    }

    /// Climbs to the top of the tree, converting as it goes.
    private func toRoot(_ point: CGPoint) -> (UIView, CGPoint) {
        var view = self, p = point
        while let parent = view.superview {
            p = view.convertToSuperview(p)
            view = parent
        }
        return (view, p)
    }

    /// Converts a point of `root`'s space down to this view's; across two trees it passes through the screen.
    private func fromRoot(_ point: CGPoint, root: UIView) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view, current.superview != nil {
            chain.append(current)
            view = current.superview
        }
        var p = point
        if let myRoot = view, myRoot !== root {
            p = myRoot.convertFromSuperview(root.convertToSuperview(p))
        }
        for current in chain.reversed() { p = current.convertFromSuperview(p) }
        return p
    }

    private func mapRect(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

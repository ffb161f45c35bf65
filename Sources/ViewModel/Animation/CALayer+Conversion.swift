import Foundation

/// Core Animation's conversions between layers' coordinate spaces.
///
/// A view's layer sits in its superview's layer; a layer added with `addSublayer` in its superlayer. A
/// presentation copy (`presentation()`) belongs to the presentation tree: it converts with its own values and its
/// ancestors' presentation values, so a point can be carried from a model layer into what is on screen — which
/// is how seed 000 hit-tests a moving view (§6.4). Both trees meet in the screen's space, above the windows.
extension CALayer {
    /// Converts a point of this layer's space to `l`'s (nil: the space of the top of this layer's tree).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let (top, inScreen) = climb(p)
        guard let l else { return top.convertFromSuperlayer(inScreen) }
        return l.descend(inScreen)
    }

    /// Converts a point of `l`'s space (nil: the top of this layer's tree) to this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else {
            let top = chain().last!
            return descend(top.values.convertToSuperlayer(p))
        }
        return descend(l.climb(p).point)
    }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        boundingBox(of: r) { convert($0, to: l) }
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        boundingBox(of: r) { convert($0, from: l) }
    }

    /// The layer above: the superlayer, or for a view's layer the superview's; a presentation copy's is its model's.
    var parentLayer: CALayer? {
        if let modelLayer { return modelLayer.parentLayer }
        return superlayer ?? owningView?.superview?.layer
    }

    /// This layer and its ancestors with the values each shows in this layer's tree: the model's, or for a
    /// presentation copy the presentation's.
    private func chain() -> [(layer: CALayer, values: CALayerValues)] {
        let presented = modelLayer != nil
        var result = [(layer: self, values: modelValues)]
        var current = parentLayer
        while let layer = current {
            result.append((layer, presented ? layer.presentationValues : layer.modelValues))
            current = layer.parentLayer
        }
        return result
    }

    /// Up through every ancestor, into the space above the top of the tree (the screen's, for a window).
    private func climb(_ p: CGPoint) -> (top: CALayerValues, point: CGPoint) {
        var point = p
        let layers = chain()
        for entry in layers { point = entry.values.convertToSuperlayer(point) }
        return (layers.last!.values, point)
    }

    /// Down from the space above the top of the tree into this layer's.
    private func descend(_ p: CGPoint) -> CGPoint {
        var point = p
        for entry in chain().reversed() { point = entry.values.convertFromSuperlayer(point) }
        return point
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

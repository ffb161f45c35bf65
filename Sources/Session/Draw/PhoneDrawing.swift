import Foundation
@_spi(Engine) import ViewModel

/// What the phone shows at one moment, as data: the visible windows' views and layers, back to front, in the
/// order and under the clips UIKit draws them — subviews by `zPosition`, then as added; a layer's own background,
/// then its sublayers, then its subviews, then its border; a view that clips to its bounds cutting what lies
/// inside it. The window's canvas (`ViewRenderer`) and the web page's renderer (`page.js`) both draw it, so the
/// two show the same phone.
///
/// Everything is read from the layers' presentations (`presentationValues`): what is on screen mid-animation,
/// the model at rest. What does not animate (hidden, corner radius, border, clipping) is read from the model.
package struct PhoneDrawing: Equatable, Sendable {
    package var items: [DrawItem] = []
    /// The clipping rectangles, in screen points: each the intersection of a clipping view's bounds with its
    /// clipping ancestors'. Only an axis-aligned view clips (a rotated one's clip would not be a rectangle).
    package var clips: [CGRect] = []

    package init(items: [DrawItem] = [], clips: [CGRect] = []) { (self.items, self.clips) = (items, clips) }

    /// `windows` back to front; `identify` names each view's items (the page's view ids).
    @MainActor
    package init(windows: [UIWindow], identify: (UIView) -> Int) {
        self = withoutActuallyEscaping(identify) { identify in
            var maker = Maker(identify: identify)
            for window in windows { maker.add(window, parentTransform: .identity, parentOpacity: 1, clip: nil) }
            return maker.drawing
        }
    }

    /// Below this opacity nothing is drawn.
    static let invisibleOpacity: CGFloat = 0.002
}

extension PhoneDrawing {
    /// Walks the tree once, appending items.
    @MainActor
    private struct Maker {
        let identify: (UIView) -> Int
        var drawing = PhoneDrawing()

        mutating func add(_ view: UIView, parentTransform: CGAffineTransform, parentOpacity: CGFloat, clip: Int?) {
            let layer = view.layer
            guard !layer.isHidden else { return }
            let shown = layer.presentationValues
            let opacity = parentOpacity * CGFloat(shown.opacity)
            guard opacity > PhoneDrawing.invisibleOpacity else { return }
            let transform = shown.localToSuperlayer.concatenating(parentTransform)
            guard transform.isFinite, shown.bounds.isFinite else { return }
            let id = identify(view)

            addBackground(of: layer, bounds: shown.bounds, color: shown.backgroundColor, view: id,
                          transform: transform, opacity: opacity, clip: clip)
            if let content = TextContent(of: view) {
                var item = DrawItem(kind: .text, view: id, transform: transform, clip: clip, bounds: shown.bounds)
                item.color = DrawColor(content.color, opacity: opacity)
                item.text = content.text
                item.font = DrawFont(size: content.font.pointSize, bold: content.font.isBold)
                item.alignment = DrawTextAlignment(content.alignment)
                if item.font?.size.isFinite == true { drawing.items.append(item) }
            }
            var innerClip = clip
            if layer.masksToBounds, transform.isAxisAligned {
                var rect = shown.bounds.applying(transform)
                if let outer = clip { rect = rect.intersection(drawing.clips[outer]) }
                if rect.isNull || rect.isEmpty { rect = .zero }
                innerClip = drawing.clips.count
                drawing.clips.append(rect)
            }
            if innerClip.map({ !drawing.clips[$0].isEmpty }) ?? true {
                addSublayers(of: layer, view: id, transform: transform, opacity: opacity, clip: innerClip)
                for subview in view.subviewsInDrawingOrder {
                    add(subview, parentTransform: transform, parentOpacity: opacity, clip: innerClip)
                }
            }
            addBorder(of: layer, bounds: shown.bounds, view: id, transform: transform, opacity: opacity, clip: clip)
        }

        private mutating func addBackground(of layer: CALayer, bounds: CGRect, color: CGColor?, view: Int,
                                            transform: CGAffineTransform, opacity: CGFloat, clip: Int?) {
            guard let color else { return }
            let shown = DrawColor(color, opacity: opacity)
            guard !shown.isInvisible else { return }
            var item = DrawItem(kind: .fill, view: view, transform: transform, clip: clip, bounds: bounds)
            (item.color, item.radius) = (shown, Self.finite(layer.cornerRadius))
            drawing.items.append(item)
        }

        private mutating func addBorder(of layer: CALayer, bounds: CGRect, view: Int, transform: CGAffineTransform,
                                        opacity: CGFloat, clip: Int?) {
            guard layer.borderWidth > 0, layer.borderWidth.isFinite, let borderColor = layer.borderColor else { return }
            let color = DrawColor(borderColor, opacity: opacity)
            guard !color.isInvisible else { return }
            var item = DrawItem(kind: .border, view: view, transform: transform, clip: clip, bounds: bounds)
            (item.color, item.radius, item.width) = (color, Self.finite(layer.cornerRadius), layer.borderWidth)
            drawing.items.append(item)
        }

        /// Layers added with `addSublayer` (not the subviews'): their backgrounds, shapes and borders.
        private mutating func addSublayers(of layer: CALayer, view: Int, transform: CGAffineTransform,
                                           opacity: CGFloat, clip: Int?) {
            for sublayer in layer.sublayers ?? [] where !sublayer.isHidden {
                let shown = sublayer.presentationValues
                let subOpacity = opacity * CGFloat(shown.opacity)
                guard subOpacity > PhoneDrawing.invisibleOpacity else { continue }
                let subTransform = shown.localToSuperlayer.concatenating(transform)
                guard subTransform.isFinite, shown.bounds.isFinite else { continue }
                addBackground(of: sublayer, bounds: shown.bounds, color: shown.backgroundColor, view: view,
                              transform: subTransform, opacity: subOpacity, clip: clip)
                if let shape = sublayer as? CAShapeLayer { addShape(shape, bounds: shown.bounds, view: view,
                                                                     transform: subTransform, opacity: subOpacity, clip: clip) }
                addSublayers(of: sublayer, view: view, transform: subTransform, opacity: subOpacity, clip: clip)
                addBorder(of: sublayer, bounds: shown.bounds, view: view, transform: subTransform, opacity: subOpacity,
                          clip: clip)
            }
        }

        /// A shape layer's path, flattened to polygons: each filled, then stroked when it has a stroke colour.
        private mutating func addShape(_ shape: CAShapeLayer, bounds: CGRect, view: Int, transform: CGAffineTransform,
                                       opacity: CGFloat, clip: Int?) {
            guard let path = shape.path else { return }
            var item = DrawItem(kind: .shape, view: view, transform: transform, clip: clip, bounds: bounds)
            item.paths = path.subpaths(segments: 64).filter { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
            item.color = shape.fillColor.map { DrawColor($0, opacity: opacity) }
            if let stroke = shape.strokeColor, shape.lineWidth > 0, shape.lineWidth.isFinite {
                (item.stroke, item.width) = (DrawColor(stroke, opacity: opacity), shape.lineWidth)
            }
            guard !item.paths.isEmpty, item.color != nil || item.stroke != nil else { return }
            drawing.items.append(item)
        }

        private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    }
}

extension CGAffineTransform {
    /// Whether every entry is a number a renderer can use.
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

extension CGRect {
    /// Whether its origin and size are numbers a renderer can use.
    package var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

import Foundation
import Session
@_spi(Engine) import ViewModel

/// Draws the simulated screen: the visible windows' view trees, back to front.
///
/// Everything is read from the views' layers each frame (no retained scene), so what is drawn is what the
/// engine has now. Each layer is drawn from its presentation — `presentationValues`, the allocation-free form of
/// `layer.presentation()`: what is on screen mid-animation, the model at rest — and placed by the same formula
/// hit-testing applies to the model, so a click lands on the view drawn under it even when views are rotated or
/// scaled. Hit-testing itself reads the model: an animating view is hit where it will end up
/// (docs/uikit-rules.md R8.1). What does not animate (hidden, corner radius, border, clipping) is read from the model.
@MainActor
package final class ViewRenderer {
    package let canvas: Canvas
    package let textCache: TextCache
    /// Where the last screen drawn wrote its text, in pixels: the overlays' badges keep off it.
    package private(set) var textRects: [CGRect] = []

    /// Below this opacity nothing is drawn.
    private let invisibleOpacity: CGFloat = 0.002

    package init(context: RenderContext, fontCandidates: [String] = AssetLocator.fontCandidates()) {
        canvas = Canvas(context: context)
        textCache = TextCache(context: context, fontCandidates: fontCandidates)
    }

    /// The simulated screen in `viewport`: black where no window draws, then `windows`, back to front, clipped to
    /// the screen.
    package func drawScreen(windows: [UIWindow], viewport: ScreenViewport) {
        textRects = []
        let toPixels = viewport.pointsToPixels
        let screenClip = ClipRect(covering: viewport.screenInPixels)
        canvas.setClip(screenClip)
        canvas.fillConvex(corners(of: viewport.screen), transform: toPixels, color: .emptyScreen)
        for window in windows {
            draw(window, parentTransform: toPixels, parentOpacity: 1, clip: screenClip)
        }
        canvas.setClip(nil)
    }

    // MARK: Views

    private func draw(_ view: UIView, parentTransform: CGAffineTransform, parentOpacity: CGFloat, clip: ClipRect) {
        let layer = view.layer
        guard !layer.isHidden else { return }
        let shown = layer.presentationValues
        let opacity = parentOpacity * CGFloat(shown.opacity)
        guard opacity > invisibleOpacity else { return }
        let transform = shown.localToSuperlayer.concatenating(parentTransform)

        drawBackground(of: layer, shown: shown, transform: transform, opacity: opacity)
        if let content = TextContent(of: view) {
            drawText(content, in: shown.bounds, transform: transform, opacity: opacity)
        }
        var innerClip = clip
        if layer.masksToBounds, transform.isAxisAligned {
            innerClip = clip.intersection(ClipRect(covering: shown.bounds.applying(transform)))
        }
        if !innerClip.isEmpty {
            if innerClip != clip { canvas.setClip(innerClip) }
            drawSublayers(of: layer, transform: transform, opacity: opacity)
            for subview in view.subviewsInDrawingOrder {
                draw(subview, parentTransform: transform, parentOpacity: opacity, clip: innerClip)
            }
            if innerClip != clip { canvas.setClip(clip) }
        }
        drawBorder(of: layer, bounds: shown.bounds, transform: transform, opacity: opacity)
    }

    // MARK: Layers

    /// The background colour shown, rounded by the layer's corner radius.
    private func drawBackground(of layer: CALayer, shown: CALayerValues, transform: CGAffineTransform,
                                opacity: CGFloat) {
        guard let background = shown.backgroundColor else { return }
        let color = DrawColor(background, opacity: opacity)
        guard !color.isInvisible else { return }
        guard layer.cornerRadius > 0 else { return canvas.fillRect(shown.bounds, transform: transform, color: color) }
        canvas.fillConvex(outline(of: shown.bounds, radius: layer.cornerRadius, transform: transform),
                          transform: transform, color: color)
    }

    /// The border around `bounds` (the bounds shown), drawn above the content and sublayers as Core Animation
    /// does.
    private func drawBorder(of layer: CALayer, bounds: CGRect, transform: CGAffineTransform, opacity: CGFloat) {
        guard layer.borderWidth > 0, let borderColor = layer.borderColor else { return }
        let color = DrawColor(borderColor, opacity: opacity)
        guard !color.isInvisible else { return }
        // At least one output pixel wide, or a hairline vanishes when the screen is scaled down.
        let scale = transform.meanScale
        let width = scale > 0 ? max(layer.borderWidth, 1 / scale) : layer.borderWidth
        if width * 2 >= min(bounds.width, bounds.height) {
            canvas.fillConvex(outline(of: bounds, radius: layer.cornerRadius, transform: transform),
                              transform: transform, color: color)
            return
        }
        let segments = ShapeGeometry.segmentsPerCorner(radiusInPixels: layer.cornerRadius * transform.meanScale)
        let outer = ShapeGeometry.roundedRect(bounds, radius: layer.cornerRadius, segmentsPerCorner: segments)
        let inner = ShapeGeometry.roundedRect(
            bounds.insetBy(dx: width, dy: width), radius: max(0, layer.cornerRadius - width),
            segmentsPerCorner: segments)
        canvas.fillRing(outer: outer, inner: inner, transform: transform, color: color)
    }

    /// Layers added with `addSublayer` (not the subviews'): their backgrounds, shapes and borders.
    private func drawSublayers(of layer: CALayer, transform: CGAffineTransform, opacity: CGFloat) {
        for sublayer in layer.sublayers ?? [] where !sublayer.isHidden {
            let shown = sublayer.presentationValues
            let subOpacity = opacity * CGFloat(shown.opacity)
            guard subOpacity > invisibleOpacity else { continue }
            let subTransform = shown.localToSuperlayer.concatenating(transform)
            drawBackground(of: sublayer, shown: shown, transform: subTransform, opacity: subOpacity)
            if let shape = sublayer as? CAShapeLayer {
                drawShape(shape, transform: subTransform, opacity: subOpacity)
            }
            drawSublayers(of: sublayer, transform: subTransform, opacity: subOpacity)
            drawBorder(of: sublayer, bounds: shown.bounds, transform: subTransform, opacity: subOpacity)
        }
    }

    /// A shape layer's path: each subpath filled, then stroked when it has a stroke colour.
    private func drawShape(_ shape: CAShapeLayer, transform: CGAffineTransform, opacity: CGFloat) {
        guard let path = shape.path else { return }
        let subpaths = path.subpaths(segments: 64)
        if let fill = shape.fillColor {
            let color = DrawColor(fill, opacity: opacity)
            for polygon in subpaths { canvas.fillPolygon(polygon, transform: transform, color: color) }
        }
        if let stroke = shape.strokeColor, shape.lineWidth > 0 {
            let color = DrawColor(stroke, opacity: opacity)
            let scale = transform.meanScale
            let width = scale > 0 ? max(shape.lineWidth, 1 / scale) : shape.lineWidth
            for polygon in subpaths {
                let band = ShapeGeometry.stroke(polygon, width: width, closed: true)
                canvas.fill(band.vertices, indices: band.indices, transform: transform, color: color)
            }
        }
    }

    // MARK: Text

    /// One line of text in `bounds`, rendered at the pixel size it covers on screen, cut to the bounds.
    private func drawText(_ content: TextContent, in bounds: CGRect, transform: CGAffineTransform, opacity: CGFloat) {
        let scale = transform.meanScale
        let pixels = content.font.pointSize * scale
        // Text a million pixels tall is drawn at the largest size the cache renders (it clamps to 512 pixels).
        guard scale > 0, pixels.isFinite, pixels >= 0.5 else { return }
        let pixelSize = Int(min(pixels, 4_096).rounded())
        let color = DrawColor(content.color)
        guard
            let texture = textCache.texture(
                for: content.text, pixelSize: pixelSize, bold: content.font.isBold, color: color)
        else { return }
        let line = content.frame(
            ofLine: CGSize(width: CGFloat(texture.width) / scale, height: CGFloat(texture.height) / scale),
            in: bounds)
        let visible = line.intersection(bounds)
        guard !visible.isNull, !visible.isEmpty else { return }
        let source = CGRect(
            x: (visible.minX - line.minX) / line.width, y: (visible.minY - line.minY) / line.height,
            width: visible.width / line.width, height: visible.height / line.height)
        canvas.drawTexture(texture, in: visible, source: source, transform: transform,
                           opacity: opacity * content.color.cgColor.alpha)
        textRects.append(visible.applying(transform))
    }

    // MARK: Helpers

    /// The outline of `rect` rounded by `radius`, with as many segments as its size on screen needs.
    private func outline(of rect: CGRect, radius: CGFloat, transform: CGAffineTransform) -> [CGPoint] {
        guard radius > 0 else { return corners(of: rect) }
        let segments = ShapeGeometry.segmentsPerCorner(radiusInPixels: radius * transform.meanScale)
        return ShapeGeometry.roundedRect(rect, radius: radius, segmentsPerCorner: segments)
    }

    private func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
    }
}

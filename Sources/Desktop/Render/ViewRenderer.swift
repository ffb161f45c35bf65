import Foundation
import Session
@_spi(Engine) import ViewModel

/// Draws the simulated screen: the visible windows' `PhoneDrawing` (the views and layers, back to front, as the
/// web page draws them too), read afresh each frame (no retained scene), so what is drawn is what the engine has
/// now. Layers are drawn from their presentations and placed by the same formula hit-testing applies to the
/// model, so a click lands on the view drawn under it even when views are rotated or scaled. Hit-testing itself
/// reads the model: an animating view is hit where it will end up (docs/uikit-rules.md R8.1).
@MainActor
package final class ViewRenderer {
    package let canvas: Canvas
    package let textCache: TextCache
    /// Where the last screen drawn wrote its text, in pixels: the overlays' badges keep off it.
    package private(set) var textRects: [CGRect] = []

    package init(context: RenderContext, fontCandidates: [String] = AssetLocator.fontCandidates()) {
        canvas = Canvas(context: context)
        textCache = TextCache(context: context, fontCandidates: fontCandidates)
    }

    /// The simulated screen in `viewport`: black where no window draws, then `windows`, back to front, clipped to
    /// the screen.
    package func drawScreen(windows: [UIWindow], viewport: ScreenViewport) {
        draw(PhoneDrawing(windows: windows, identify: { _ in 0 }), viewport: viewport)
    }

    /// `drawing` in `viewport`, clipped to the screen.
    package func draw(_ drawing: PhoneDrawing, viewport: ScreenViewport) {
        textRects = []
        let toPixels = viewport.pointsToPixels
        let screenClip = ClipRect(covering: viewport.screenInPixels)
        let clips = drawing.clips.map { screenClip.intersection(ClipRect(covering: $0.applying(toPixels))) }
        canvas.setClip(screenClip)
        canvas.fillConvex(corners(of: viewport.screen), transform: toPixels, color: .emptyScreen)
        var current = screenClip
        for item in drawing.items {
            let clip = item.clip.map { clips[$0] } ?? screenClip
            if clip != current { canvas.setClip(clip); current = clip }
            let transform = item.transform.concatenating(toPixels)
            switch item.kind {
            case .fill: fill(item, transform: transform)
            case .border: border(item, transform: transform)
            case .shape: shape(item, transform: transform)
            case .text: text(item, transform: transform)
            }
        }
        canvas.setClip(nil)
    }

    // MARK: Layers

    /// A background colour, rounded by the layer's corner radius.
    private func fill(_ item: DrawItem, transform: CGAffineTransform) {
        guard let color = item.color else { return }
        guard item.radius > 0 else { return canvas.fillRect(item.bounds, transform: transform, color: color) }
        canvas.fillConvex(outline(of: item.bounds, radius: item.radius, transform: transform),
                          transform: transform, color: color)
    }

    /// A border inside the bounds.
    private func border(_ item: DrawItem, transform: CGAffineTransform) {
        guard let color = item.color else { return }
        let bounds = item.bounds
        // At least one output pixel wide, or a hairline vanishes when the screen is scaled down.
        let scale = transform.meanScale
        let width = scale > 0 ? max(item.width, 1 / scale) : item.width
        if width * 2 >= min(bounds.width, bounds.height) {
            canvas.fillConvex(outline(of: bounds, radius: item.radius, transform: transform),
                              transform: transform, color: color)
            return
        }
        let segments = ShapeGeometry.segmentsPerCorner(radiusInPixels: item.radius * transform.meanScale)
        let outer = ShapeGeometry.roundedRect(bounds, radius: item.radius, segmentsPerCorner: segments)
        let inner = ShapeGeometry.roundedRect(
            bounds.insetBy(dx: width, dy: width), radius: max(0, item.radius - width), segmentsPerCorner: segments)
        canvas.fillRing(outer: outer, inner: inner, transform: transform, color: color)
    }

    /// A shape layer's polygons: each filled, then stroked when it has a stroke colour.
    private func shape(_ item: DrawItem, transform: CGAffineTransform) {
        if let fill = item.color {
            for polygon in item.paths { canvas.fillPolygon(polygon, transform: transform, color: fill) }
        }
        if let stroke = item.stroke {
            let scale = transform.meanScale
            let width = scale > 0 ? max(item.width, 1 / scale) : item.width
            for polygon in item.paths {
                let band = ShapeGeometry.stroke(polygon, width: width, closed: true)
                canvas.fill(band.vertices, indices: band.indices, transform: transform, color: stroke)
            }
        }
    }

    // MARK: Text

    /// One line of text in the bounds, rendered at the pixel size it covers on screen, cut to the bounds.
    private func text(_ item: DrawItem, transform: CGAffineTransform) {
        guard let text = item.text, let font = item.font, let color = item.color else { return }
        let bounds = item.bounds
        let scale = transform.meanScale
        let pixels = font.size * scale
        // Text a million pixels tall is drawn at the largest size the cache renders (it clamps to 512 pixels).
        guard scale > 0, pixels.isFinite, pixels >= 0.5 else { return }
        let pixelSize = Int(min(pixels, 4_096).rounded())
        guard let texture = textCache.texture(for: text, pixelSize: pixelSize, bold: font.bold, color: color.opaque)
        else { return }
        let line = item.alignment.frame(
            ofLine: CGSize(width: CGFloat(texture.width) / scale, height: CGFloat(texture.height) / scale),
            in: bounds)
        let visible = line.intersection(bounds)
        guard !visible.isNull, !visible.isEmpty else { return }
        let source = CGRect(
            x: (visible.minX - line.minX) / line.width, y: (visible.minY - line.minY) / line.height,
            width: visible.width / line.width, height: visible.height / line.height)
        canvas.drawTexture(texture, in: visible, source: source, transform: transform, opacity: CGFloat(color.a) / 255)
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

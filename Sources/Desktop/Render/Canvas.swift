internal import CSDL2
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The handful of drawing operations the window needs, on SDL_RenderGeometry.
///
/// Shapes come in a local space plus the transform to output pixels, so rotated and scaled views draw with
/// the same calls as plain ones. Every filled shape shares its vertices through an index list (no seams).
/// Rectangles and textures that stay axis-aligned take SDL's rectangle fill and copy instead: the software
/// renderer fills those several times faster than triangles, and most of a frame is such rectangles.
package final class Canvas {
    package let context: RenderContext
    private var renderer: OpaquePointer { context.renderer }
    private var vertexBuffer: [SDL_Vertex] = []
    /// A textured quad's two triangles.
    private static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]

    package init(context: RenderContext) { self.context = context }

    /// Fills the whole output, clip ignored.
    package func clear(_ color: DrawColor) {
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Restricts drawing to `clip` (output pixels); nil draws everywhere.
    package func setClip(_ clip: ClipRect?) {
        guard let clip else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var rect = SDL_Rect(x: Int32(clip.x), y: Int32(clip.y), w: Int32(clip.width), h: Int32(clip.height))
        SDL_RenderSetClipRect(renderer, &rect)
    }

    /// Triangles over `points` (mapped by `transform`) as listed by `indices`, in one colour.
    package func fill(_ points: [CGPoint], indices: [Int32], transform: CGAffineTransform, color: DrawColor) {
        guard !color.isInvisible, !indices.isEmpty else { return }
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        draw(points.map { GuardBand.Vertex(position: $0.applying(transform)) }, indices: indices, color: sdlColor,
             texture: nil)
    }

    /// A rectangle of the local space; a plain rectangle fill when `transform` keeps it axis-aligned.
    package func fillRect(_ rect: CGRect, transform: CGAffineTransform, color: DrawColor) {
        guard !color.isInvisible else { return }
        guard transform.isAxisAligned else {
            return fillConvex(ShapeGeometry.roundedRect(rect, radius: 0, segmentsPerCorner: 1), transform: transform,
                              color: color)
        }
        guard let shown = GuardBand.clip(rect.applying(transform)) else { return }
        var pixels = sdlRect(shown)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRectF(renderer, &pixels)
    }

    /// A convex outline filled as a fan around its centre.
    package func fillConvex(_ outline: [CGPoint], transform: CGAffineTransform, color: DrawColor) {
        guard outline.count >= 3 else { return }
        let centre = CGPoint(
            x: outline.reduce(0) { $0 + $1.x } / CGFloat(outline.count),
            y: outline.reduce(0) { $0 + $1.y } / CGFloat(outline.count))
        fill([centre] + outline, indices: ShapeGeometry.fanAroundCentre(rimCount: outline.count),
             transform: transform, color: color)
    }

    /// Any simple polygon (a path's subpath), convex or not.
    package func fillPolygon(_ polygon: [CGPoint], transform: CGAffineTransform, color: DrawColor) {
        fill(polygon, indices: ShapeGeometry.triangulate(polygon), transform: transform, color: color)
    }

    /// The band between two outlines of equal count (a border).
    package func fillRing(outer: [CGPoint], inner: [CGPoint], transform: CGAffineTransform, color: DrawColor) {
        guard outer.count == inner.count else { return }
        fill(outer + inner, indices: ShapeGeometry.ring(count: outer.count), transform: transform, color: color)
    }

    /// The part `source` (unit coordinates of the texture) of `texture`, stretched over `rect` of the local
    /// space, its alpha multiplied by `opacity`.
    package func drawTexture(_ texture: TextTexture, in rect: CGRect, source: CGRect, transform: CGAffineTransform,
                     opacity: CGFloat) {
        let alpha = DrawColor.byte(opacity)
        guard alpha > 0, !rect.isEmpty else { return }
        let placed = rect.applying(transform)
        if transform.isAxisAligned, transform.a > 0, transform.d > 0, GuardBand.clip(placed) == placed {
            let (width, height) = (CGFloat(texture.width), CGFloat(texture.height))
            var from = SDL_Rect(
                x: Int32((source.minX * width).rounded()), y: Int32((source.minY * height).rounded()),
                w: Int32((source.width * width).rounded()), h: Int32((source.height * height).rounded()))
            var to = sdlRect(placed)
            SDL_SetTextureAlphaMod(texture.handle, alpha)
            SDL_RenderCopyF(renderer, texture.handle, &from, &to)
            return
        }
        SDL_SetTextureAlphaMod(texture.handle, 255)
        let corners = [
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: source.minX, y: source.minY)),
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: source.maxX, y: source.minY)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: source.maxX, y: source.maxY)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: source.minX, y: source.maxY)),
        ]
        draw(corners.map { GuardBand.Vertex(position: $0.applying(transform), texture: $1) }, indices: Self.quadIndices,
             color: SDL_Color(r: 255, g: 255, b: 255, a: alpha), texture: texture.handle)
    }

    private func sdlRect(_ rect: CGRect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
    }

    /// Draws through `GuardBand`: shapes wholly inside it as they are, others cut to it.
    private func draw(_ vertices: [GuardBand.Vertex], indices: [Int32], color: SDL_Color, texture: OpaquePointer?) {
        let shape = GuardBand.contains(vertices) ? (vertices, indices) : GuardBand.clip(vertices, indices: indices)
        guard !shape.1.isEmpty else { return }
        vertexBuffer.removeAll(keepingCapacity: true)
        for vertex in shape.0 {
            vertexBuffer.append(SDL_Vertex(
                position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)), color: color,
                tex_coord: SDL_FPoint(x: Float(vertex.texture.x), y: Float(vertex.texture.y))))
        }
        vertexBuffer.withUnsafeBufferPointer { vertices in
            shape.1.withUnsafeBufferPointer { list in
                _ = SDL_RenderGeometry(
                    renderer, texture, vertices.baseAddress, Int32(vertices.count), list.baseAddress,
                    Int32(list.count))
            }
        }
    }
}

import Foundation
import Session
@_spi(Engine) import ViewModel

/// Draws the window's own controls and the overlays' marks in output pixels: rectangles, circles, lines,
/// arrows and text, sized in chrome points times `unit` (output pixels per chrome point: the HiDPI factor, times
/// the large-font factor in large-font mode).
package final class ChromePainter {
    package let canvas: Canvas
    package let text: TextCache
    package let unit: CGFloat

    package init(canvas: Canvas, text: TextCache, unit: CGFloat) {
        (self.canvas, self.text, self.unit) = (canvas, text, unit)
    }

    /// A painter on the same canvas whose chrome points are `factor` times larger.
    package func scaled(by factor: CGFloat) -> ChromePainter { ChromePainter(canvas: canvas, text: text, unit: unit * factor) }

    /// `points` chrome points in pixels.
    package func px(_ points: CGFloat) -> CGFloat { (points * unit).rounded() }

    // MARK: Shapes

    package func fill(_ rect: CGRect, _ color: DrawColor, radius: CGFloat = 0) {
        guard radius > 0 else { return canvas.fillRect(rect, transform: .identity, color: color) }
        canvas.fillConvex(outline(rect, radius: radius), transform: .identity, color: color)
    }

    /// A band `width` pixels wide just inside `rect`'s edge.
    package func stroke(_ rect: CGRect, _ color: DrawColor, width: CGFloat, radius: CGFloat = 0) {
        guard rect.width > 2 * width, rect.height > 2 * width else { return fill(rect, color, radius: radius) }
        let segments = ShapeGeometry.segmentsPerCorner(radiusInPixels: radius)
        let outer = ShapeGeometry.roundedRect(rect, radius: radius, segmentsPerCorner: segments)
        let inner = ShapeGeometry.roundedRect(
            rect.insetBy(dx: width, dy: width), radius: max(0, radius - width), segmentsPerCorner: segments)
        canvas.fillRing(outer: outer, inner: inner, transform: .identity, color: color)
    }

    package func circle(centre: CGPoint, radius: CGFloat, _ color: DrawColor) {
        canvas.fillConvex(circleOutline(centre, radius), transform: .identity, color: color)
    }

    package func ring(centre: CGPoint, radius: CGFloat, width: CGFloat, _ color: DrawColor) {
        let segments = circleSegments(radius)
        let outer = ShapeGeometry.circle(centre: centre, radius: radius, segments: segments)
        let inner = ShapeGeometry.circle(centre: centre, radius: max(0, radius - width), segments: segments)
        canvas.fillRing(outer: outer, inner: inner, transform: .identity, color: color)
    }

    /// A closed outline through `corners` (any quadrilateral: a rotated view's bounds), `width` pixels wide.
    package func polygonEdge(_ corners: [CGPoint], _ color: DrawColor, width: CGFloat) {
        let band = ShapeGeometry.stroke(corners, width: width, closed: true)
        canvas.fill(band.vertices, indices: band.indices, transform: .identity, color: color)
    }

    /// Line segments, `width` pixels wide, in one call.
    package func segments(_ segments: [(CGPoint, CGPoint)], _ color: DrawColor, width: CGFloat) {
        var vertices: [CGPoint] = []
        var indices: [Int32] = []
        for (start, end) in segments {
            let band = ShapeGeometry.stroke([start, end], width: width, closed: false)
            let base = Int32(vertices.count)
            vertices += band.vertices
            indices += band.indices.map { $0 + base }
        }
        canvas.fill(vertices, indices: indices, transform: .identity, color: color)
    }

    /// A line from `start` to `end` with an arrowhead at `end`.
    package func arrow(from start: CGPoint, to end: CGPoint, _ color: DrawColor, width: CGFloat) {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 1 else { return }
        let (ux, uy) = ((end.x - start.x) / length, (end.y - start.y) / length)
        let head = min(length, width * 4)
        let base = CGPoint(x: end.x - ux * head, y: end.y - uy * head)
        let band = ShapeGeometry.stroke([start, base], width: width, closed: false)
        canvas.fill(band.vertices, indices: band.indices, transform: .identity, color: color)
        let side = CGPoint(x: -uy * head * 0.6, y: ux * head * 0.6)
        triangle(end, CGPoint(x: base.x + side.x, y: base.y + side.y), CGPoint(x: base.x - side.x, y: base.y - side.y),
                 color)
    }

    package func triangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ color: DrawColor) {
        canvas.fill([a, b, c], indices: [0, 1, 2], transform: .identity, color: color)
    }

    // MARK: Text

    /// Draws one line with its top-left at `origin`; returns its size in pixels.
    @discardableResult
    package func text(_ string: String, at origin: CGPoint, size: CGFloat, _ color: DrawColor, bold: Bool = false,
              opacity: CGFloat = 1) -> CGSize {
        guard let texture = text.texture(for: string, pixelSize: Int(px(size)), bold: bold, color: color) else {
            return .zero
        }
        let rect = CGRect(x: origin.x.rounded(), y: origin.y.rounded(), width: CGFloat(texture.width),
                          height: CGFloat(texture.height))
        canvas.drawTexture(texture, in: rect, source: CGRect(x: 0, y: 0, width: 1, height: 1), transform: .identity,
                           opacity: opacity * CGFloat(color.a) / 255)
        return rect.size
    }

    /// Draws one line centred on `centre`.
    package func text(_ string: String, centredAt centre: CGPoint, size: CGFloat, _ color: DrawColor, bold: Bool = false) {
        let measured = measure(string, size: size, bold: bold)
        text(string, at: CGPoint(x: centre.x - measured.width / 2, y: centre.y - measured.height / 2), size: size,
             color, bold: bold)
    }

    package func measure(_ string: String, size: CGFloat, bold: Bool = false) -> CGSize {
        text.size(of: string, pixelSize: Int(px(size)), bold: bold)
    }

    /// The height of a line of text at `size`, in pixels.
    package func lineHeight(_ size: CGFloat) -> CGFloat { (px(size) * 1.3).rounded() }

    /// `string` as it fits in `width` pixels on one line: whole, or its start and end about a "…" (a long class
    /// name keeps its prefix and its kind: `UIScrollViewDelayed…GestureRecognizer`).
    package func fitting(_ string: String, width: CGFloat, size: CGFloat, bold: Bool = false) -> String {
        guard measure(string, size: size, bold: bold).width > width else { return string }
        let characters = Array(string)
        func shortened(_ kept: Int) -> String {
            String(characters.prefix(kept - kept / 2)) + "…" + String(characters.suffix(kept / 2))
        }
        // The most characters kept that fit, found by halving: the width grows with what is kept.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(shortened(middle), size: size, bold: bold).width <= width { low = middle } else { high = middle - 1 }
        }
        return shortened(low)
    }

    /// `string` broken into lines no wider than `width` pixels, at word boundaries; a word wider than the line (an
    /// address) is broken after a `/` or `.` that fits, else between characters, so nothing runs off the panel.
    package func wrap(_ string: String, width: CGFloat, size: CGFloat, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        let fits = { (text: String) in self.measure(text, size: size, bold: bold).width <= width }
        for word in string.split(whereSeparator: \.isWhitespace) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if fits(candidate) {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            var rest = Substring(word)
            while !fits(String(rest)), rest.count > 1 {
                var cut = rest.startIndex
                while rest.index(after: cut) < rest.endIndex, fits(String(rest[...cut])) { cut = rest.index(after: cut) }
                // `cut` is the first character that no longer fits: break before it, or after a '/' or '.' before it.
                let head = rest[..<cut]
                let end = head.lastIndex { $0 == "/" || $0 == "." }.map { head.index(after: $0) } ?? cut
                let piece = end > rest.startIndex ? rest[..<end] : rest.prefix(1)
                lines.append(String(piece))
                rest = rest[piece.endIndex...]
            }
            line = String(rest)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    // MARK: Clipping

    package func clip(_ rect: CGRect?) { canvas.setClip(rect.map(ClipRect.init(covering:))) }

    // MARK: Helpers

    private func outline(_ rect: CGRect, radius: CGFloat) -> [CGPoint] {
        ShapeGeometry.roundedRect(rect, radius: radius, segmentsPerCorner: ShapeGeometry.segmentsPerCorner(radiusInPixels: radius))
    }

    private func circleOutline(_ centre: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        ShapeGeometry.circle(centre: centre, radius: radius, segments: circleSegments(radius))
    }

    private func circleSegments(_ radius: CGFloat) -> Int { 4 * ShapeGeometry.segmentsPerCorner(radiusInPixels: radius) }
}

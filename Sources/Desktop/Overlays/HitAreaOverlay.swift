import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// Shades where a touch would go to one view — the view under the pointer, or the last hit view when the pointer
/// is off the screen — and draws the area's edge, so an enlarged, round or triangular hit area shows against
/// what is drawn, whatever its colour.
@MainActor
package struct HitAreaOverlay {
    /// The view whose area to show, and why it was chosen (for the info column).
    package static func subject(hover: CGPoint?, lastHit: UIView?, in sim: Simulator) -> (view: UIView, reason: String)? {
        if let hover, let view = HitAreaSampler.hitView(at: hover, in: sim) { return (view, "under the pointer") }
        return lastHit.map { ($0, "the last hit view") }
    }

    package static func draw(_ area: HitAreaSampler.Area, viewport: ScreenViewport, painter: ChromePainter) {
        let toPixels = area.toScreen.concatenating(viewport.pointsToPixels)
        // Rows of an unrotated view are snapped to whole pixels, so neighbouring rows neither overlap (a darker
        // seam where the tint blends twice) nor leave a gap.
        let snap = toPixels.isAxisAligned
        var vertices: [CGPoint] = []
        var indices: [Int32] = []
        vertices.reserveCapacity(area.rects.count * 4)
        indices.reserveCapacity(area.rects.count * 6)
        for rect in area.rects {
            let base = Int32(vertices.count)
            for corner in [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ] {
                let pixel = corner.applying(toPixels)
                vertices.append(snap ? CGPoint(x: pixel.x.rounded(), y: pixel.y.rounded()) : pixel)
            }
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
        painter.canvas.fill(vertices, indices: indices, transform: .identity, color: ChromeStyle.hitArea)
        let edges = area.edges.map { ($0.0.applying(toPixels), $0.1.applying(toPixels)) }
        painter.segments(edges, ChromeStyle.hitAreaEdge, width: max(2, painter.px(3.5)))
        painter.segments(edges, ChromeStyle.hitArea.withAlpha(255), width: max(1, painter.px(1.5)))
    }

    package static func section(_ subject: (view: UIView, reason: String)?) -> InfoSection {
        let rows = subject.map { [InfoSection.Row(color: ChromeStyle.hitArea.withAlpha(255), text: className(of: $0.view),
                                                  detail: $0.reason)] } ?? []
        return InfoSection(title: "HIT AREA (shaded)", rows: rows, placeholder: "Point at the screen.")
    }
}

extension HitAreaOverlay: OverlayUnit {
    package var overlay: Overlay { .hitAreas }
    package var title: String { "Hit areas" }
    package var helpName: String { "the hit areas" }
    /// Under everything, the names too: it shades, the others outline and write.
    package var layer: Int { -1 }

    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {
        guard let subject = frame.hitAreaSubject else { return }
        let bench = frame.bench
        Self.draw(bench.feeds.hitAreas.area(of: subject.view, in: bench.sim), viewport: frame.viewport, painter: painter)
    }

    package func section(_ frame: OverlayFrame) -> InfoSection? { Self.section(frame.hitAreaSubject) }
}

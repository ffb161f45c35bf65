import Foundation
import Session

/// The step caption under the phone (`Workbench.stepNarration`): larger than the rest of the window's text, in
/// at most two lines, so a room can read what the current step means from the back. It has a band of its own
/// below the bezel, kept for as long as time is paused (the phone does not jump at each step), so it never
/// covers the phone or its overlays.
@MainActor
package enum StepCaptionBand {
    /// Sizes tried, largest first, until the caption fits in two lines.
    private static let sizes: [CGFloat] = [ChromeStyle.titleSize * 1.25, ChromeStyle.titleSize, ChromeStyle.bodySize]
    private static let lines = 2

    /// The band's height: two lines of the largest size and a margin.
    package static func height(painter: ChromePainter) -> CGFloat {
        CGFloat(lines) * painter.lineHeight(sizes[0]) + painter.px(14)
    }

    package static func draw(_ text: String, in band: CGRect, painter: ChromePainter) {
        let inner = band.insetBy(dx: painter.px(12), dy: painter.px(4))
        guard inner.width > 0, inner.height > 0 else { return }
        let fitted = sizes.lazy.map { size in (size, painter.wrap(text, width: inner.width, size: size, bold: true)) }
        let (size, wrapped) = fitted.first { $0.1.count <= lines } ?? fitted.last!
        let line = painter.lineHeight(size)
        let shown = Array(wrapped.prefix(lines))
        let top = inner.midY - CGFloat(shown.count) * line / 2
        painter.fill(band.insetBy(dx: painter.px(6), dy: painter.px(2)), ChromeStyle.panel, radius: painter.px(8))
        painter.clip(band)
        for (row, text) in shown.enumerated() {
            painter.text(text, centredAt: CGPoint(x: inner.midX, y: top + (CGFloat(row) + 0.5) * line), size: size,
                         ChromeStyle.text, bold: true)
        }
        painter.clip(nil)
    }
}

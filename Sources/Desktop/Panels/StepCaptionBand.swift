import Foundation
import Session

/// The caption under the phone: larger than the rest of the window's text, so a room can read it from the back.
/// While stepping it says what the current step means (`Workbench.stepNarration`) in a band kept for as long as
/// time is paused (the phone does not jump at each step); in the presenter's layout the band is always there,
/// larger, and says what to try or where the touch went (`Workbench.presenterCaption`). It never covers the
/// phone or its overlays.
@MainActor
package enum StepCaptionBand {
    package struct Style {
        /// Sizes tried, largest first, until the caption fits in `lines`.
        let sizes: [CGFloat]
        let lines: Int
    }

    package static let stepping = Style(sizes: [ChromeStyle.titleSize * 1.25, ChromeStyle.titleSize, ChromeStyle.bodySize],
                                        lines: 2)
    package static let presenting = Style(sizes: [ChromeStyle.titleSize * 1.4, ChromeStyle.titleSize * 1.2,
                                                  ChromeStyle.titleSize], lines: 3)

    /// The band's height: its lines at the largest size and a margin.
    package static func height(_ style: Style = stepping, painter: ChromePainter) -> CGFloat {
        CGFloat(style.lines) * painter.lineHeight(style.sizes[0]) + painter.px(14)
    }

    package static func draw(_ text: String, style: Style = stepping, in band: CGRect, painter: ChromePainter) {
        let inner = band.insetBy(dx: painter.px(12), dy: painter.px(4))
        guard inner.width > 0, inner.height > 0 else { return }
        let fitted = style.sizes.lazy.map { size in (size, painter.wrap(text, width: inner.width, size: size, bold: true)) }
        let (size, wrapped) = fitted.first { $0.1.count <= style.lines } ?? fitted.last!
        let line = painter.lineHeight(size)
        var shown = Array(wrapped.prefix(style.lines))
        // Longer than the band even at the smallest size: the last line ends in an ellipsis, never just stops.
        if wrapped.count > style.lines, let last = shown.indices.last {
            var words = shown[last].split(separator: " ")
            while words.count > 1, painter.measure(words.joined(separator: " ") + " …", size: size, bold: true).width > inner.width {
                words.removeLast()
            }
            shown[last] = words.joined(separator: " ") + " …"
        }
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

import Foundation
import Session

/// The legend of the phone's marks, at the top of the info column: each badge shape as the phone draws it and
/// what it means, flowing onto more lines when the column is narrow.
@MainActor
package enum MarkLegend {
    /// The height the legend takes at `width` pixels (0 with no entries).
    package static func height(_ entries: [LegendEntry], width: CGFloat, painter: ChromePainter) -> CGFloat {
        guard !entries.isEmpty else { return 0 }
        let rows = (layout(entries, width: width, painter: painter).map(\.y).max() ?? 0) / line(painter) + 1
        return rows * line(painter)
    }

    /// Draws the legend with its top-left at `origin`, `width` pixels wide.
    package static func draw(_ entries: [LegendEntry], at origin: CGPoint, width: CGFloat, painter: ChromePainter) {
        let radius = line(painter) * 0.3
        for (entry, spot) in zip(entries, layout(entries, width: width, painter: painter)) {
            let centre = CGPoint(x: origin.x + spot.x + radius, y: origin.y + spot.y + line(painter) / 2)
            painter.badge(nil, shape: entry.shape, at: centre, radius: radius, entry.color, hollow: entry.hollow,
                          inside: ChromeStyle.panel, halo: false)
            painter.text(entry.meaning, at: CGPoint(x: centre.x + radius + painter.px(5), y: origin.y + spot.y + painter.px(1)),
                         size: ChromeStyle.smallSize, ChromeStyle.secondaryText)
        }
    }

    private static func line(_ painter: ChromePainter) -> CGFloat { painter.lineHeight(ChromeStyle.smallSize) + painter.px(2) }

    /// Each entry's top-left, relative to the legend's.
    private static func layout(_ entries: [LegendEntry], width: CGFloat, painter: ChromePainter) -> [CGPoint] {
        let badge = line(painter) * 0.6 + painter.px(5), gap = painter.px(14)
        var spot = CGPoint.zero
        return entries.map { entry in
            let entryWidth = badge + painter.measure(entry.meaning, size: ChromeStyle.smallSize).width
            if spot.x > 0, spot.x + entryWidth > width { spot = CGPoint(x: 0, y: spot.y + line(painter)) }
            defer { spot.x += entryWidth + gap }
            return spot
        }
    }
}

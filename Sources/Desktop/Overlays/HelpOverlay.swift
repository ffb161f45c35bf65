import Foundation
import Session

/// The keys and the mouse, in a panel over the window (H or ?; a click or Esc closes it). Made from
/// `KeyBindings.table`, so it never disagrees with what the keys do. When the panel does not fit the window
/// (large fonts on a small display), its rows go in two columns, then its text gets smaller.
@MainActor
package enum HelpOverlay {
    package typealias Row = (label: String, help: String)

    package static func draw(in bounds: CGRect, painter: ChromePainter, targets: inout [ClickTarget]) {
        painter.fill(bounds, ChromeStyle.shade)
        let rows: [Row] = KeyBindings.table.map { ($0.label, $0.help) } + [("", "")] + KeyBindings.mouseHelp
            + [("", "Other keys go to the app's first responder.")]
        let pad = painter.px(20)
        let candidates = [ChromeStyle.bodySize, ChromeStyle.smallSize, ChromeStyle.smallSize * 0.85].flatMap { size in
            [1, 2].map { Layout(rows: rows, columns: $0, size: size, pad: pad, painter: painter) }
        }
        let layout = candidates.first { $0.size.width <= bounds.width && $0.size.height <= bounds.height }
            ?? candidates[candidates.count - 1]
        let panel = CGRect(x: max(bounds.minX, bounds.midX - layout.size.width / 2),
                           y: max(bounds.minY, bounds.midY - layout.size.height / 2), width: layout.size.width,
                           height: layout.size.height)
        painter.fill(panel, ChromeStyle.panel, radius: painter.px(12))
        painter.stroke(panel, ChromeStyle.separator, width: painter.px(1), radius: painter.px(12))
        painter.text("Keys", at: CGPoint(x: panel.minX + pad, y: panel.minY + pad), size: ChromeStyle.titleSize,
                     ChromeStyle.text, bold: true)
        var x = panel.minX + pad
        for (column, width) in zip(layout.columns, layout.widths) {
            var y = panel.minY + pad + 2 * layout.line
            for row in column {
                painter.text(row.label, at: CGPoint(x: x, y: y), size: layout.textSize, ChromeStyle.accent, bold: true)
                painter.text(row.help, at: CGPoint(x: x + pad + width.label, y: y), size: layout.textSize,
                             ChromeStyle.text)
                y += layout.line
            }
            x += width.label + width.help + 2 * pad
        }
        targets.append(ClickTarget(rect: bounds, command: .help))
    }

    /// The rows in `count` columns at a text size, and the panel's size.
    private struct Layout {
        package let columns: [[Row]]
        package let widths: [(label: CGFloat, help: CGFloat)]
        package let textSize: CGFloat
        package let line: CGFloat
        package let size: CGSize

        package init(rows: [Row], columns count: Int, size textSize: CGFloat, pad: CGFloat, painter: ChromePainter) {
            let perColumn = (rows.count + count - 1) / count
            columns = stride(from: 0, to: rows.count, by: perColumn).map { Array(rows[$0..<min(rows.count, $0 + perColumn)]) }
            widths = columns.map { column in
                (label: column.map { painter.measure($0.label, size: textSize, bold: true).width }.max() ?? 0,
                 help: column.map { painter.measure($0.help, size: textSize).width }.max() ?? 0)
            }
            self.textSize = textSize
            line = painter.lineHeight(textSize)
            size = CGSize(width: widths.reduce(pad) { $0 + $1.label + $1.help + 2 * pad },
                          height: CGFloat(perColumn + 2) * line + 2 * pad)
        }
    }
}

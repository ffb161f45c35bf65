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
        let candidates = [ChromeStyle.bodySize, ChromeStyle.smallSize, ChromeStyle.smallSize * 0.85, ChromeStyle.smallSize * 0.7].flatMap { size in
            [1, 2, 3].map { Layout(rows: rows, columns: $0, size: size, pad: pad, width: bounds.width, painter: painter) }
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
                for line in row.lines {
                    painter.text(line, at: CGPoint(x: x + pad + width.label, y: y), size: layout.textSize, ChromeStyle.text)
                    y += layout.line
                }
            }
            x += width.label + width.help + 2 * pad
        }
        targets.append(ClickTarget(rect: bounds, command: .help))
    }

    /// The rows in `count` columns at a text size, each help wrapped to its column's share of `width`, the
    /// columns balanced by their lines; and the panel's size.
    private struct Layout {
        package let columns: [[(label: String, lines: [String])]]
        package let widths: [(label: CGFloat, help: CGFloat)]
        package let textSize: CGFloat
        package let line: CGFloat
        package let size: CGSize

        package init(rows: [Row], columns count: Int, size textSize: CGFloat, pad: CGFloat, width: CGFloat,
                     painter: ChromePainter) {
            let label = rows.map { painter.measure($0.label, size: textSize, bold: true).width }.max() ?? 0
            let helpWidth = max(label, (width - pad) / CGFloat(count) - 2 * pad - label)
            let wrapped = rows.map { row in
                (label: row.label, lines: row.help.isEmpty ? [""] : painter.wrap(row.help, width: helpWidth, size: textSize))
            }
            let perColumn = (wrapped.reduce(0) { $0 + $1.lines.count } + count - 1) / count
            var columns: [[(label: String, lines: [String])]] = [[]]
            var filled = 0
            for row in wrapped {
                if filled + row.lines.count > perColumn, !columns[columns.count - 1].isEmpty, columns.count < count {
                    columns.append([])
                    filled = 0
                }
                columns[columns.count - 1].append(row)
                filled += row.lines.count
            }
            self.columns = columns
            widths = columns.map { column in
                (label: label,
                 help: column.flatMap(\.lines).map { painter.measure($0, size: textSize).width }.max() ?? 0)
            }
            self.textSize = textSize
            line = painter.lineHeight(textSize)
            let tallest = columns.map { $0.reduce(0) { $0 + $1.lines.count } }.max() ?? 0
            size = CGSize(width: widths.reduce(pad) { $0 + $1.label + $1.help + 2 * pad },
                          height: CGFloat(tallest + 2) * line + 2 * pad)
        }
    }
}

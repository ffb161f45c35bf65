import Foundation
import Session

/// A titled list in the info column (the hit-test visits, the responder chain, the recognizers, the hit area):
/// rows of a numbered or plain coloured badge, a name and a detail. A detail too long for the name's line goes
/// under it, wrapped.
package struct InfoSection {
    package struct Row {
        /// The number in the badge; nil draws a plain dot.
        package var badge: String?
        package var color: DrawColor
        /// The badge's shape, as the phone draws it for the same mark.
        package var shape = BadgeShape.circle
        /// A badge drawn as a ring rather than filled (a responder that is not a view, so not on the screen; a
        /// view hit-testing skipped).
        package var hollow = false
        package var text: String
        package var detail: String?
        package var highlighted = false
        /// What a click on the row does (a tree row selects its view), if anything.
        package var command: WindowCommand? = nil
    }

    package let title: String
    package var rows: [Row]
    /// What the section says when it has no rows.
    package let placeholder: String
    /// Whether, short of room, the last rows stay (a hit-test pass ends with what matters: the hit view, or the
    /// visit being asked) rather than the first.
    package var keepsLast = false

    /// Draws the section in `rect`; rows that do not fit are left out and counted in a line of their own (the
    /// first rows, before the rest, with `keepsLast`); rows with a command become click targets. Returns the
    /// height used, in pixels.
    @discardableResult
    package func draw(in rect: CGRect, with painter: ChromePainter, targets: inout [ClickTarget]) -> CGFloat {
        let line = painter.lineHeight(ChromeStyle.bodySize)
        var y = rect.minY
        painter.text(title, at: CGPoint(x: rect.minX, y: y), size: ChromeStyle.smallSize, ChromeStyle.secondaryText,
                     bold: true)
        y += painter.lineHeight(ChromeStyle.smallSize) + painter.px(2)
        guard !rows.isEmpty else {
            painter.text(placeholder, at: CGPoint(x: rect.minX, y: y), size: ChromeStyle.bodySize,
                         ChromeStyle.secondaryText)
            return y + line - rect.minY
        }
        var laidOut = layout(width: rect.width, painter: painter)[...]
        let room = rect.maxY - y
        var height = laidOut.reduce(0) { $0 + $1.height }
        var dropped = 0
        if height > room + 0.5 {
            while height > room - line + 0.5, laidOut.count > 1 {
                height -= (keepsLast ? laidOut.removeFirst() : laidOut.removeLast()).height
                dropped += 1
            }
        }
        let badgeRadius = line * 0.4
        let textX = rect.minX + badgeRadius * 2 + painter.px(8)
        if dropped > 0, keepsLast { y += drawDropped(dropped, "earlier", at: CGPoint(x: rect.minX, y: y), painter) }
        for item in laidOut {
            let row = item.row
            let rowRect = CGRect(x: rect.minX - painter.px(4), y: y, width: rect.width + painter.px(8), height: item.height)
            if row.highlighted { painter.fill(rowRect, ChromeStyle.stepHighlight, radius: painter.px(4)) }
            if let command = row.command { targets.append(ClickTarget(rect: rowRect, command: command)) }
            drawBadge(of: row, at: CGPoint(x: rect.minX + badgeRadius, y: y + line / 2), radius: badgeRadius,
                      painter: painter)
            let name = painter.text(row.text, at: CGPoint(x: textX, y: y + painter.px(1)), size: ChromeStyle.bodySize,
                                    ChromeStyle.text, bold: row.highlighted)
            if let detail = row.detail, item.detailLines.isEmpty {
                painter.text(detail, at: CGPoint(x: textX + name.width + painter.px(8), y: y + painter.px(2.5)),
                             size: ChromeStyle.smallSize, row.color)
            }
            var detailY = y + line
            for detailLine in item.detailLines {
                painter.text(detailLine, at: CGPoint(x: textX, y: detailY), size: ChromeStyle.smallSize, row.color)
                detailY += painter.lineHeight(ChromeStyle.smallSize)
            }
            y += item.height
        }
        if dropped > 0, !keepsLast { y += drawDropped(dropped, "more", at: CGPoint(x: rect.minX, y: y), painter) }
        return y - rect.minY
    }

    /// "… 3 more": the rows left out; returns the line's height.
    private func drawDropped(_ count: Int, _ word: String, at origin: CGPoint, _ painter: ChromePainter) -> CGFloat {
        painter.text("… \(count) \(word)", at: origin, size: ChromeStyle.smallSize, ChromeStyle.secondaryText)
        return painter.lineHeight(ChromeStyle.bodySize)
    }

    /// The height the section wants at `width` pixels.
    package func naturalHeight(width: CGFloat, with painter: ChromePainter) -> CGFloat {
        let rowsHeight = rows.isEmpty
            ? painter.lineHeight(ChromeStyle.bodySize) : layout(width: width, painter: painter).reduce(0) { $0 + $1.height }
        return painter.lineHeight(ChromeStyle.smallSize) + painter.px(2) + rowsHeight
    }

    /// Each row with its detail's lines under it (none when the detail fits beside the name) and its height.
    private func layout(width: CGFloat, painter: ChromePainter)
        -> [(row: Row, detailLines: [String], height: CGFloat)]
    {
        let line = painter.lineHeight(ChromeStyle.bodySize)
        let textWidth = width - line * 0.8 - painter.px(8)
        return rows.map { row in
            guard let detail = row.detail else { return (row, [], line) }
            let inline = painter.measure(row.text, size: ChromeStyle.bodySize, bold: row.highlighted).width
                + painter.px(8) + painter.measure(detail, size: ChromeStyle.smallSize).width
            guard inline > textWidth else { return (row, [], line) }
            let lines = painter.wrap(detail, width: textWidth, size: ChromeStyle.smallSize)
            return (row, lines, line + CGFloat(lines.count) * painter.lineHeight(ChromeStyle.smallSize))
        }
    }

    private func drawBadge(of row: Row, at centre: CGPoint, radius: CGFloat, painter: ChromePainter) {
        painter.badge(row.badge, shape: row.shape, at: centre, radius: row.badge == nil ? radius * 0.6 : radius,
                      row.color, hollow: row.hollow, inside: ChromeStyle.panel, labelSize: ChromeStyle.smallSize * 0.9, halo: false)
    }
}

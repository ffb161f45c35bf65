import Foundation
import Session

/// A titled list in the info column (the hit-test visits, the responder chain, the recognizers, the hit area):
/// rows of a numbered or plain coloured badge, a name and a detail. A detail too long for the name's line goes
/// under it, wrapped. A row may carry a lane of time under its name (a recognizer's states over a gesture).
package struct InfoSection {
    /// A stretch of a row's lane: from and to as fractions of the section's time (0...1), in a colour; a thin
    /// stretch is time spent waiting.
    package struct Span {
        package var from: CGFloat
        package var to: CGFloat
        package var color: DrawColor
        package var thin = false
    }

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
        /// Short of room, its detail stays whole as the highlighted row's does (the inspector's answer: a sentence
        /// cut in the middle says nothing).
        package var keepsWhole = false
        /// What a click on the row does (a tree row selects its view), if anything.
        package var command: WindowCommand? = nil
        /// Its lane of time, drawn under the name, when it has one.
        package var lane: [Span]? = nil
    }

    package let title: String
    package var rows: [Row]
    /// What the section says when it has no rows.
    package let placeholder: String
    /// Words in colours under the title saying what the rows' colours mean (the arena's states), if any; shown
    /// only with rows.
    package var key: [(color: DrawColor, word: String)] = []
    /// Whether, short of room, the last rows stay (a hit-test pass ends with what matters: the hit view, or the
    /// visit being asked) rather than the first.
    package var keepsLast = false
    /// Whether it is what the user asked for (a selected view's inspector): the column gives it its height before
    /// the other sections share what is left.
    package var isFocus = false

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
        y += drawKey(at: CGPoint(x: rect.minX, y: y), width: rect.width, painter)
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
            // Short of room, each row's explanation first shrinks to its first line (the highlighted row's and
            // those marked `keepsWhole` kept whole), and only then are rows left out: a recognizer that lost is
            // often the lesson.
            let small = painter.lineHeight(ChromeStyle.smallSize), width = rect.width - line * 0.8 - painter.px(8)
            laidOut = laidOut.map { item in
                guard !item.row.highlighted, !item.row.keepsWhole, item.detailLines.count > 1 else { return item }
                let first = painter.fitting(item.detailLines.joined(separator: " "), width: width, size: ChromeStyle.smallSize)
                return (item.row, [first], item.height - CGFloat(item.detailLines.count - 1) * small)
            }[...]
            height = laidOut.reduce(0) { $0 + $1.height }
        }
        if height > room + 0.5 {
            // From the end (the start with `keepsLast`), the highlighted row last of all: it is the lesson (a
            // what-if's result under its change).
            while height > room - line + 0.5, laidOut.count > 1 {
                let index = keepsLast ? laidOut.startIndex
                    : laidOut.lastIndex { !$0.row.highlighted } ?? laidOut.index(before: laidOut.endIndex)
                height -= laidOut.remove(at: index).height
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
            let shown = painter.fitting(row.text, width: rect.maxX - textX, size: ChromeStyle.bodySize, bold: row.highlighted)
            let name = painter.text(shown, at: CGPoint(x: textX, y: y + painter.px(1)), size: ChromeStyle.bodySize,
                                    ChromeStyle.text, bold: row.highlighted)
            if let detail = row.detail, item.detailLines.isEmpty {
                painter.text(detail, at: CGPoint(x: textX + name.width + painter.px(8), y: y + painter.px(2.5)),
                             size: ChromeStyle.smallSize, row.color)
            }
            var detailY = y + line
            if let lane = row.lane {
                drawLane(lane, in: CGRect(x: textX, y: detailY, width: rect.maxX - textX, height: laneHeight(painter)), painter)
                detailY += laneHeight(painter)
            }
            for detailLine in item.detailLines {
                painter.text(detailLine, at: CGPoint(x: textX, y: detailY), size: ChromeStyle.smallSize, row.color)
                detailY += painter.lineHeight(ChromeStyle.smallSize)
            }
            y += item.height
        }
        if dropped > 0, !keepsLast { y += drawDropped(dropped, "more", at: CGPoint(x: rect.minX, y: y), painter) }
        return y - rect.minY
    }

    /// The key's words, wrapped to `width`; returns the height used.
    private func drawKey(at origin: CGPoint, width: CGFloat, _ painter: ChromePainter) -> CGFloat {
        let line = painter.lineHeight(ChromeStyle.smallSize)
        for word in keyLayout(width: width, painter) {
            painter.text(word.text, at: CGPoint(x: origin.x + word.x, y: origin.y + CGFloat(word.line) * line),
                         size: ChromeStyle.smallSize, word.color, bold: true)
        }
        return keyHeight(width: width, painter)
    }

    private func keyHeight(width: CGFloat, _ painter: ChromePainter) -> CGFloat {
        guard let last = keyLayout(width: width, painter).last else { return 0 }
        return CGFloat(last.line + 1) * painter.lineHeight(ChromeStyle.smallSize) + painter.px(2)
    }

    /// Each key word's place: its line, and its x from the section's left.
    private func keyLayout(width: CGFloat, _ painter: ChromePainter) -> [(text: String, color: DrawColor, x: CGFloat, line: Int)] {
        var x: CGFloat = 0, line = 0
        return (rows.isEmpty ? [] : key).map { color, word in
            let w = painter.measure(word, size: ChromeStyle.smallSize, bold: true).width
            if x > 0, x + w > width { (x, line) = (0, line + 1) }
            defer { x += w + painter.px(10) }
            return (word, color, x, line)
        }
    }

    private func laneHeight(_ painter: ChromePainter) -> CGFloat { painter.lineHeight(ChromeStyle.smallSize) * 0.9 }

    /// The lane: its track, then each span over it (a thin one half as tall).
    private func drawLane(_ lane: [Span], in rect: CGRect, _ painter: ChromePainter) {
        let track = rect.insetBy(dx: 0, dy: rect.height * 0.2)
        painter.fill(track, ChromeStyle.separator, radius: painter.px(2))
        for span in lane {
            let from = track.minX + track.width * min(max(span.from, 0), 1)
            let to = max(from + painter.px(3), track.minX + track.width * min(max(span.to, 0), 1))
            let bar = span.thin ? track.insetBy(dx: 0, dy: track.height * 0.3) : track
            painter.fill(CGRect(x: from, y: bar.minY, width: min(to, track.maxX + painter.px(3)) - from, height: bar.height),
                         span.color, radius: painter.px(2))
        }
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
        return painter.lineHeight(ChromeStyle.smallSize) + painter.px(2) + keyHeight(width: width, painter) + rowsHeight
    }

    /// Each row with its detail's lines under it (none when the detail fits beside the name) and its height.
    private func layout(width: CGFloat, painter: ChromePainter)
        -> [(row: Row, detailLines: [String], height: CGFloat)]
    {
        let line = painter.lineHeight(ChromeStyle.bodySize)
        let textWidth = width - line * 0.8 - painter.px(8)
        return rows.map { row in
            let top = line + (row.lane == nil ? 0 : laneHeight(painter))
            guard let detail = row.detail else { return (row, [], top) }
            let inline = painter.measure(row.text, size: ChromeStyle.bodySize, bold: row.highlighted).width
                + painter.px(8) + painter.measure(detail, size: ChromeStyle.smallSize).width
            guard inline > textWidth else { return (row, [], top) }
            let lines = painter.wrap(detail, width: textWidth, size: ChromeStyle.smallSize)
            return (row, lines, top + CGFloat(lines.count) * painter.lineHeight(ChromeStyle.smallSize))
        }
    }

    private func drawBadge(of row: Row, at centre: CGPoint, radius: CGFloat, painter: ChromePainter) {
        painter.badge(row.badge, shape: row.shape, at: centre, radius: row.badge == nil ? radius * 0.6 : radius,
                      row.color, hollow: row.hollow, inside: ChromeStyle.panel, labelSize: ChromeStyle.smallSize * 0.9, halo: false)
    }
}

import Dispatcher
import Foundation
import Session

/// The dispatch log in the seeds' notation, newest at the bottom: inputs in blue, the machinery's notes in
/// grey, the example's own lines in yellow, the record stepped to highlighted; a long line wraps (its explanation
/// is the part that matters), its continuation indented. Only revealed records show (see
/// `StepCursor`); a line at the bottom counts the hidden ones. Scrolled with the wheel.
@MainActor
package enum LogPanel {
    package static func draw(_ log: DispatchLog, cursor: StepCursor, scroll: Int, in rect: CGRect, painter: ChromePainter) {
        let records = log.records
        let line = painter.lineHeight(ChromeStyle.smallSize)
        let hidden = cursor.hidden(count: records.count)
        let header = "LOG  \(cursor.revealed) records" + (scroll > 0 ? " · scrolled (wheel)" : "")
        painter.text(header, at: rect.origin, size: ChromeStyle.smallSize, ChromeStyle.secondaryText, bold: true)
        let top = rect.minY + line + painter.px(2)
        var bottom = rect.maxY
        if hidden > 0 {
            bottom -= line
            painter.text("▸ \(hidden) more, hidden until stepped to", at: CGPoint(x: rect.minX, y: bottom),
                         size: ChromeStyle.smallSize, ChromeStyle.paused)
        }
        // A frame too small for one line (a 200×200 shot) shows none: never Int(NaN) from a zero line height.
        let rows = line > 0 ? ((bottom - top) / line).rounded(.down) : 0
        let capacity = rows.isFinite ? Int(max(0, min(rows, 10_000))) : 0
        let last = cursor.revealed - 1 - scroll
        guard capacity > 0, last >= 0 else { return }
        // Newest at the bottom, each record wrapped to the panel's width (the explanations are the long lines):
        // gather records upwards from the last until the rows are full.
        let indent = painter.px(12)
        var shown: [(index: Int, lines: [String])] = []
        var used = 0
        var index = last
        while index >= 0, used < capacity {
            let lines = wrapped(records[index].text, width: rect.width, indent: indent, painter: painter)
            shown.append((index, lines))
            used += lines.count
            index -= 1
        }
        painter.clip(CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top))
        // When the oldest shown record does not fit whole, its first lines go above the top (clipped).
        var y = top - CGFloat(max(0, used - capacity)) * line
        for (index, lines) in shown.reversed() {
            let record = records[index]
            if index == cursor.current {
                painter.fill(CGRect(x: rect.minX - painter.px(4), y: y, width: rect.width + painter.px(8),
                                    height: CGFloat(lines.count) * line), ChromeStyle.stepHighlight, radius: painter.px(3))
            }
            for (number, text) in lines.enumerated() {
                painter.text(text, at: CGPoint(x: rect.minX + (number == 0 ? 0 : indent), y: y), size: ChromeStyle.smallSize,
                             color(of: record), bold: index == cursor.current)
                y += line
            }
        }
        painter.clip(nil)
    }

    /// A record's text in lines that fit `width`, the continuation lines indented.
    private static func wrapped(_ text: String, width: CGFloat, indent: CGFloat, painter: ChromePainter) -> [String] {
        let first = painter.wrap(text, width: width, size: ChromeStyle.smallSize)
        guard first.count > 1 else { return first.isEmpty ? [""] : first }
        // Wrap the rest again at the indented width.
        let rest = String(text.dropFirst(first[0].count)).trimmingCharacters(in: .whitespaces)
        return [first[0]] + painter.wrap(rest, width: width - indent, size: ChromeStyle.smallSize)
    }

    package static func color(of record: DispatchRecord) -> DrawColor {
        switch record.kind {
        case .input: ChromeStyle.inputLine
        case .trace where record.isUserLine: ChromeStyle.userLine
        case .trace where record.text.hasPrefix("# "): ChromeStyle.noteLine
        case .trace: ChromeStyle.text
        }
    }
}

import Dispatcher
import Foundation
import Session

/// The dispatch log in the seeds' notation, newest at the bottom: inputs in blue, the machinery's notes in
/// grey, the example's own lines in yellow, the record stepped to highlighted. Only revealed records show (see
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
        let first = max(0, last - capacity + 1)
        painter.clip(CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top))
        for (row, index) in (first...last).enumerated() {
            let y = top + CGFloat(row) * line
            if index == cursor.current {
                painter.fill(CGRect(x: rect.minX - painter.px(4), y: y, width: rect.width + painter.px(8), height: line),
                             ChromeStyle.stepHighlight, radius: painter.px(3))
            }
            let record = records[index]
            painter.text(record.text, at: CGPoint(x: rect.minX, y: y), size: ChromeStyle.smallSize, color(of: record),
                         bold: index == cursor.current)
        }
        painter.clip(nil)
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

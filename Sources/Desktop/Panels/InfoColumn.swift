import Dispatcher
import Foundation
import Session

/// The column beside the phone: the legend of the phone's marks, the overlays' lists stacked under it, each as
/// tall as its rows (shortened together when they do not all fit), and the log filling the rest.
@MainActor
package enum InfoColumn {
    /// The log keeps this many lines when shown, unless the lists above need the room: then it gives it up to
    /// `leastLogLines` before they are shortened (on a projector the panels are the lesson, the log its evidence).
    package static let minimumLogLines: CGFloat = 8
    package static let leastLogLines: CGFloat = 3

    package static func draw(legend: [LegendEntry] = [], sections: [InfoSection],
                             log: (log: DispatchLog, cursor: StepCursor, scroll: Int)?, in rect: CGRect,
                             painter: ChromePainter, targets: inout [ClickTarget]) {
        let pad = painter.px(14), gap = painter.px(14)
        var inner = rect.insetBy(dx: pad, dy: pad)
        if !legend.isEmpty {
            MarkLegend.draw(legend, at: inner.origin, width: inner.width, painter: painter)
            let height = MarkLegend.height(legend, width: inner.width, painter: painter) + painter.px(8)
            inner = CGRect(x: inner.minX, y: inner.minY + height, width: inner.width, height: max(0, inner.height - height))
        }
        let natural = sections.map { $0.naturalHeight(width: inner.width, with: painter) }
        let gaps = CGFloat(sections.count) * gap
        let logLine = painter.lineHeight(ChromeStyle.smallSize)
        let logMinimum = log == nil ? 0 : max(leastLogLines * logLine,
                                              min(minimumLogLines * logLine, inner.height - natural.reduce(0, +) - gaps))
        let room = max(0, inner.height - logMinimum - gaps)
        // A section cut to the least keeps its title and a row or the count of those left out.
        let least = painter.lineHeight(ChromeStyle.smallSize) + painter.px(2) + 2 * painter.lineHeight(ChromeStyle.bodySize)
        let heights = shared(room, natural: natural, focus: sections.map(\.isFocus), least: least)
        var y = inner.minY
        for (section, height) in zip(sections, heights) {
            let used = section.draw(in: CGRect(x: inner.minX, y: y, width: inner.width, height: height),
                                    with: painter, targets: &targets)
            y += used + gap
        }
        if let log {
            if !sections.isEmpty {
                painter.fill(CGRect(x: inner.minX, y: y - gap / 2, width: inner.width, height: painter.px(1)),
                             ChromeStyle.separator)
            }
            LogPanel.draw(log.log, cursor: log.cursor, scroll: log.scroll,
                          in: CGRect(x: inner.minX, y: y, width: inner.width, height: inner.maxY - y), painter: painter)
        }
    }

    /// Each section's height in `room`: all as tall as they want when they fit; else the focused section keeps its
    /// height (leaving the others `least` each), and the others share the rest with the tallest cut first, to one
    /// height: a short list stays whole, a long one loses rows.
    nonisolated static func shared(_ room: CGFloat, natural: [CGFloat], focus: [Bool], least: CGFloat) -> [CGFloat] {
        guard natural.reduce(0, +) > room else { return natural }
        let others = zip(natural, focus).filter { !$0.1 }.map { min($0.0, least) }.reduce(0, +)
        let focused = zip(natural, focus).map { $0.1 ? min($0.0, max(0, room - others)) : 0 }
        var rest = max(0, room - focused.reduce(0, +))
        let unfocused = zip(natural, focus).filter { !$0.1 }.map(\.0).sorted()
        var cap = unfocused.last ?? 0
        for (index, height) in unfocused.enumerated() {
            let sharing = CGFloat(unfocused.count - index)
            if height * sharing > rest { cap = rest / sharing; break }
            rest -= height
        }
        return zip(natural, focus).enumerated().map { index, item in item.1 ? focused[index] : min(item.0, cap) }
    }
}

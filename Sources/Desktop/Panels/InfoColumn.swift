import Dispatcher
import Foundation
import Session

/// The column beside the phone: the legend of the phone's marks, the overlays' lists stacked under it, each as
/// tall as its rows (shortened together when they do not all fit), and the log filling the rest.
@MainActor
package enum InfoColumn {
    /// The log always keeps at least this many lines when shown.
    package static let minimumLogLines: CGFloat = 8

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
        let logMinimum = log == nil ? 0 : minimumLogLines * painter.lineHeight(ChromeStyle.smallSize)
        let natural = sections.map { $0.naturalHeight(width: inner.width, with: painter) }
        let gaps = CGFloat(sections.count) * gap
        let room = max(0, inner.height - logMinimum - gaps)
        let total = natural.reduce(0, +)
        let factor = total > room && total > 0 ? room / total : 1
        var y = inner.minY
        for (section, height) in zip(sections, natural) {
            let used = section.draw(in: CGRect(x: inner.minX, y: y, width: inner.width, height: height * factor),
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
}

import Foundation
import Session

/// The presenter's one side panel: at its head the example's title (and its summary until the first touch) and
/// the state of time; under them the one section the current step needs (`Workbench.presenterPanel`), its text
/// a fifth larger than the info column's, so a room reads it. Tab chooses another.
@MainActor
package enum PresenterPanel {
    /// How much larger than the window's other panels the presenter's panel writes.
    package static let textFactor: CGFloat = 1.2

    package static func draw(_ bench: Workbench, frame: OverlayFrame, status: String?, in rect: CGRect,
                              painter base: ChromePainter, targets: inout [ClickTarget]) {
        let painter = base.scaled(by: textFactor)
        let pad = painter.px(14)
        let inner = rect.insetBy(dx: pad, dy: pad)
        let panel = bench.presenterPanel
        var y = inner.minY
        for line in painter.wrap(bench.session.example.title, width: inner.width, size: ChromeStyle.titleSize, bold: true) {
            painter.text(line, at: CGPoint(x: inner.minX, y: y), size: ChromeStyle.titleSize, ChromeStyle.text, bold: true)
            y += painter.lineHeight(ChromeStyle.titleSize)
        }
        let variants = bench.session.example.variants
        let variant = variants.isEmpty ? "" : " · V: variant (now \(bench.session.variant ?? "the default"))"
        let hint = (bench.settings.presenterPanel == nil ? "this step's panel" : "chosen with Tab")
            + " · Tab: next panel\(variant) · H: keys · F5: leave"
        // Before the first touch, what the scene is about (the caption under the phone says what to try).
        let task = bench.feeds.lastTouchDown.last == nil ? bench.session.example.summary : nil
        for (text, color) in [(task, ChromeStyle.text), (status, ChromeStyle.paused), (hint, ChromeStyle.secondaryText)] {
            guard let text else { continue }
            for line in painter.wrap(text, width: inner.width, size: ChromeStyle.smallSize, bold: color == ChromeStyle.paused) {
                painter.text(line, at: CGPoint(x: inner.minX, y: y), size: ChromeStyle.smallSize, color,
                             bold: color == ChromeStyle.paused)
                y += painter.lineHeight(ChromeStyle.smallSize)
            }
        }
        y += painter.px(8)
        painter.fill(CGRect(x: inner.minX, y: y, width: inner.width, height: painter.px(1)), ChromeStyle.separator)
        // The column pads its rectangle itself.
        let top = y + painter.px(10) - pad
        let below = CGRect(x: rect.minX, y: top, width: rect.width, height: max(0, rect.maxY - top))
        let settings = bench.settings
        InfoColumn.draw(
            // The marks on the phone explained whatever the panel: its numbers stay drawn beside another panel.
            legend: LegendEntry.entries(hitTest: settings.shows(.hitTest),
                                        chain: settings.shows(.chain) && panel != .hitTest),
            sections: panel == .log ? [] : [OverlayUnits.unit(for: panel).section(frame)].compactMap { $0 },
            log: panel == .log ? (bench.sim.log, bench.cursor, bench.chrome.logScroll) : nil,
            in: below, painter: painter, targets: &targets)
    }
}

import Foundation

/// The keys and the mouse, in a panel over the window (H or ?; a click or Esc closes it). Made from
/// `KeyBindings.table`, so it never disagrees with what the keys do.
@MainActor
enum HelpOverlay {
    static func draw(in bounds: CGRect, painter: ChromePainter, targets: inout [ClickTarget]) {
        painter.fill(bounds, ChromeStyle.shade)
        let rows = KeyBindings.table.map { ($0.label, $0.help) } + [("", "")] + KeyBindings.mouseHelp
            + [("", "Other keys go to the app's first responder.")]
        let line = painter.lineHeight(ChromeStyle.bodySize)
        let labelWidth = rows.map { painter.measure($0.0, size: ChromeStyle.bodySize, bold: true).width }.max() ?? 0
        let helpWidth = rows.map { painter.measure($0.1, size: ChromeStyle.bodySize).width }.max() ?? 0
        let pad = painter.px(20)
        let size = CGSize(width: labelWidth + helpWidth + 3 * pad,
                          height: CGFloat(rows.count + 2) * line + 2 * pad)
        let panel = CGRect(x: bounds.midX - size.width / 2, y: max(bounds.minY, bounds.midY - size.height / 2),
                           width: size.width, height: size.height)
        painter.fill(panel, ChromeStyle.panel, radius: painter.px(12))
        painter.stroke(panel, ChromeStyle.separator, width: painter.px(1), radius: painter.px(12))
        var y = panel.minY + pad
        painter.text("Keys", at: CGPoint(x: panel.minX + pad, y: y), size: ChromeStyle.titleSize, ChromeStyle.text,
                     bold: true)
        y += 2 * line
        for (label, help) in rows {
            painter.text(label, at: CGPoint(x: panel.minX + pad, y: y), size: ChromeStyle.bodySize, ChromeStyle.accent,
                         bold: true)
            painter.text(help, at: CGPoint(x: panel.minX + 2 * pad + labelWidth, y: y), size: ChromeStyle.bodySize,
                         ChromeStyle.text)
            y += line
        }
        targets.append(ClickTarget(rect: bounds, command: .help))
    }
}

import ExampleKit
import Foundation
import Session

/// The examples, one entry each: title and seed; the selected one opens to its summary and its variants.
/// Clicking an entry or a variant switches the scene. Scrolled with the wheel.
@MainActor
package enum GallerySidebar {
    /// Draws the list in `rect`, scrolled down by `scroll` pixels (or as little as shows the selected entry
    /// whole, with `revealSelection`), and adds a click target for each entry and variant; returns the scroll
    /// used, clamped to the list's length.
    package static func draw(_ examples: [Example], selected: Int?, variant: String?, scroll: CGFloat, revealSelection: Bool, in rect: CGRect,
                     painter: ChromePainter, targets: inout [ClickTarget]) -> CGFloat {
        let pad = painter.px(12)
        painter.text("EXAMPLES  PgUp/PgDn", at: CGPoint(x: rect.minX + pad, y: rect.minY + pad),
                     size: ChromeStyle.smallSize, ChromeStyle.secondaryText, bold: true)
        let top = rect.minY + pad + painter.lineHeight(ChromeStyle.smallSize) + painter.px(6)
        let list = CGRect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top)
        let entries = examples.indices.map {
            Entry(index: $0, example: examples[$0], isSelected: $0 == selected, width: rect.width - 2 * pad,
                  painter: painter)
        }
        let gap = painter.px(4)
        let length = entries.reduce(0) { $0 + $1.height + gap }
        var scroll = scroll
        if revealSelection, let selected {
            let top = entries.prefix(selected).reduce(0) { $0 + $1.height + gap }
            scroll = min(max(scroll, top + entries[selected].height - list.height), top)
        }
        scroll = max(0, min(scroll, length - list.height))
        painter.clip(list)
        var y = top - scroll
        for entry in entries {
            let frame = CGRect(x: rect.minX + pad / 2, y: y, width: rect.width - pad, height: entry.height)
            if frame.intersects(list) {
                entry.draw(in: frame, inset: pad / 2, variant: variant, painter: painter, visible: list,
                           targets: &targets)
            }
            y += entry.height + gap
        }
        painter.clip(nil)
        return scroll
    }

    /// One example's entry, laid out for a width.
    @MainActor
    private struct Entry {
        package let index: Int
        package let isSelected: Bool
        package let example: Example
        /// The summary's lines, the instructions' (an exercise's "Try: …") and the variant chips (frames from the
        /// chips' top-left), when selected.
        package let summary: [String]
        /// The title's lines: it wraps rather than being cut at the column's edge.
        package let title: [String]
        package let instructions: [String]
        package let chips: [(variant: String?, label: String, frame: CGRect)]
        package let height: CGFloat
        private let titleLine: CGFloat, smallLine: CGFloat, pad: CGFloat

        package init(index: Int, example: Example, isSelected: Bool, width: CGFloat, painter: ChromePainter) {
            self.index = index
            self.isSelected = isSelected
            self.example = example
            (titleLine, smallLine, pad) = (
                painter.lineHeight(ChromeStyle.bodySize), painter.lineHeight(ChromeStyle.smallSize), painter.px(6)
            )
            title = painter.wrap(example.title, width: width, size: ChromeStyle.bodySize, bold: true)
            summary = isSelected ? painter.wrap(example.summary, width: width, size: ChromeStyle.smallSize) : []
            instructions = isSelected
                ? example.instructions.map { painter.wrap("Try: " + $0, width: width, size: ChromeStyle.smallSize, bold: true) } ?? []
                : []
            let variants = isSelected && !example.variants.isEmpty ? [nil] + example.variants.map(Optional.some) : []
            chips = Entry.flow(variants, width: width, painter: painter)
            var height = 2 * pad + CGFloat(max(1, title.count)) * titleLine + smallLine
            if isSelected { height += pad + CGFloat(summary.count) * smallLine }
            if !instructions.isEmpty { height += pad + CGFloat(instructions.count) * smallLine }
            if let last = chips.last { height += pad + last.frame.maxY }
            self.height = height
        }

        package func draw(in frame: CGRect, inset: CGFloat, variant: String?, painter: ChromePainter, visible: CGRect,
                  targets: inout [ClickTarget]) {
            if isSelected {
                painter.fill(frame, ChromeStyle.selection, radius: painter.px(8))
            } else {
                targets.append(ClickTarget(rect: frame.intersection(visible), command: .selectExample(index: index)))
            }
            let x = frame.minX + inset
            var y = frame.minY + pad
            for line in title {
                painter.text(line, at: CGPoint(x: x, y: y), size: ChromeStyle.bodySize, ChromeStyle.text, bold: true)
                y += titleLine
            }
            if title.isEmpty { y += titleLine }
            let source = example.seed.isEmpty ? example.id : "seed \(example.seed) · \(example.id)"
            painter.text(painter.fitting(source, width: frame.maxX - x - inset, size: ChromeStyle.smallSize),
                         at: CGPoint(x: x, y: y), size: ChromeStyle.smallSize, ChromeStyle.secondaryText)
            y += smallLine
            guard isSelected else { return }
            y += pad
            for line in summary {
                painter.text(line, at: CGPoint(x: x, y: y), size: ChromeStyle.smallSize, ChromeStyle.text)
                y += smallLine
            }
            if !instructions.isEmpty { y += pad }
            for line in instructions {
                painter.text(line, at: CGPoint(x: x, y: y), size: ChromeStyle.smallSize, ChromeStyle.userLine, bold: true)
                y += smallLine
            }
            y += pad
            for chip in chips {
                let chipFrame = chip.frame.offsetBy(dx: x, dy: y)
                let isOn = chip.variant == variant
                painter.fill(chipFrame, isOn ? ChromeStyle.accent : ChromeStyle.button, radius: chipFrame.height / 2)
                painter.text(chip.label, centredAt: CGPoint(x: chipFrame.midX, y: chipFrame.midY),
                             size: ChromeStyle.smallSize, ChromeStyle.text, bold: isOn)
                targets.append(ClickTarget(rect: chipFrame.intersection(visible), command: .selectVariant(chip.variant)))
            }
        }

        /// Chips ("default" for nil) flowed into lines `width` wide.
        private static func flow(_ variants: [String?], width: CGFloat, painter: ChromePainter)
            -> [(variant: String?, label: String, frame: CGRect)]
        {
            let height = painter.lineHeight(ChromeStyle.smallSize) + painter.px(6)
            let gap = painter.px(6)
            var (x, y): (CGFloat, CGFloat) = (0, 0)
            return variants.map { variant in
                let label = variant ?? "default"
                let chipWidth = painter.measure(label, size: ChromeStyle.smallSize, bold: true).width + painter.px(18)
                if x > 0, x + chipWidth > width {
                    x = 0
                    y += height + gap
                }
                defer { x += chipWidth + gap }
                return (variant, label, CGRect(x: x, y: y, width: chipWidth, height: height))
            }
        }
    }
}

/// A place in the window a click acts on.
package struct ClickTarget {
    package let rect: CGRect
    package let command: WindowCommand
}

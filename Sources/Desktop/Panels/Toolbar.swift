import Foundation
import Session

/// The row across the top of the window: a button per overlay and for the workshop controls, each showing its
/// key. Buttons flow onto a second line when the window is narrow; a compact toolbar (a short window, where the
/// phone's height is what a second line would take) keeps to one line and leaves out the buttons whose keys say
/// least — speed, then stepping, then record and fonts — since every key still works and Help lists them all.
@MainActor
package struct Toolbar {
    package struct Button {
        package let key: String
        package let label: String
        package let command: WindowCommand
        package var isOn = false
        /// Its colour when on.
        package var onColor = ChromeStyle.accent
        /// Which buttons a compact toolbar leaves out first: the highest number goes first; 0 always stays.
        package var dropOrder = 1
    }

    package let buttons: [Button]

    /// The most of the window's height the toolbar takes before it is compacted to one line: more, and the
    /// phone — which on a landscape projector is as tall as the window lets it be — would shrink for buttons.
    package static let compactShare: CGFloat = 0.10

    package init(settings: WorkshopSettings, isRecording: Bool = false) {
        buttons = Self.buttons(settings: settings, isRecording: isRecording)
    }

    private init(buttons: [Button]) { self.buttons = buttons }

    private static func buttons(settings: WorkshopSettings, isRecording: Bool) -> [Button] {
        Overlay.allCases.map { overlay in
            Button(key: overlay.key.map { String($0) } ?? "", label: OverlayUnits.unit(for: overlay).title, command: .toggle(overlay),
                   isOn: settings.shows(overlay))
        } + [
            Button(key: "Space", label: settings.isPaused ? "Resume" : "Pause", command: .pause, isOn: settings.isPaused),
            Button(key: "→", label: "Step", command: .step(forward: true), dropOrder: 3),
            Button(key: "Shift+→", label: "Visit", command: .stepBy(.visit, forward: true), dropOrder: 3),
            Button(key: "Ctrl+→", label: "Phase", command: .stepBy(.phase, forward: true), dropOrder: 3),
            Button(key: "[", label: "Slower", command: .slower, dropOrder: 4),
            Button(key: "]", label: "Faster", command: .faster, dropOrder: 4),
            Button(key: "R", label: "Record", command: .record, isOn: isRecording, onColor: ChromeStyle.recording,
                   dropOrder: 2),
            Button(key: "F", label: "Large", command: .largeFonts, isOn: settings.largeFonts, dropOrder: 2),
            Button(key: "?", label: "Help", command: .help, isOn: settings.showsHelp, dropOrder: 0),
        ]
    }

    /// Draws the toolbar across the top of `width` pixels, adds its buttons' click targets, returns its height.
    package func draw(width: CGFloat, painter: ChromePainter, targets: inout [ClickTarget]) -> CGFloat {
        let layout = self.layout(width: width, painter: painter)
        painter.fill(CGRect(x: 0, y: 0, width: width, height: layout.height), ChromeStyle.panel)
        painter.fill(CGRect(x: 0, y: layout.height - painter.px(1), width: width, height: painter.px(1)),
                     ChromeStyle.separator)
        for (button, frame) in zip(buttons, layout.frames) {
            painter.fill(frame, button.isOn ? button.onColor : ChromeStyle.button, radius: painter.px(6))
            let keyWidth = painter.text(button.key, at: CGPoint(x: frame.minX + painter.px(8), y: frame.minY + painter.px(5)),
                                        size: ChromeStyle.smallSize, button.isOn ? ChromeStyle.text : ChromeStyle.secondaryText,
                                        bold: true).width
            painter.text(button.label, at: CGPoint(x: frame.minX + painter.px(14) + keyWidth, y: frame.minY + painter.px(5)),
                         size: ChromeStyle.smallSize, ChromeStyle.text)
            targets.append(ClickTarget(rect: frame, command: button.command))
        }
        return layout.height
    }

    /// The height the toolbar takes at `width` pixels.
    package func height(width: CGFloat, painter: ChromePainter) -> CGFloat { layout(width: width, painter: painter).height }

    /// This toolbar on one line at `width` pixels: the buttons with the highest `dropOrder` left out, last first,
    /// until the rest fit (the ones with 0 always stay).
    package func compacted(width: CGFloat, painter: ChromePainter) -> Toolbar {
        let oneLine = layout(width: .greatestFiniteMagnitude, painter: painter).height
        var kept = buttons
        let leavingOrder = buttons.indices.filter { buttons[$0].dropOrder > 0 }
            .sorted { (buttons[$0].dropOrder, $0) > (buttons[$1].dropOrder, $1) }
        var left: Set<Int> = []
        for index in leavingOrder where Toolbar(buttons: kept).height(width: width, painter: painter) > oneLine {
            left.insert(index)
            kept = buttons.indices.filter { !left.contains($0) }.map { buttons[$0] }
        }
        return Toolbar(buttons: kept)
    }

    private func layout(width: CGFloat, painter: ChromePainter) -> (frames: [CGRect], height: CGFloat) {
        let pad = painter.px(10), gap = painter.px(6)
        let buttonHeight = painter.lineHeight(ChromeStyle.smallSize) + painter.px(10)
        var (x, y) = (pad, pad)
        var frames: [CGRect] = []
        for button in buttons {
            let keyWidth = painter.measure(button.key, size: ChromeStyle.smallSize, bold: true).width
            let labelWidth = painter.measure(button.label, size: ChromeStyle.smallSize).width
            let buttonWidth = keyWidth + labelWidth + painter.px(22)
            if x > pad, x + buttonWidth > width - pad {
                x = pad
                y += buttonHeight + gap
            }
            frames.append(CGRect(x: x, y: y, width: buttonWidth, height: buttonHeight))
            x += buttonWidth + gap
        }
        return (frames, y + buttonHeight + pad)
    }
}

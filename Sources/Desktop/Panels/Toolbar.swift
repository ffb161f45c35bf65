import Foundation
import Session

/// The row across the top of the window: a button per overlay and for the workshop controls, each showing its
/// key. Buttons flow onto a second line when the window is narrow.
@MainActor
package struct Toolbar {
    package struct Button {
        package let key: String
        package let label: String
        package let command: WindowCommand
        package var isOn = false
        /// Its colour when on.
        package var onColor = ChromeStyle.accent
    }

    package let buttons: [Button]

    package init(settings: WorkshopSettings, isRecording: Bool = false) {
        buttons = Overlay.allCases.map { overlay in
            Button(key: overlay.key.map { String($0) } ?? "", label: OverlayUnits.unit(for: overlay).title, command: .toggle(overlay),
                   isOn: settings.shows(overlay))
        } + [
            Button(key: "Space", label: settings.isPaused ? "Resume" : "Pause", command: .pause, isOn: settings.isPaused),
            Button(key: "→", label: "Step", command: .step(forward: true)),
            Button(key: "Shift+→", label: "Visit", command: .stepBy(.visit, forward: true)),
            Button(key: "Ctrl+→", label: "Phase", command: .stepBy(.phase, forward: true)),
            Button(key: "[", label: "Slower", command: .slower),
            Button(key: "]", label: "Faster", command: .faster),
            Button(key: "R", label: "Record", command: .record, isOn: isRecording, onColor: ChromeStyle.recording),
            Button(key: "F", label: "Large", command: .largeFonts, isOn: settings.largeFonts),
            Button(key: "?", label: "Help", command: .help, isOn: settings.showsHelp),
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

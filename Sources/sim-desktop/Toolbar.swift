import Foundation

/// The row across the top of the window: a button per overlay and for the workshop controls (each showing its
/// key), and the state (paused, slow motion, a message). Buttons flow onto a second line when the window is
/// narrow.
@MainActor
struct Toolbar {
    struct Button {
        let key: String
        let label: String
        let command: WindowCommand
        var isOn = false
    }

    let buttons: [Button]
    /// The state on the right: paused, the speed, a flash message.
    let status: String?

    init(settings: WorkshopSettings, flash: String?) {
        buttons = Overlay.allCases.map { overlay in
            Button(key: String(overlay.key), label: overlay.title, command: .toggle(overlay),
                   isOn: settings.shows(overlay))
        } + [
            Button(key: "Space", label: settings.isPaused ? "Resume" : "Pause", command: .pause, isOn: settings.isPaused),
            Button(key: "→", label: "Step", command: .step(forward: true)),
            Button(key: "[", label: "Slower", command: .slower),
            Button(key: "]", label: "Faster", command: .faster),
            Button(key: "F", label: "Large", command: .largeFonts, isOn: settings.largeFonts),
            Button(key: "?", label: "Help", command: .help, isOn: settings.showsHelp),
        ]
        var status: [String] = []
        if settings.isPaused { status.append("PAUSED") }
        if settings.speed != 1 { status.append("speed " + settings.speedLabel) }
        if let flash { status.append(flash) }
        self.status = status.isEmpty ? nil : status.joined(separator: " · ")
    }

    /// Draws the toolbar across the top of `width` pixels, adds its buttons' click targets, returns its height.
    func draw(width: CGFloat, painter: ChromePainter, targets: inout [ClickTarget]) -> CGFloat {
        let layout = self.layout(width: width, painter: painter)
        painter.fill(CGRect(x: 0, y: 0, width: width, height: layout.height), ChromeStyle.panel)
        painter.fill(CGRect(x: 0, y: layout.height - painter.px(1), width: width, height: painter.px(1)),
                     ChromeStyle.separator)
        for (button, frame) in zip(buttons, layout.frames) {
            painter.fill(frame, button.isOn ? ChromeStyle.accent : ChromeStyle.button, radius: painter.px(6))
            let keyWidth = painter.text(button.key, at: CGPoint(x: frame.minX + painter.px(8), y: frame.minY + painter.px(5)),
                                        size: ChromeStyle.smallSize, button.isOn ? ChromeStyle.text : ChromeStyle.secondaryText,
                                        bold: true).width
            painter.text(button.label, at: CGPoint(x: frame.minX + painter.px(14) + keyWidth, y: frame.minY + painter.px(5)),
                         size: ChromeStyle.smallSize, ChromeStyle.text)
            targets.append(ClickTarget(rect: frame, command: button.command))
        }
        if let status, let origin = layout.statusOrigin {
            painter.text(status, at: origin, size: ChromeStyle.bodySize, ChromeStyle.paused, bold: true)
        }
        return layout.height
    }

    /// The height the toolbar takes at `width` pixels.
    func height(width: CGFloat, painter: ChromePainter) -> CGFloat { layout(width: width, painter: painter).height }

    private func layout(width: CGFloat, painter: ChromePainter)
        -> (frames: [CGRect], statusOrigin: CGPoint?, height: CGFloat)
    {
        let pad = painter.px(10), gap = painter.px(6)
        let buttonHeight = painter.lineHeight(ChromeStyle.smallSize) + painter.px(10)
        let statusWidth = status.map { painter.measure($0, size: ChromeStyle.bodySize, bold: true).width + pad } ?? 0
        let left = pad
        var (x, y) = (left, pad)
        var frames: [CGRect] = []
        for button in buttons {
            let keyWidth = painter.measure(button.key, size: ChromeStyle.smallSize, bold: true).width
            let labelWidth = painter.measure(button.label, size: ChromeStyle.smallSize).width
            let buttonWidth = keyWidth + labelWidth + painter.px(22)
            if x > left, x + buttonWidth > width - pad - statusWidth {
                x = left
                y += buttonHeight + gap
            }
            frames.append(CGRect(x: x, y: y, width: buttonWidth, height: buttonHeight))
            x += buttonWidth + gap
        }
        let height = y + buttonHeight + pad
        let statusOrigin = status.map { _ in
            CGPoint(x: width - statusWidth, y: pad + (buttonHeight - painter.lineHeight(ChromeStyle.bodySize)) / 2)
        }
        return (frames, statusOrigin, height)
    }
}

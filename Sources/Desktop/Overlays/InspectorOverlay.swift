import Diagnosis
import Dispatcher
import Foundation
import Session
@_spi(Engine) import ViewModel

/// The selected view: outlined on the phone in a style no other overlay uses (a thick white line inside a black
/// one, legible on any scene colour), and beside it "why (not) this view?" for the last touch-down, then what
/// the inspector reads (`ViewInspection`): geometry and flags, the last pass's visit, recognizers, a control's
/// actions, a scroll view's flags, the responder chain.
@MainActor
package struct InspectorOverlay: OverlayUnit {
    package let overlay = Overlay.inspector
    package let title = "Inspector"
    package let helpName = "the selected view's inspector"
    /// Over the outlines and badges: the selection is what the presenter is pointing at.
    package var layer: Int { 4 }

    package func draw(_ frame: OverlayFrame, painter: ChromePainter, badges: inout BadgePlacement) {
        guard let view = frame.bench.inspector.selected, view.window != nil else { return }
        let corners = HitTestOverlay.screenCorners(of: view, viewport: frame.viewport)
        painter.polygonEdge(corners, ChromeStyle.bezel, width: painter.px(6))
        painter.polygonEdge(corners, ChromeStyle.text, width: painter.px(3))
    }

    package func section(_ frame: OverlayFrame) -> InfoSection? {
        let bench = frame.bench
        guard let view = bench.inspector.selected else {
            return InfoSection(title: "INSPECTOR", rows: [],
                               placeholder: bench.inspector.isInspecting ? "click a view on the phone, or ↑ ↓" : "press I, then click a view")
        }
        let names = ViewNames(windows: bench.sim.application.windows)
        // The answer first (rows are cut from the end when the column is short), then what it rests on.
        var rows = [InfoSection.Row(color: ChromeStyle.paused, text: names.name(of: view),
                                    detail: bench.selectedWhy ?? "no touch yet: tap the phone (I leaves inspect mode)",
                                    keepsWhole: true)]
        // Its recognizers' why (the one G chose, else each), as `why --recognizer` says it.
        let own = view.gestureRecognizers ?? []
        let asked = bench.inspector.focusedRecognizer.map { own.indices.contains($0) ? [own[$0]] : [] } ?? own
        let recognizerNames = RecognizerNames(views: names)
        for recognizer in asked.prefix(3) {
            guard let story = SelectedViewWhy.story(of: recognizer, in: bench.sim, revealed: bench.cursor.revealed)
            else { break }
            rows.append(InfoSection.Row(color: RecognizerStateStyle.color(of: story.outcome),
                                        text: "Why " + recognizerNames.name(of: recognizer), detail: story.sentence,
                                        keepsWhole: true))
        }
        for (index, section) in ViewInspection(view, names: names, pass: frame.pass,
                                                           focusedRecognizer: bench.inspector.focusedRecognizer).sections.enumerated() {
            rows.append(InfoSection.Row(color: ChromeStyle.secondaryText, text: index == 0 ? "Geometry" : section.title,
                                        detail: section.lines.joined(separator: "; ")))
        }
        // The answer in the panel's own text colour, the change in the caption's yellow, the evidence grey (system
        // blue on the panel's grey does not read from the back of a room); presenting, a what-if says its change
        // and its sentence, not the counts and log lines they rest on.
        let said: Set<String> = ["What if", "Result", "note"]
        let whatIfRows = bench.whatIfSummary.filter { !bench.settings.presenting || said.contains($0.title) }
        let whatIf = (bench.fixSummary + whatIfRows).map { row in
            let answer = row.title == "Result" || row.title.hasPrefix("Fix"), change = row.title == "What if"
            let color = answer ? ChromeStyle.text : change ? ChromeStyle.paused : ChromeStyle.secondaryText
            // The result (or a fix) is the lesson, the change what it rests on: kept whole when short of room.
            return InfoSection.Row(color: color, text: row.title, detail: row.detail, highlighted: row.title == "Result",
                                   keepsWhole: answer || change)
        }
        rows.insert(contentsOf: whatIf, at: 0)
        var section = InfoSection(title: "INSPECTOR", rows: rows, placeholder: "")
        section.isFocus = true
        return section
    }
}

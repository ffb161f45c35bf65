import Diagnosis
import Dispatcher
import Foundation
import Questions
@_spi(Engine) import ViewModel

/// What-if in the window: flip one of the selected view's flags (or its recognizers'), and the session so far is
/// played again into a fresh world with the change — the window goes on in that world — and compared with the
/// world as it was (`WhatIfComparison`: the first record that differs, and each decision that changed).
extension Workbench {
    /// The selected view's recognizers, with the names `--set` takes.
    package var selectedRecognizers: [(recognizer: UIGestureRecognizer, name: String)] {
        guard let view = inspector.selected else { return [] }
        return names.recognizers(of: sim.application).entries.filter {
            $0.recognizer.view === view
        }
    }

    /// G: the recognizer keys act on the selected view's next recognizer, one at a time, then on all again.
    func focusNextRecognizer() {
        let count = selectedRecognizers.count
        guard count > 0 else {
            inspector.whatIfRefusal = "the selected view has no recognizers"
            return
        }
        inspector.focusedRecognizer = inspector.focusedRecognizer.map { $0 + 1 < count ? $0 + 1 : nil } ?? 0
    }

    func flip(_ property: WhatIfProperty) {
        guard let view = inspector.selected, input.replay == nil else { return }
        guard let changes = changes(flipping: property, of: view) else {
            let name = names.views(of: sim.application).name(of: view)
            inspector.whatIfRefusal = "\(name) has no \(property.name)"
                + (property.isRecognizers ? " (it has no recognizers: select the view that holds them)" : "")
            return
        }
        inspector.whatIfRefusal = nil
        let selectedName = names.views(of: sim.application).name(of: view)
        let focus = inspector.focusedRecognizer
        do throws(QuestionProblem) {
            try whatIf(changes)
        } catch {
            inspector.whatIfRefusal = error.description
            return
        }
        inspector.selected = names.views(of: sim.application).view(named: selectedName)
        inspector.focusedRecognizer = focus  // the same view in the new world: the keys go on acting on the same recognizer
    }

    /// Plays the session so far again with `changes` as well as the window's earlier ones, compares it with the
    /// world as it was (`WhatIfRequest`, as `run --diff`, MCP and the room ask it), and goes on in the changed
    /// world, played once.
    package func whatIf(_ changes: [ViewSetting]) throws(QuestionProblem) {
        var request = WhatIfRequest(example: session.example, variant: session.variant, changes: changes, inputs: inputsSoFar)
        (request.device, request.settings, request.end) = (session.device, session.settings, .at(sim.now))
        (request.continuing, request.echo) = (true, echo)
        let answer = try request.answer()
        inspector.whatIf = answer.report
        stopRecording()
        switchTo(answer.changed)
    }

    /// The inputs the session played so far.
    var inputsSoFar: [InputRecord] {
        sim.log.records.compactMap {
            if case .input(let input) = $0.kind { return input }
            return nil
        }
    }

    /// Goes on in `next`, a fresh world, after playing `inputs` into it up to the time the current world has
    /// reached — a reloaded scene file. A recording is of one world: it stops.
    func continueIn(_ next: ExampleSession, replaying inputs: [InputRecord]) {
        let now = sim.now
        stopRecording()
        for input in inputs { next.sim.play(input) }
        next.sim.advance(to: now)
        switchTo(next)
    }

    /// The last what-if in words, for the inspector: the changes, then what they did in one plain sentence
    /// (`WhatIfOutcome`), then each count that moved and the first record that differs, for whoever reads on.
    package var whatIfSummary: [(title: String, detail: String)] {
        let refusal = inspector.whatIfRefusal.map { [(title: "What if", detail: $0)] } ?? []
        return refusal + (inspector.whatIf?.rows ?? [])
    }

    /// The changes that flip `property` on `view`: on the view itself, or on its recognizers (the focused one, or
    /// each) for a recognizer's flag — and for isEnabled when the view is not a control; alpha goes to 0 and back
    /// to 1. Nil when the view has no such property.
    private func changes(flipping property: WhatIfProperty, of view: UIView) -> [ViewSetting]? {
        let name = names.views(of: sim.application).name(of: view)
        let own = property.onView?.get(view)
        if case .number(let alpha)? = own {
            return [ViewSetting(target: name, property: property, value: .number(alpha > 0.01 ? 0 : 1))]
        }
        if case .flag(let flag)? = own, property.onRecognizer == nil || inspector.focusedRecognizer == nil {
            return [ViewSetting(target: name, property: property, value: .flag(!flag))]
        }
        guard let access = property.onRecognizer else { return nil }
        let all = selectedRecognizers
        let chosen = inspector.focusedRecognizer.map { all.indices.contains($0) ? [all[$0]] : [] } ?? all
        guard !chosen.isEmpty else { return nil }
        return chosen.compactMap { entry in
            guard case .flag(let current)? = access.get(entry.recognizer) else { return nil }
            return ViewSetting(target: entry.name, property: property, value: .flag(!current))
        }
    }
}

import Diagnosis
import Dispatcher
import Foundation
import Questions
@_spi(Engine) import ViewModel

/// Inspecting in the live room: why (not) a view for the last touch-down — the sentence `why --view` prints —
/// and the what-if changes that flip its flags and its recognizers'; a change plays the session so far again in
/// a fresh world with it, as the window's what-if keys do.
extension StudentWorld {
    func select(_ message: ClientMessage) throws(ClientMessage.Refusal) -> String {
        let names = ViewNames(windows: session.sim.application.windows)
        let view: UIView
        if message.view == nil, message.x != nil || message.y != nil {
            // A point: the deepest view drawn there, as the window's inspector picks (interactive or not).
            let (x, y) = try message.point()
            guard let found = DeepestView.at(CGPoint(x: x, y: y), windows: session.sim.application.windowsInHitTestOrder)
            else { throw .init("no view is drawn at (\(Int(x)), \(Int(y)))") }
            view = found
        } else {
            let name = try message.text(message.view, "view")
            guard let named = names.view(named: name) else { throw .init("no view named '\(name)'") }
            view = named
        }
        let name = names.name(of: view)
        let why = SelectedViewWhy.sentence(for: view, in: session.sim, revealed: session.sim.log.records.count)
            ?? "No touch yet: touch the phone, then ask again."
        let recognizers = RecognizerNames(views: names).entries.filter { $0.recognizer.view === view }
        var toggles: [ViewSetting] = []
        for property in WhatIfProperty.all {
            if case .flag(let flag)? = property.onView?.get(view) {
                toggles.append(ViewSetting(target: name, property: property, value: .flag(!flag)))
            }
            guard property.isRecognizers, let access = property.onRecognizer else { continue }
            for entry in recognizers {
                if case .flag(let flag)? = access.get(entry.recognizer) {
                    toggles.append(ViewSetting(target: entry.name, property: property, value: .flag(!flag)))
                }
            }
        }
        return ServerMessage.text(ServerMessage.Selected(
            view: name, why: why, toggles: toggles.map { .init(change: $0.description) }))
    }

    /// Compares the session so far with and without the change (`WhatIfRequest`, as the window, `run --diff` and
    /// MCP ask it) and goes on in a fresh world with it, the page following: returns the report and the new
    /// world's page. The room's page needs a snapshot after each input, so the changed world is played again
    /// under the page's builder rather than taken from the comparison.
    func whatIf(_ message: ClientMessage) throws(ClientMessage.Refusal) -> [String] {
        let inputs = self.inputs
        let text = try message.text(message.change, "change")
        let now = session.sim.now
        let report: WhatIfReport
        let change: ViewSetting
        do throws(QuestionProblem) {
            change = try WhatIfRequest.changes([text])[0]
            var request = WhatIfRequest(example: session.example, variant: session.variant, changes: [change], inputs: inputs)
            (request.device, request.settings, request.end) = (session.device, session.settings, .at(now))
            report = try request.answer().report
        } catch {
            throw .init(error.description)
        }
        reset(settings: session.settings + [change])
        replay(inputs, until: now)
        return [ServerMessage.text(ServerMessage.WhatIf(change: change.description, text: report.text)), scene()]
    }
}

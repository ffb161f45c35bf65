import Diagnosis
import Dispatcher
import Foundation
import PageExport
import Questions
@_spi(Engine) import ViewModel

/// Inspecting in the live room: why (not) a view for the last touch-down — the sentence `why --view` prints —
/// and the what-if changes that flip its flags and its recognizers'; a change plays the session so far again in
/// a fresh world with it, as the window's what-if keys do.
extension StudentWorld {
    func select(_ message: ClientMessage) throws(ClientMessage.Refusal) -> String {
        let views = names.views(of: session.sim.application)
        let view: UIView
        if message.view == nil, message.x != nil || message.y != nil {
            // A point: the deepest view drawn there, as the window's inspector picks (interactive or not).
            let (x, y) = try message.point()
            guard let found = DeepestView.at(CGPoint(x: x, y: y), windows: session.sim.application.windowsInHitTestOrder)
            else { throw .init("no view is drawn at (\(Int(x)), \(Int(y)))") }
            view = found
        } else {
            let name = try message.text(message.view, "view")
            guard let named = views.view(named: name) else { throw .init("no view named '\(name)'") }
            view = named
        }
        let name = views.name(of: view)
        let why = SelectedViewWhy.sentence(for: view, in: session.sim, revealed: session.sim.log.records.count)
            ?? "No touch yet: touch the phone, then ask again."
        let recognizers = names.recognizers(of: session.sim.application).entries.filter { $0.recognizer.view === view }
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
    /// MCP ask it) and goes on in the changed world, which the comparison plays under this world's kind of page
    /// builder (a snapshot after each input), so the session is played twice, not three times: returns the report
    /// and the new world's page.
    func whatIf(_ message: ClientMessage) throws(ClientMessage.Refusal) -> [String] {
        let text = try message.text(message.change, "change")
        let now = session.sim.now
        let report: WhatIfReport
        let change: ViewSetting
        let next: (ExampleSession, SessionPageBuilder, LogObserver)
        do throws(QuestionProblem) {
            change = try WhatIfRequest.changes([text])[0]
            let changed = ExampleSession(example: session.example, variant: session.variant, device: session.device)
            do throws(ViewSettingError) {
                try changed.apply(session.settings + [change])
            } catch {
                throw QuestionProblem("\(error)")
            }
            next = Self.following(changed)
            let builder = next.1
            var request = WhatIfRequest(example: session.example, variant: session.variant, changes: [change], inputs: inputs)
            (request.device, request.settings, request.end) = (session.device, session.settings, .at(now))
            request.driver = .init(session: changed, play: { input in
                builder.animate(until: input.t)
                changed.sim.play(input)
                builder.snapshot()
            }, advance: { time in
                builder.animate(until: time)
                changed.sim.advance(to: time)
                builder.snapshot()
            })
            report = try request.answer().report
        } catch {
            throw .init(error.description)
        }
        continueIn(next)
        return [ServerMessage.text(ServerMessage.WhatIf(change: change.description, text: report.text)), scene()]
    }
}

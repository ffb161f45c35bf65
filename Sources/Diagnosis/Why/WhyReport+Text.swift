import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// What `why` prints without `--json` (and the agent tool's answer): the same fields as text.
extension WhyReport {
    /// The answer as text: the path as a numbered table, the hit view, and for a question its log lines or
    /// timeline and the verdict.
    @MainActor
    package func text(_ answer: TouchAnswer, about subject: WhySubject?) -> String {
        let path = answer.path
        let width = path.steps.map(\.view.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = ["Hit-test at \(DispatchRecord.format(answer.question.screenPoint)):"]
        for (number, step) in zip(1..., path.steps) {
            let label = String(repeating: " ", count: max(0, 4 - String(number).count)) + "\(number)."
            lines.append("\(label) \(pad(step.view, width))  \(pad(step.answer, 8))  \(step.reason)")
        }
        lines.append(hit.map { "The touch goes to \($0)." } ?? "No view gets the touch.")
        lines += notes
        guard let subject, let verdict else { return lines.joined(separator: "\n") }
        switch subject {
        case .view(let view):
            let visits = answer.pass.visits.filter { $0.view === view }.map { String($0.number) }
            let logLines = answer.history(of: view).lines
            lines += ["", answer.question.names.name(of: view) + ": "
                + (visits.isEmpty ? "not visited by hit-test" : "visit " + visits.joined(separator: ", "))
                + (logLines.isEmpty ? "; nothing else in the log" : "; then in the log:")]
            lines += logLines.map { "  " + $0 }
        case .recognizer(let recognizer):
            let name = RecognizerNames(views: answer.question.names).name(of: recognizer)
            lines += ["", name + (timeline?.isEmpty ?? true ? ": nothing in the log" : ":")]
        case .action(let action, _):
            lines += ["", action + (timeline?.isEmpty ?? true ? ": nothing in the log" : ":")]
        }
        let start = answer.downTime
        lines += (timeline ?? []).map { String(format: "  %7.3f s  ", $0.t - start) + $0.what }
        lines.append("Why: " + verdict.sentence + ".")
        return lines.joined(separator: "\n")
    }
}

import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import Traces

/// "What if this were different?" as data: the scene, the changes already made to it, the changes asked about,
/// the input, when to stop. The command line's `run --diff`, MCP's `what_if`, the window's what-if keys and the
/// live room fill one and render its `WhatIfReport`; the checks, the playing and the words are here, once.
@MainActor
package struct WhatIfRequest {
    package var example: Example
    package var variant: String?
    package var device: DeviceProfile = .standard
    /// Changes both worlds have (a window's or a room's what-ifs so far).
    package var settings: [ViewSetting] = []
    /// The changes asked about: the second world has them, the first does not.
    package var changes: [ViewSetting]
    package var inputs: [InputRecord]
    /// Virtual seconds after the last input, or the time the asker's world has reached.
    package var end: WhatIfComparison.End = .settle(WhyRequest.settle)
    /// What the front end knows of the scene that the answer should say (a dump's lines it could not read).
    package var notes: [String] = []
    /// Whether the asker goes on in the changed world: it is then played to the end even when the comparison is
    /// too long to hold, and the report says so instead of refusing.
    package var continuing = false
    /// Gets the changed world's records (the window prints them).
    package var echo: ((DispatchRecord) -> Void)?
    /// The changed world, when the asker makes and drives it itself (the room, under its page's builder); the
    /// asker goes on in it.
    package var driver: WhatIfComparison.Driver?

    package init(example: Example, variant: String?, changes: [ViewSetting], inputs: [InputRecord]) {
        (self.example, self.variant, self.changes, self.inputs) = (example, variant, changes, inputs)
    }

    /// The changes written as "Target.property=value", read as every front end reads them: at least one, at most
    /// what a trace's header holds, each a known property with a value it takes.
    package static func changes(_ texts: [String]) throws(QuestionProblem) -> [ViewSetting] {
        guard !texts.isEmpty else {
            throw QuestionProblem("a what-if compares the scene without and with changes: give one (Target.property=value)")
        }
        do throws(ViewSettingError) {
            return try ViewSetting.list(texts)
        } catch {
            throw QuestionProblem((error.change.map { "\($0): " } ?? "") + error.description)
        }
    }

    /// Plays the input into the scene without and with the changes and compares them; the answer keeps the
    /// changed world, for an asker going on in it.
    package func answer() throws(QuestionProblem) -> (report: WhatIfReport, changed: ExampleSession) {
        guard !changes.isEmpty else { throw QuestionProblem("a what-if compares the scene without and with changes: give one (Target.property=value)") }
        let comparison: WhatIfComparison
        do throws(ViewSettingError) {
            comparison = try WhatIfComparison(
                example: example, variant: variant, device: device, settings: settings, changes: changes,
                inputs: inputs, end: end, continuing: continuing, echo: echo, driver: driver)
        } catch {
            throw QuestionProblem("\(error)")
        }
        guard comparison.difference != nil || continuing || driver != nil else { throw QuestionProblem(WhatIfReport.tooLong) }
        let report = WhatIfReport(settings: settings.map(\.description), changes: changes.map(\.description),
                                  difference: comparison.difference, notes: notes)
        return (report, comparison.changed)
    }
}

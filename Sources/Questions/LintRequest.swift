import Diagnosis
import Dispatcher
import ExampleKit

/// "Which touches cannot land, or land badly?" as data: the scene and the what-if changes made to it. The command
/// line's `lint` and MCP's `lint` fill one and print its `LintReport`; the changes are checked once, here.
@MainActor
package struct LintRequest {
    package var example: Example
    package var variant: String?
    /// What-if changes made to the scene before it is checked (`--set`).
    package var changes: [ViewSetting] = []
    /// What the front end knows of the scene that the answer should say (a dump's lines it could not read).
    package var notes: [String] = []

    package init(example: Example, variant: String?) {
        (self.example, self.variant) = (example, variant)
    }

    /// Checks every control and view with a recognizer in the changed scene (`TouchLint`).
    package func answer() throws(QuestionProblem) -> LintReport {
        let (example, variant, changes) = (example, variant, changes)
        // Checked once: the worlds the lint builds for its questions are the same world, so they apply there too.
        do throws(ViewSettingError) {
            try ViewSetting.apply(changes, in: example.world(variant: variant).application.windows)
        } catch {
            throw QuestionProblem("\(error)")
        }
        var report = TouchLint {
            let sim = example.world(variant: variant)
            try? ViewSetting.apply(changes, in: sim.application.windows)
            return sim
        }.run()
        report.notes = notes
        return report
    }
}

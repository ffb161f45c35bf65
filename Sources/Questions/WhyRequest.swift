import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import Scenes
@_spi(Engine) import ViewModel

/// "Why did (or didn't) this touch go there?" as data: the scene, the changes made to it, the input, what is asked
/// about, how long to let timers run. The command line's `why` and MCP's `why` fill one from their arguments and
/// render its `WhyReport`; the checks (one subject, a known name, a finger down, none left down), the playing and
/// the notes are here, once, so the two answer the same question the same way.
@MainActor
package struct WhyRequest {
    /// Plays a script into a world, returning a note when it stopped early (a call's time budget): a front end's
    /// way of reading its script (streamed from a file, or from text, within a budget). It fails when the script
    /// does (a bad line in a streamed file).
    package typealias Player = @MainActor (Simulator) async throws(QuestionProblem) -> String?

    package enum Input {
        /// A gesture, played after `setup` (a script that sets the scene up) and `settle` seconds.
        case gesture(WhyGesture, setup: Player?)
        /// A script explained itself: the touch the question is about (`ScriptTouches`).
        case script(Player)
    }

    package var example: Example
    package var variant: String?
    /// What-if changes made to the scene before anything plays (`--set`).
    package var changes: [ViewSetting] = []
    package var input: Input
    /// What is asked about, by name: at most one.
    package var view: String?
    package var recognizer: String?
    package var action: String?
    /// Virtual seconds let pass after the setup and after the input, for timers, animations and held touches.
    package var settle: TimeInterval = WhyRequest.settle
    /// What the front end knows of the scene that the answer should say (a dump's lines it could not read).
    package var notes: [String] = []
    /// The most names an unknown name's error lists.
    package var listing: Int = .max

    /// The settle every front end takes by default.
    nonisolated package static let settle: TimeInterval = 2

    package init(example: Example, variant: String?, input: Input) {
        (self.example, self.variant, self.input) = (example, variant, input)
    }

    /// Plays the question in a world of its own and answers it.
    package func answer() async throws(QuestionProblem) -> (report: WhyReport, text: String) {
        guard [view, recognizer, action].compactMap({ $0 }).count <= 1 else {
            throw QuestionProblem("ask about one of a view, a recognizer and an action")
        }
        let sim = example.world(variant: variant)
        do throws(ViewSettingError) {
            try ViewSetting.apply(changes, in: sim.application.windows)
        } catch {
            throw QuestionProblem("--set: \(error)")
        }
        if case .gesture(_, let setup) = input {
            if let setup { _ = try await setup(sim) }
            sim.advance(by: settle)
        }
        sim.log.removeAll(keepingCapacity: true)
        let names = ViewNames(windows: sim.application.windows)
        let subject: WhySubject?
        do throws(WhySubject.Unknown) {
            subject = try WhySubject.named(view: view, recognizer: recognizer, action: action, in: names)
        } catch {
            throw QuestionProblem(error, in: example.id, listing: listing)
        }
        let answer: TouchAnswer
        var notes: [String] = []
        switch input {
        case .gesture(let gesture, _):
            answer = TouchQuestion(in: sim, at: gesture.start).ask(in: sim, playing: gesture, settle: settle)
        case .script(let play):
            // A script cut short by a call's budget leaves fingers down that its end would have lifted.
            if let stopped = try await play(sim) { notes.append(stopped) } else { try Self.checkEnds(sim) }
            sim.advance(by: settle)
            guard let read = TouchQuestion.answer(in: sim, from: 0, names: names, about: subject) else {
                throw QuestionProblem("the input puts no finger down: there is no touch to explain", aboutTheScript: true)
            }
            answer = read.answer
            notes.insert(contentsOf: [read.note].compactMap { $0 }, at: 0)
        }
        let scene = DumpScene.whyNotes(for: answer)
        let report = WhyReport(answer, about: subject, notes: notes + scene.notes + self.notes, outsideScene: scene.outsideScene)
        return (report, report.text(answer, about: subject))
    }

    /// A script explained must lift every finger it puts down: a touch that never ends completes no tap, control
    /// event or action — the sign of a capture stopped in the middle of a gesture.
    private static func checkEnds(_ sim: Simulator) throws(QuestionProblem) {
        let down = sim.fingersDown.sorted()
        guard !down.isEmpty else { return }
        let one = down.count == 1
        throw QuestionProblem(
            "the script ends with \(one ? "finger" : "fingers") \(down.map(String.init).joined(separator: ", ")) still down, "
                + "so \(one ? "its touch" : "their touches") never \(one ? "ends" : "end") and no tap or action completes; "
                + "a capture stopped in the middle of a gesture: record again, or add each finger's up",
            aboutTheScript: true)
    }
}

import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
@_spi(Engine) import ViewModel

/// "What happens when I play this?" as data: the scene, the changes made to it, the input (as a player), which
/// lines to give — the scene's own (what its code writes, as an app's console shows it) or the whole dispatch log —
/// and how. The command line's `run` and MCP's `run` fill one: the command line prints each line as it comes, MCP
/// keeps the first `limit`; both end with the same notes.
@MainActor
package struct RunRequest {
    package var example: Example
    package var variant: String?
    /// What-if changes made to the scene before anything plays (`--set`).
    package var changes: [ViewSetting] = []
    /// Plays the input into the world, returning a note when it stopped early (a call's budget).
    package var play: WhyRequest.Player
    /// Virtual seconds let pass after the input, for timers and animations.
    package var settle: TimeInterval = WhyRequest.settle
    /// The whole dispatch log, not only the lines the scene's own code wrote.
    package var wholeLog = false
    /// Each line led by its virtual time and sequence number.
    package var timed = false
    /// The most lines given; the rest are counted.
    package var limit = Int.max
    /// What the front end knows of the scene that the answer should say (a dump's lines it could not read).
    package var notes: [String] = []

    package init(example: Example, variant: String?, play: @escaping WhyRequest.Player) {
        (self.example, self.variant, self.play) = (example, variant, play)
    }

    /// What a run gave besides its lines: how many were left out, and the notes it ends with.
    package struct Report: Sendable {
        package let more: Int
        package let notes: [String]

        /// The lines an answer ends with: the lines left out, counted, then the notes.
        package var trailer: [String] { (more > 0 ? ["… \(more) more lines"] : []) + notes }
    }

    /// Builds the scene, makes the changes and plays the input, giving `line` each line as the world writes it
    /// (from the build on: what the scene's code writes as it loads is part of its story). The log is drained as
    /// it goes, so memory stays bounded however long the input.
    package func answer(_ line: @escaping (String) -> Void) async throws(QuestionProblem) -> Report {
        let sim = example.world(variant: variant)
        do throws(ViewSettingError) {
            try ViewSetting.apply(changes, in: sim.application.windows)
        } catch {
            throw QuestionProblem("\(error)")
        }
        var (given, more) = (0, 0)
        let emit = { (record: DispatchRecord) in
            guard wholeLog || record.isUserLine else { return }
            guard given < limit else { return more += 1 }
            line(timed ? String(format: "%.6f #%d ", record.time, record.sequence) + record.text : record.text)
            given += 1
        }
        sim.log.records.forEach(emit)
        let token = sim.log.addObserver(emit)
        sim.log.removeAll(keepingCapacity: true)
        let stopped = try await play(sim)
        sim.advance(by: settle)
        sim.log.removeObserver(token)
        var notes = notes + [stopped].compactMap { $0 }
        if given + more == 0, !wholeLog {
            notes.append("\(example.id) writes no lines of its own; the whole dispatch log (run --log) shows what happened")
        }
        return Report(more: more, notes: notes)
    }
}

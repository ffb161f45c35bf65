import Diagnosis
import Dispatcher
import ExampleKit
import Foundation
import Traces

/// The window replaying a trace (`sim-desktop replay FILE`): the trace's world, its inputs fed from the file as
/// the clock runs, its timeline, and with `--verify` the new log compared with the recorded one as it grows.
///
/// Seeking back builds the world again and fast-forwards it: the engine is deterministic, so that lands exactly
/// where a straight replay would. Each record is printed once, however often a seek plays it again.
@MainActor
package final class WindowReplay {
    /// How the replayed log compares with the recorded one.
    package enum Verification: Equatable {
        case off
        /// `records` compared and identical; `complete` once the whole trace has been.
        case identical(records: Int, complete: Bool)
        case differs(TraceReplay.Difference)
        case failed(String)
    }

    package let path: String
    package let example: Example
    package let variant: String?
    package let device: DeviceProfile
    /// The trace's what-if changes (its header's `set`), applied to every world built for it.
    package let settings: [ViewSetting]
    package let timeline: TraceTimeline
    package let verifies: Bool
    private let skipsBadLines: Bool
    /// What the replayed records are echoed to (each once).
    package let echo: ((DispatchRecord) -> Void)?
    /// Where the results go: a difference when it appears, the totals at the end (standard output).
    private let report: (String) -> Void
    /// The current world's inputs and comparison, made again with the world.
    package private(set) var feed: InputFeed
    private var verifier: TraceReplay?
    private var verifyError: TraceError?
    /// Whether the current world has played the whole trace.
    private var finished = false
    /// Records numbered below this have been echoed.
    private var echoedUpTo = 0
    private var reportedDifference = false
    private var reportedEnd = false
    private let acceptsCutRecording: Bool

    /// Reads the trace's timeline (which checks the whole file) and readies its first world.
    package init(path: String, example: Example, variant: String?, device: DeviceProfile,
         settings: [ViewSetting] = [], verify: Bool, skippingBadLines: Bool = false, acceptingCutRecording: Bool = false, echo: ((DispatchRecord) -> Void)? = nil,
         report: @escaping (String) -> Void = { printToStandardOutput($0) }) throws(TraceError) {
        // The changes must name views of this world: found out here, once, rather than in every world made again.
        do {
            try ExampleSession(example: example, variant: variant, device: device).apply(settings)
        } catch {
            throw .bad(line: 1, message: "\"set\": \(error)")
        }
        timeline = try TraceTimeline.read(path: path, skippingBadLines: skippingBadLines)
        self.settings = settings
        self.path = path
        self.example = example
        self.variant = variant
        self.device = device
        verifies = verify
        skipsBadLines = skippingBadLines
        acceptsCutRecording = acceptingCutRecording
        self.echo = echo
        self.report = report
        feed = InputFeed(path: path, skippingBadLines: skippingBadLines)
    }

    /// The trace's length: the replay's clock stops there.
    package var end: TimeInterval { timeline.duration }

    /// A fresh world for the trace, with its inputs and its comparison from the start.
    package func makeSession() -> ExampleSession {
        let session = ExampleSession(example: example, variant: variant, device: device) { [weak self] record in
            self?.echoOnce(record)
        }
        do {
            try session.apply(settings)
        } catch {
            report("\(path): \(error)")  // not expected: init applied them to the same world
        }
        feed = InputFeed(path: path, skippingBadLines: skipsBadLines)
        verifier = nil
        finished = false
        if verifies {
            let verifier = TraceReplay(path: path, skippingBadLines: skipsBadLines,
                                       acceptingCutRecording: acceptsCutRecording)
            do {
                try verifier.beginVerifying(world: session.sim)
                session.sim.log.addObserver { verifier.compare($0) }
                self.verifier = verifier
            } catch {
                verifyError = error
            }
        }
        return session
    }

    /// Lets the world's clock run to `time` (not past the trace's end), playing the inputs due on the way.
    package func advance(_ sim: Simulator, to time: TimeInterval) {
        feed.advance(sim, to: min(time, end))
        check(sim)
    }

    /// Plays the next input at its time; false when all have been played.
    @discardableResult
    package func playNext(_ sim: Simulator) -> Bool {
        let played = feed.playNext(into: sim)
        if !played { feed.advance(sim, to: end) }
        check(sim)
        return played
    }

    package var verification: Verification {
        guard verifies else { return .off }
        if let problem = verifyError ?? verifier?.readError ?? feed.error { return .failed("\(problem)") }
        guard let verifier else { return .failed("not compared") }
        if let difference = verifier.difference { return .differs(difference) }
        return .identical(records: verifier.comparedRecords, complete: finished)
    }

    /// Whether a difference was found (the window then exits with code 1).
    package var foundDifference: Bool { reportedDifference }

    /// Prints a new difference, and at the end of the trace the totals (once, however often the end is reached).
    private func check(_ sim: Simulator) {
        if !finished, sim.now >= end, feed.nextTime == nil {
            finished = true
            verifier?.endVerifying()
        }
        if case .differs(let difference) = verification, !reportedDifference {
            reportedDifference = true
            report(difference.description)
        }
        guard finished, !reportedEnd else { return }
        reportedEnd = true
        let compared = verifier.map { $0.difference == nil ? ", \($0.comparedRecords) records and inputs identical" : "" } ?? ""
        report("replayed \(feed.played) inputs\(compared)")
        for warning in verifier?.warnings ?? [] {
            printToStandardError("\(path): \(warning)")
        }
    }

    /// The window closed at `time`: says how far the comparison got, unless the end was reached and said so.
    package func reportStop(at time: TimeInterval) {
        guard !reportedEnd, verifies else { return }
        if case .identical(let records, _) = verification {
            report(String(format: "stopped at %.3f s of %.3f s: %d records and inputs identical so far", time, end, records))
        }
    }

    private func echoOnce(_ record: DispatchRecord) {
        guard record.sequence >= echoedUpTo else { return }
        echoedUpTo = record.sequence + 1
        echo?(record)
    }
}

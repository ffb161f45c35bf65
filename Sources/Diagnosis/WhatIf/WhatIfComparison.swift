import Dispatcher
import ExampleKit
import Traces

/// What a what-if change does to a session: the same inputs played into two fresh worlds, one as it was and one
/// with the changes, their logs compared (`TraceDiff`: the first record that differs, and each kind of decision
/// whose counts changed — hit views, recognizer states, deliveries, touches, actions — before → after). The world
/// with the changes is kept whole, log and all, so a window or a room goes on in it without playing it again.
@MainActor
package struct WhatIfComparison {
    /// The most records a comparison holds in memory per side; a longer session is compared from two recorded
    /// traces instead (`sim-desktop diff`), which streams.
    nonisolated package static let maximumRecords = 1_000_000

    /// When the two worlds stop: some virtual seconds after the last input, or at a time (a window's now).
    package enum End: Equatable, Sendable {
        case settle(Double)
        case at(Double)
    }

    /// A changed world the asker made and drives itself (the live room plays it under its page's builder, which
    /// takes a snapshot after each input): its fresh session with the settings and changes already applied, how
    /// to play an input into it, and how to let its clock reach a time.
    package struct Driver {
        package let session: ExampleSession
        package let play: @MainActor (InputRecord) -> Void
        package let advance: @MainActor (Double) -> Void

        package init(session: ExampleSession, play: @escaping @MainActor (InputRecord) -> Void,
                     advance: @escaping @MainActor (Double) -> Void) {
            (self.session, self.play, self.advance) = (session, play, advance)
        }
    }

    /// The difference, before → after; nil when a side wrote more than `maximumRecords` records.
    package let difference: TraceDiff?
    /// The world with the changes after the inputs, its log whole from the build on — played to the end even
    /// when the difference is too long to hold, when asked to (`continuing`).
    package let changed: ExampleSession

    /// Compares the session `inputs` make in `example` with `settings` against the same with `changes` as well.
    /// `continuing`: the changed world plays every input even once the comparison is too long to hold (a window
    /// goes on in it); otherwise both stop there. `echo` gets the changed world's records. `driver`: the changed
    /// world is the asker's (it plays every input, as `continuing`).
    package init(
        example: Example, variant: String?, device: DeviceProfile, settings: [ViewSetting], changes: [ViewSetting],
        inputs: some Sequence<InputRecord>, end: End, continuing: Bool = false,
        echo: ((DispatchRecord) -> Void)? = nil, driver: Driver? = nil
    ) throws(ViewSettingError) {
        let before = ExampleSession(example: example, variant: variant, device: device)
        try before.apply(settings)
        let after: ExampleSession
        if let driver {
            after = driver.session
        } else {
            after = ExampleSession(example: example, variant: variant, device: device, echo: echo)
            try after.apply(settings + changes)
        }
        let play = driver?.play ?? { after.sim.play($0) }
        let continuing = continuing || driver != nil
        before.sim.log.removeAll()
        let start = after.recordsAfterBuild
        var overflowed = false
        var lastInput = before.sim.now
        for input in inputs {
            lastInput = input.t
            if !overflowed { before.sim.play(input) }
            play(input)
            if before.sim.log.records.count > Self.maximumRecords || after.sim.log.records.count - start > Self.maximumRecords {
                overflowed = true
                if !continuing { break }
            }
        }
        let time: Double
        switch end {
        case .settle(let seconds): time = lastInput + seconds
        case .at(let at): time = at
        }
        if let driver { driver.advance(max(time, after.sim.now)) } else { after.sim.advance(to: max(time, after.sim.now)) }
        changed = after
        guard !overflowed else {
            difference = nil
            return
        }
        before.sim.advance(to: max(time, before.sim.now))
        difference = TraceDiff(
            (before.traceHeader, TraceItems.items(of: before.sim.log.records, names: before.names)),
            (after.traceHeader, TraceItems.items(of: after.sim.log.records[start...], names: after.names)))
    }
}

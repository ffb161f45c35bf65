import Dispatcher
import ExampleKit
import Traces

/// What a what-if change does to a session: the same inputs played into two fresh worlds, one as it was and one
/// with the changes, their logs compared (`TraceDiff`: the first record that differs, and each kind of decision
/// whose counts changed — hit views, recognizer states, deliveries, touches, actions — before → after).
@MainActor
package enum WhatIfComparison {
    /// The most records a comparison holds in memory per side; a longer session is compared from two recorded
    /// traces instead (`sim-desktop diff`), which streams.
    nonisolated package static let maximumRecords = 1_000_000

    /// Compares the session `inputs` make in `example` with `settings` against the same with `changes` as well;
    /// nil when a side writes more than `maximumRecords` records.
    package static func compare(
        example: Example, variant: String?, device: DeviceProfile, settings: [ViewSetting], changes: [ViewSetting],
        inputs: some Sequence<InputRecord>, settle: Double
    ) throws(ViewSettingError) -> TraceDiff? {
        let before = ExampleSession(example: example, variant: variant, device: device)
        let after = ExampleSession(example: example, variant: variant, device: device)
        try before.apply(settings)
        try after.apply(settings + changes)
        for session in [before, after] { session.sim.log.removeAll() }
        for input in inputs {
            before.sim.play(input)
            after.sim.play(input)
            if before.sim.log.records.count > maximumRecords || after.sim.log.records.count > maximumRecords { return nil }
        }
        before.sim.advance(by: settle)
        after.sim.advance(by: settle)
        return TraceDiff((before.traceHeader, TraceItems.items(of: before.sim.log.records, names: before.names)),
                         (after.traceHeader, TraceItems.items(of: after.sim.log.records, names: after.names)))
    }
}

/// Auto-play: a presenter who wants both hands free lets the paused window step through a touch by itself — a
/// hit-test pass visit by visit, then the rest record by record — at a pace `[` and `]` choose.
extension Workbench {
    /// Steps when auto-play's interval has passed (time stays paused: only the cursor moves).
    func autoStep(after seconds: Double) {
        let records = sim.log.records
        guard settings.autoPlays, settings.isPaused, cursor.hidden(count: records.count) > 0 else { return }
        autoStepDue -= seconds
        guard autoStepDue <= 0 else { return }
        autoStepDue = settings.autoStepInterval
        // A visit step, as long as it stays inside hit-testing; past it, one record at a time.
        var probe = cursor
        probe.step(.visit, forward: true, records: records)
        let within = (cursor.revealed..<probe.revealed).allSatisfy { records[$0].phase.map { $0 == .hitTest } ?? true }
        perform(within ? .stepBy(.visit, forward: true) : .step(forward: true))
    }
}

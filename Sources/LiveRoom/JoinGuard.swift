/// Wrong join codes, counted per address: after `limit` in a minute, that address is refused a minute, so a code
/// cannot be guessed by trying (10,000 tries an hour at most, against about 900 million codes).
struct JoinGuard {
    /// What a tried code gets.
    enum Answer: Equatable { case allowed, wrong, lockedOut }

    static let limit = 10
    private var failures: [String: [ContinuousClock.Instant]] = [:]

    /// Whether `address` may try a code at `now`.
    func allows(_ address: String, at now: ContinuousClock.Instant) -> Bool {
        (failures[address] ?? []).filter { now - $0 < .seconds(60) }.count < Self.limit
    }

    /// Counts a wrong code from `address`; forgets attempts older than a minute.
    mutating func failed(_ address: String, at now: ContinuousClock.Instant) {
        // Bounded: at most `limit` recent attempts per address, and addresses with none are forgotten.
        failures = failures.compactMapValues { times in
            let recent = times.filter { now - $0 < .seconds(60) }
            return recent.isEmpty ? nil : recent
        }
        failures[address, default: []].append(now)
        if failures[address]!.count > Self.limit { failures[address]!.removeFirst() }
    }
}

/// How many messages one connection may send: `rate` a second on average, `burst` at once (a token bucket).
/// The server's own clock times it; the engine never sees it.
struct RateLimit {
    let rate: Double
    let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant?

    init(rate: Double, burst: Double) {
        (self.rate, self.burst, tokens) = (rate, burst, burst)
    }

    /// Whether a message arriving at `now` is within the limit (it then uses a token).
    mutating func allows(at now: ContinuousClock.Instant) -> Bool {
        if let last {
            let elapsed = now - last
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            tokens = min(burst, tokens + seconds * rate)
        }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}

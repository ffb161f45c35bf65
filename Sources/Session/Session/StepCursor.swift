/// How much of the dispatch log has been revealed.
///
/// While time runs, everything is. Pausing freezes the cursor: the records written afterwards (a tap while
/// paused writes its whole hit-test pass and delivery at once) stay hidden until stepped to, one at a time, so a
/// room can follow a hit-test pass visit by visit. The log panel, the hit-test overlay, the chain and the
/// recognizers all show the log up to the cursor. Resuming reveals the rest.
package struct StepCursor: Equatable, Sendable {
    /// Records revealed: the log's first `revealed` records.
    package private(set) var revealed = 0
    /// Whether the cursor has been stepped since the pause (the log panel then highlights the current record).
    package private(set) var isStepping = false

    package init() {}

    /// The record stepped to last, highlighted; nil when not stepping.
    package var current: Int? { isStepping && revealed > 0 ? revealed - 1 : nil }

    /// Time runs: reveal all `count` records.
    package mutating func reveal(all count: Int) {
        revealed = count
        isStepping = false
    }

    /// One record forward (up to `count`, the log's size) or back.
    package mutating func step(forward: Bool, count: Int) {
        revealed = forward ? min(count, revealed + 1) : max(0, revealed - 1)
        isStepping = true
    }

    /// Reveals the log's first `count` records, stepping (a step by meaning lands there).
    package mutating func reveal(upTo count: Int) {
        revealed = max(0, count)
        isStepping = true
    }

    /// How many records are hidden, beyond the cursor.
    package func hidden(count: Int) -> Int { max(0, count - revealed) }
}

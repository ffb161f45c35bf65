import Dispatcher
import Foundation

/// What one tool call may spend, so a heavy call costs the server a bounded amount and never another call's
/// answer. Work is counted in dispatch records (each hit-test visit, delivery, state change and action is one),
/// not in wall time, so the same call stops at the same place on every machine; memory follows, since a call's
/// world keeps at most that many records (24 bytes each) and their hit-test passes.
///
/// A call plays its input one record at a time and lets other calls run between them (the engine's worlds live
/// on the main actor, one call's world never sees another's), so a long `run` does not hold up a short `why`.
@MainActor
struct CallBudget {
    /// The most records a call's world may write: 13 taps on a 20,000-view dump, which `why` plays in 0.5 s and
    /// 260 MB in a release build (100 of them took 2.5 GB before there was a budget).
    static let maximumRecords = 1_000_000
    /// The most text an answer carries; the rest is counted (an agent's context is not a log file).
    static let maximumAnswer = 512 * 1024

    let limit: Int

    init(limit: Int = maximumRecords) { self.limit = limit }

    /// How far playing went: the inputs played of those given, and the records written.
    struct Spent {
        let played: Int
        let given: Int
        let records: Int
        let limit: Int

        /// The line an answer ends with when the budget stopped the input; nil when all of it played.
        var note: String? {
            guard played < given else { return nil }
            return "Budget: stopped after input \(played) of \(given) — the \(records) dispatch records written reached this call's budget of \(limit) (each hit-test visit, delivery, state change and action is one); the rest of the input was not played. Ask about fewer inputs or a smaller scene."
        }
    }

    /// Plays `inputs` into `sim` in order until they end or the world has written `limit` records since the
    /// call began, yielding to other calls after each; `each` runs after every input (a caller trims its log).
    func play(_ inputs: [InputRecord], in sim: Simulator, each: () -> Void = {}) async -> Spent {
        let start = sim.log.recordsWritten
        var played = 0
        for input in inputs {
            if sim.log.recordsWritten - start >= limit { break }
            sim.play(input)
            played += 1
            each()
            await Task.yield()
        }
        return Spent(played: played, given: inputs.count, records: sim.log.recordsWritten - start, limit: limit)
    }

    /// `text` within `maximumAnswer` bytes: its first and last lines, with the middle left out and counted (a long
    /// answer's path is in the middle; its verdict and notes are at the end).
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.count > maximumAnswer else { return text }
        let newline = UInt8(ascii: "\n")
        let half = maximumAnswer / 2
        let headLimit = utf8.index(utf8.startIndex, offsetBy: half)
        let tailLimit = utf8.index(utf8.endIndex, offsetBy: -half)
        // A line's end is always a character's; with no line to cut at, the bytes are decoded (a cut character
        // becomes U+FFFD).
        let headEnd = utf8[..<headLimit].lastIndex(of: newline) ?? headLimit
        let tailStart = utf8[tailLimit...].firstIndex(of: newline).map(utf8.index(after:)) ?? tailLimit
        let head = String(decoding: utf8[..<headEnd], as: UTF8.self)
        let tail = String(decoding: utf8[tailStart...], as: UTF8.self)
        let leftOut = utf8[headEnd..<tailStart].lazy.filter { $0 == newline }.count
        return head + "\n… \(leftOut) lines left out (an answer holds at most \(maximumAnswer / 1024) KB)\n" + tail
    }
}

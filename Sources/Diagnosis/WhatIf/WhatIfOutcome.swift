import Traces

/// A what-if's answer in one plain sentence, before the details: what fires now that did not, what no longer
/// fires, what still fires, and where the touch went when that moved — "Now CLTapGestureRecognizer sends
/// gestureFired: to ControlVsTapViewController, and CLButton still sends UIControlEventTouchUpInside."
package enum WhatIfOutcome {
    /// The sentence for `difference` (the session before → after the change).
    package static func sentence(_ difference: TraceDiff) -> String {
        guard !difference.isEqual else { return "Nothing changes: the session dispatches exactly as before." }
        let (a, b) = (difference.tallies.a.counts, difference.tallies.b.counts)
        let before = a[.actions] ?? [:], after = b[.actions] ?? [:]
        let all = Set(before.keys).union(after.keys).sorted()
        var clauses = all.filter { before[$0] == nil }
            + all.filter { after[$0] == nil }.map { inserting("no longer", into: $0) }
            + all.filter { before[$0] != nil && after[$0] != nil }.map { inserting("still", into: $0) }
        let hitBefore = a[.hitViews].map { Set($0.keys) } ?? [], hitAfter = b[.hitViews].map { Set($0.keys) } ?? []
        if hitBefore != hitAfter {
            clauses.insert("the touch goes to \(list(hitAfter.sorted())) (was \(list(hitBefore.sorted())))", at: 0)
        }
        guard !clauses.isEmpty else {
            return "Now: the same actions fire, but the dispatch differs (the details below)."
        }
        return "Now " + list(clauses) + "."
    }

    /// "CLButton sends …" with `word` after its first word: "CLButton still sends …".
    private static func inserting(_ word: String, into action: String) -> String {
        guard let space = action.firstIndex(of: " ") else { return action + " (" + word + ")" }
        return action[..<space] + " " + word + action[space...]
    }

    /// "a", "a and b", "a, b, and c".
    private static func list(_ items: [String]) -> String {
        guard !items.isEmpty else { return "no view" }
        guard items.count > 1 else { return items[0] }
        return items.dropLast().joined(separator: ", ") + (items.count > 2 ? "," : "") + " and " + items.last!
    }
}

import Traces

/// A what-if's answer in one plain sentence, before the details: what fires now that did not, what no longer
/// fires, which view's touches methods changed (cancelsTouchesInView's lesson: touchesEnded instead of
/// touchesCancelled), what still fires, and where the touch went when that moved — "Now CLTapGestureRecognizer sends
/// gestureFired: to ControlVsTapViewController, UIApplication still sends buttonTapped: to
/// ControlVsTapViewController, …".
package enum WhatIfOutcome {
    /// The sentence for `difference` (the session before → after the change).
    package static func sentence(_ difference: TraceDiff) -> String {
        guard !difference.isEqual else { return "Nothing changes: the session dispatches exactly as before." }
        let (a, b) = (difference.tallies.a.counts, difference.tallies.b.counts)
        let hitBefore = a[.hitViews].map { Set($0.keys) } ?? [], hitAfter = b[.hitViews].map { Set($0.keys) } ?? []
        let hitViewsMoved = hitBefore != hitAfter
        let before = (a[.actions] ?? [:]).mapKeys(plain), after = (b[.actions] ?? [:]).mapKeys(plain)
        let all = Set(before.keys).union(after.keys).sorted()
        // Of what fires as before, the actions sent to a target (what the app's code sees) are named first.
        let still = all.filter { before[$0] != nil && after[$0] != nil }.sorted { a, b in
            let (toA, toB) = (a.contains(" to "), b.contains(" to "))
            return toA != toB ? toA : a < b
        }
        var clauses = all.filter { before[$0] == nil }
            + all.filter { after[$0] == nil }.map { inserting("no longer", into: $0) }
            // Where the touch went moved, the touches methods moved with it: the clause below says so.
            + (hitViewsMoved ? [] : touchesChanges(a[.touches] ?? [:], b[.touches] ?? [:]))
            + still.prefix(Self.stillShown).map { inserting("still", into: $0) }
        if still.count > Self.stillShown { clauses.append("\(still.count - Self.stillShown) more as before") }
        if hitViewsMoved {
            clauses.insert("the touch goes to \(list(hitAfter.sorted())) (was \(list(hitBefore.sorted())))", at: 0)
        }
        guard !clauses.isEmpty else {
            return "Now: the same actions fire, but the dispatch differs (the details below)."
        }
        return "Now " + list(clauses) + "."
    }

    /// The most actions that fire as before the sentence names (the rest are counted).
    static let stillShown = 2

    /// "YellowView gets touchesEnded:withEvent: instead of touchesCancelled:withEvent:": for the first
    /// `stillShown` views whose first-hand touches methods (counted as "View method") came or went.
    private static func touchesChanges(_ before: [String: Int], _ after: [String: Int]) -> [String] {
        func split(_ key: String) -> (view: String, method: String)? {
            guard let space = key.lastIndex(of: " ") else { return nil }
            return (String(key[..<space]), String(key[key.index(after: space)...]))
        }
        let gained = after.keys.filter { before[$0] == nil }.compactMap(split)
        let lost = before.keys.filter { after[$0] == nil }.compactMap(split)
        let views = Set(gained.map(\.view) + lost.map(\.view)).sorted().prefix(stillShown)
        return views.map { view in
            let now = gained.filter { $0.view == view }.map(\.method).sorted()
            let was = lost.filter { $0.view == view }.map(\.method).sorted()
            switch (now.isEmpty, was.isEmpty) {
            case (false, false): return "\(view) gets \(list(now)) instead of \(list(was))"
            case (false, true): return "\(view) gets \(list(now))"
            default: return "\(view) no longer gets \(list(was))"
            }
        }
    }

    /// An action as the sentence says it: "-[UIApplication sendAction:to:from:forEvent:] buttonTapped: ->
    /// ControlVsTapViewController" as "UIApplication sends buttonTapped: to ControlVsTapViewController"; the
    /// other actions' records already read "X sends …".
    static func plain(_ action: String) -> String {
        let prefix = "-[UIApplication sendAction:to:from:forEvent:] "
        guard action.hasPrefix(prefix) else { return action }
        let rest = action.dropFirst(prefix.count)
        guard let arrow = rest.range(of: " -> ") else { return "UIApplication sends " + rest }
        return "UIApplication sends \(rest[..<arrow.lowerBound]) to \(rest[arrow.upperBound...])"
    }

    /// "CLButton sends …" with `word` before its verb: "CLButton still sends …", `UITapGestureRecognizer "double"
    /// still sends …` (a recognizer's name stays with its class).
    private static func inserting(_ word: String, into action: String) -> String {
        guard let verb = action.range(of: " sends ") ?? action.range(of: " ") else { return action + " (" + word + ")" }
        return action[..<verb.lowerBound] + " " + word + action[verb.lowerBound...]
    }

    /// "a", "a and b", "a, b, and c".
    private static func list(_ items: [String]) -> String {
        guard !items.isEmpty else { return "no view" }
        guard items.count > 1 else { return items[0] }
        return items.dropLast().joined(separator: ", ") + (items.count > 2 ? "," : "") + " and " + items.last!
    }
}

extension Dictionary where Key == String, Value == Int {
    /// The counts under new keys (counts of keys that become one are added).
    fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Int] {
        reduce(into: [:]) { $0[transform($1.key), default: 0] += $1.value }
    }
}

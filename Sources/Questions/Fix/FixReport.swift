import Foundation
import Traces

/// `fix`'s answer, self-contained: the goal, whether the scene already meets it, the fixes best first (each its
/// changes, their Swift, the reason in one sentence, the side effects in words), what was tried and what was not,
/// and — when nothing worked — the change that got closest. Text and JSON come from these fields.
package struct FixReport: Sendable {
    package struct Fix: Sendable {
        /// The changes, as `--set` takes them.
        package let changes: [String]
        /// The Swift a developer writes for each.
        package let swift: [String]
        /// What the change does to the question's input, in one sentence (`WhatIfOutcome`).
        package let reason: String
        /// Each probe (the demo, a tap of the grid) whose outcome changes, in words.
        package let sideEffects: [String]
        /// How many probes meet the goal now that did not (the fix working there too).
        package let alsoMet: Int
        /// How many probes were played.
        package let probes: Int
    }

    package let goal: FixGoal
    package let stages: Int
    package let reachedBefore: Int
    package var fixes: [Fix] = []
    package var tried = (singles: 0, ofSingles: 0, pairs: 0, ofPairs: 0, worlds: 1)
    package var stoppedByTime = false
    /// The change that got furthest when none met the goal, and how far.
    package var closest: (changes: [String], reached: String)?

    /// Whether the scene meets the goal as it is.
    package var isAlreadyMet: Bool { reachedBefore == stages }

    package var text: String {
        if isAlreadyMet { return "Already: \(goal.words) with the scene as it is; there is nothing to fix." }
        var lines: [String] = []
        if fixes.isEmpty {
            lines.append("No change tried makes this happen: \(goal.words).")
            if let closest {
                lines.append("Closest: \(closest.changes.joined(separator: " and ")), with which \(closest.reached).")
            }
        } else {
            lines.append("Wanted: \(goal.words). \(fixes.count == 1 ? "1 fix" : "\(fixes.count) fixes"), fewest side effects first:")
            for (index, fix) in fixes.enumerated() {
                lines.append("")
                lines.append("\(index + 1). " + fix.changes.joined(separator: " and "))
                lines += fix.swift.map { "   " + $0 }
                lines.append("   " + fix.reason)
                let also = fix.alsoMet > 0 ? " (\(fix.alsoMet) more of them now do what is wanted too)" : ""
                lines.append("   Side effects: " + (fix.sideEffects.isEmpty
                    ? "none, over the scene's demo and \(fix.probes - 1) taps across the screen\(also)."
                    : "\(fix.sideEffects.count) of \(fix.probes) probes (the demo, taps across the screen) change\(also) — "
                        + fix.sideEffects.prefix(3).joined(separator: "; ") + (fix.sideEffects.count > 3 ? "; …" : "") + "."))
            }
        }
        lines.append("")
        lines.append(triedWords)
        return lines.joined(separator: "\n")
    }

    /// What was tried and what was left: "Tried 41 single changes and 120 of 820 pairs in 162 worlds; stopped at the time budget."
    private var triedWords: String {
        var words = "Tried \(tried.singles) single change\(tried.singles == 1 ? "" : "s")"
        if tried.singles < tried.ofSingles { words += " of \(tried.ofSingles)" }
        if tried.ofPairs > 0 { words += " and \(tried.pairs) of \(tried.ofPairs) pairs" }
        words += " in \(tried.worlds) worlds"
        if stoppedByTime { words += "; stopped at the time budget" } else if tried.singles < tried.ofSingles || tried.pairs < tried.ofPairs {
            words += "; stopped at the most worlds a search builds"
        }
        return words + "."
    }

    /// `{want, met, fixes: [{changes, swift, reason, sideEffects, alsoMet, probes}], tried: {singles, ofSingles, pairs,
    /// ofPairs, worlds}, stoppedByTime, closest}`.
    package var json: String {
        func list(_ items: [String]) -> String { "[" + items.map(JSONText.quoted).joined(separator: ", ") + "]" }
        let fixes = self.fixes.map { fix in
            "{\"changes\": \(list(fix.changes)), \"swift\": \(list(fix.swift)), \"reason\": \(JSONText.quoted(fix.reason)), "
                + "\"sideEffects\": \(list(fix.sideEffects)), \"alsoMet\": \(fix.alsoMet), \"probes\": \(fix.probes)}"
        }
        let closest = self.closest.map { "{\"changes\": \(list($0.changes)), \"reached\": \(JSONText.quoted($0.reached))}" } ?? "null"
        return "{\"want\": \(JSONText.quoted(goal.description)), \"met\": \(isAlreadyMet), \"fixes\": [" + fixes.joined(separator: ", ")
            + "], \"tried\": {\"singles\": \(tried.singles), \"ofSingles\": \(tried.ofSingles), \"pairs\": \(tried.pairs), "
            + "\"ofPairs\": \(tried.ofPairs), \"worlds\": \(tried.worlds)}, \"stoppedByTime\": \(stoppedByTime), \"closest\": \(closest)}"
    }
}

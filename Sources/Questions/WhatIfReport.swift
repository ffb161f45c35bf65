import Diagnosis
import Foundation
import Traces

/// A what-if's answer, self-contained: the changes, what they did in one plain sentence (`WhatIfOutcome`), the
/// comparison (`TraceDiff`: the first record that differs, each decision whose counts moved) and the notes. Its
/// text (the command line, MCP, the room), its rows (the window's inspector) and its JSON come from these fields.
package struct WhatIfReport: Sendable {
    /// Changes both worlds had.
    package let settings: [String]
    /// The changes compared: the second world had them.
    package let changes: [String]
    /// Nil when the session is too long to compare in memory (`WhatIfComparison.maximumRecords` a side).
    package let difference: TraceDiff?
    package let notes: [String]

    /// Why a session is not compared here.
    package static let tooLong = "the session writes more than \(WhatIfComparison.maximumRecords) dispatch records a "
        + "side, too many to compare in memory; record the two sessions (record --set) and compare them with "
        + "`sim-desktop diff`, which streams"

    /// The answer in one sentence.
    package var outcome: String { difference.map(WhatIfOutcome.sentence) ?? Self.tooLong }

    /// Whether nothing changed; nil when not compared.
    package var isSame: Bool? { difference?.isEqual }

    /// The sentence, then the comparison as `diff` prints it, then the notes.
    package var text: String {
        ([outcome] + (difference.map { ["", $0.text] } ?? []) + (notes.isEmpty ? [] : [""] + notes)).joined(separator: "\n")
    }

    /// The report as the window's inspector lists it: the changes, the sentence, each count that moved and the
    /// first record that differs, each a title and its detail.
    package var rows: [(title: String, detail: String)] {
        var rows = [(title: "What if", detail: (settings + changes).joined(separator: ", ")), (title: "Result", detail: outcome)]
        guard let difference, let first = difference.first else { return rows + notes.map { ("note", $0) } }
        for change in difference.changes {
            rows.append((change.category.rawValue,
                         change.values.map { "\($0.value): \($0.a) before, \($0.b) now" }.joined(separator: "; ")))
        }
        rows.append(("first record that differs", "before: \(first.a ?? "(nothing more)")  now: \(first.b ?? "(nothing more)")"))
        return rows + notes.map { ("note", $0) }
    }

    /// One JSON object: `settings`, `changes`, `outcome`, `same` (null when not compared), `comparison` (as `diff
    /// --json` writes it, or null) and `notes`.
    package var json: String {
        func list(_ items: [String]) -> String { "[" + items.map(JSONText.quoted).joined(separator: ", ") + "]" }
        return "{\"settings\": \(list(settings)), \"changes\": \(list(changes)), \"outcome\": \(JSONText.quoted(outcome)), "
            + "\"same\": \(isSame.map(String.init) ?? "null"), \"comparison\": \(difference?.json ?? "null"), "
            + "\"notes\": \(list(notes))}"
    }
}

extension TraceDiff {
    /// The comparison as a person reads it: equal, or the first difference with its context, then each kind of
    /// decision that changed, value by value, A → B.
    public var text: String {
        var lines: [String] = headerChanges.map { "scene " + $0 }
        guard let first else {
            lines.append("the traces are equal: \(comparedRecords) inputs and records identical")
            return lines.joined(separator: "\n")
        }
        lines.append("the traces differ" + (first.field.map { " in " + $0 } ?? "") + " after \(comparedRecords) "
            + "identical inputs and records:")
        lines += first.context.map { "    " + $0 }
        lines.append("  A: " + (first.a ?? "(nothing more)"))
        lines.append("  B: " + (first.b ?? "(nothing more)"))
        if !changes.isEmpty { lines.append("what changed, A → B:") }
        for change in changes {
            lines.append("  \(change.category.rawValue):")
            lines += change.values.map { "    \($0.value) — \($0.a) → \($0.b)" }
        }
        return lines.joined(separator: "\n")
    }

    /// The comparison as one JSON object: `equal`, `compared`, `scene` (header fields that differ), `first`
    /// (`a`, `b`, `field`, `context`; null when equal) and `changes` (per kind of decision, each value with its
    /// counts in `a` and `b`).
    public var json: String {
        func quoted(_ text: String?) -> String { text.map(JSONText.quoted) ?? "null" }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        let firstJSON = first.map {
            "{\"a\": \(quoted($0.a)), \"b\": \(quoted($0.b)), \"field\": \(quoted($0.field)), "
                + "\"context\": \(list($0.context.map(JSONText.quoted)))}"
        } ?? "null"
        let changesJSON = list(changes.map { change in
            "{\"category\": \(JSONText.quoted(change.category.rawValue)), \"values\": "
                + list(change.values.map { "{\"value\": \(JSONText.quoted($0.value)), \"a\": \($0.a), \"b\": \($0.b)}" })
                + "}"
        })
        return "{\"equal\": \(isEqual), \"compared\": \(comparedRecords), "
            + "\"scene\": \(list(headerChanges.map(JSONText.quoted))), \"first\": \(firstJSON), \"changes\": \(changesJSON)}"
    }
}

import Foundation

/// What `lint` found in one world: the findings in order, with their counts, and how many views it checked —
/// as text (one line a finding, then "N errors, M warnings") or as one JSON object.
package struct LintReport: Sendable {
    package let findings: [LintFinding]
    /// The views checked: every control and every view with a recognizer.
    package let checked: Int
    /// The questions asked, the findings that give no `why` sentence because `LintQuestions`' budget was spent,
    /// and the world's views.
    package var questions: (asked: Int, unasked: Int, views: Int) = (0, 0, 0)
    /// What the asker knows of the scene that the answer should say (a dump's lines it could not read).
    package var notes: [String] = []

    package var errors: Int { findings.count { $0.level == .error } }
    package var warnings: Int { findings.count { $0.level == .warning } }

    /// A line when findings were left unexplained; nil when every finding was asked.
    package var note: String? {
        guard questions.unasked > 0 else { return nil }
        return "note: \(questions.unasked) findings give no reason: each reason taps a fresh world of "
            + "\(questions.views) views, and the first \(questions.asked) were asked; `why --at X,Y --view NAME` asks one"
    }

    /// "1 error, 2 warnings".
    package var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return count(errors, "error") + ", " + count(warnings, "warning")
    }

    @MainActor
    package var text: String {
        (findings.map(\.text) + [note].compactMap { $0 } + [summary] + notes).joined(separator: "\n")
    }

    /// `{example, variant, findings, errors, warnings, checked}` (and `note` when findings are unexplained, `notes`
    /// when there are any), keys sorted, so the text is stable.
    package func json(example: String, variant: String?) -> String {
        struct Object: Encodable {
            let example: String
            let variant: String?
            let findings: [LintFinding]
            let errors: Int, warnings: Int, checked: Int
            let note: String?
            let notes: [String]

            enum Key: String, CodingKey { case example, variant, findings, errors, warnings, checked, note, notes }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(example, forKey: .example)
                try container.encode(variant, forKey: .variant)
                try container.encode(findings, forKey: .findings)
                try container.encode(errors, forKey: .errors)
                try container.encode(warnings, forKey: .warnings)
                try container.encode(checked, forKey: .checked)
                try container.encodeIfPresent(note, forKey: .note)
                if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let object = Object(example: example, variant: variant, findings: findings, errors: errors,
                            warnings: warnings, checked: checked, note: note, notes: notes)
        return (try? encoder.encode(object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

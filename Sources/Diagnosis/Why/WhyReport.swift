import Foundation
@_spi(Engine) import ViewModel

/// What `why --json` prints: one object with `hit` (the name of the view that gets the touch, or null), `path`
/// (the hit-test visits in order, each `{"view", "answer", "reason"}`), and, when a view, recognizer or action was
/// asked about, `verdict` (the sentence) and `decidedBy` (the name of the object whose answer decided, or null);
/// for a recognizer or an action, `timeline` (each moment's `t` and `what`); and `notes` when there are any (what
/// the answer cannot see: a dump's own classes' overrides, a window touchsim added).
///
/// Encoded by `JSONEncoder` with sorted keys, so the text is stable and every string is escaped by the book.
package struct WhyReport: Encodable, Sendable {
    package let hit: String?
    package let path: [HitTestPath.Step]
    /// The verdict and its deciding view's name, when a view was asked about.
    package let verdict: (sentence: String, decidedBy: String?)?
    package let notes: [String]
    /// A recognizer's or an action's moments, in order.
    package let timeline: [RecognizerStory.Moment]?

    /// `outsideScene`: the touch lands on a window touchsim added around the scene (a dump that starts below a
    /// window), not on one of the scene's views, so no view of the scene gets it (`hit` is null; a note says why).
    @MainActor
    package init(_ answer: TouchAnswer, about subject: WhySubject?, notes: [String] = [], outsideScene: Bool = false) {
        self.notes = notes
        let path = answer.path
        hit = outsideScene ? nil : path.hit
        self.path = path.steps
        let names = RecognizerNames(views: answer.question.names)
        switch subject {
        case .view(let view)?:
            let verdict = answer.verdict(for: view)
            self.verdict = (verdict.sentence, verdict.decidedBy.map(answer.question.names.name(of:)))
            timeline = nil
        case .recognizer(let recognizer)?:
            let story = RecognizerStory(of: recognizer, records: answer.records, hit: answer.hit, names: names)
            verdict = (story.sentence, story.decidedBy)
            timeline = story.timeline
        case .action(let action, let senders)?:
            let story = ActionStory(action: action, senders: senders, answer: answer, names: names)
            verdict = (story.sentence, story.decidedBy)
            timeline = story.timeline
        case nil:
            verdict = nil
            timeline = nil
        }
    }

    private enum Key: String, CodingKey { case hit, path, verdict, decidedBy, notes, timeline }

    /// `hit` and `decidedBy` are written as null when there is none, not left out: the shape stays the same.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(hit, forKey: .hit)
        try container.encode(path, forKey: .path)
        if let verdict {
            try container.encode(verdict.sentence, forKey: .verdict)
            try container.encode(verdict.decidedBy, forKey: .decidedBy)
        }
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
        if let timeline { try container.encode(timeline, forKey: .timeline) }
    }

    /// The object as pretty-printed JSON text.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and arrays of strings always encode; the fallback is never taken.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

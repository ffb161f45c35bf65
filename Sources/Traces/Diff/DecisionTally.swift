import Dispatcher
import Foundation

/// What a trace's dispatch decided, counted: which view each hit-test pass chose, the states recognizers reached,
/// the machinery's decisions (held, released, dropped, cancelled, withheld …), the touches methods views and
/// recognizers got first-hand and the actions sent. Two traces of the same inputs are compared by these counts, so a summary of a change says
/// "YellowView touchesCancelled:withEvent: 1 → 0" however long the traces. Counts are kept per distinct value,
/// at most `maximumValues` values a category (a trace's notes are free text, so a million lines can hold a
/// million values): later new values are counted together as `otherValues`, and memory does not grow with the
/// trace.
public struct DecisionTally: Equatable, Sendable {
    /// The kinds of decision, in the order a summary lists them.
    public enum Category: String, CaseIterable, Sendable {
        case hitViews = "hit views"
        case recognizers = "recognizer states"
        case decisions = "deliveries held, released, cancelled"
        case touches = "touches methods called"
        case actions = "actions sent"
    }

    public private(set) var counts: [Category: [String: Int]] = [:]
    public static let maximumValues = 1_000
    public static let otherValues = "(other values, not told apart)"
    /// The pass being read: the answer of its last `hitTestResult` so far (the window's, once it ends).
    private var passAnswer: String??

    public init() {}

    /// Counts one record of the log.
    public mutating func read(_ line: TraceLogLine) {
        let kind = RecordKind(rawValue: line.kind)
        if kind?.phase != .hitTest { endPass() }
        switch kind {
        case .hitTestResult: passAnswer = .some(line.other)
        case .gestureState:
            // "# UITapGestureRecognizer possible → ended: reason": the state reached, named by the recognizer.
            let reached = line.text.split(separator: "→", maxSplits: 1).last.map {
                $0.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            }?.trimmingCharacters(in: .whitespaces) ?? line.text
            add(.recognizers, "\(line.object ?? "?") reached \(reached)")
        case .note: add(.decisions, line.text.hasPrefix("# ") ? String(line.text.dropFirst(2)) : line.text)
        case .message where line.selector?.hasPrefix("touches") == true && line.other == nil:
            // Delivered to the view (the chain's forwarding, which names who passed it on, follows from it).
            add(.touches, "\(line.object ?? "?") \(line.selector ?? "")")
        case .action, .gestureAction, .controlEvent:
            add(.actions, line.text.hasPrefix("# ") ? String(line.text.dropFirst(2)) : line.text)
        default: break
        }
    }

    /// Ends the pass being read, if any (at an input, a record of another kind, or the end of the trace).
    public mutating func endPass() {
        guard let answer = passAnswer else { return }
        add(.hitViews, answer ?? "no view")
        passAnswer = nil
    }

    private mutating func add(_ category: Category, _ key: String) {
        let known = counts[category]?[key] != nil || (counts[category]?.count ?? 0) < Self.maximumValues
        counts[category, default: [:]][known ? key : Self.otherValues, default: 0] += 1
    }
}

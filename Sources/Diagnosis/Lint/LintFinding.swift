import Dispatcher
import Foundation

/// One thing `lint` found: the rule broken, by which view (named as `why --view` takes it), a one-sentence
/// message, and the evidence a reader can check by hand — `why <id> --at X,Y --view NAME` at `at` shows the
/// same story.
package struct LintFinding: Sendable, Encodable, Equatable {
    package struct Evidence: Sendable, Encodable, Equatable {
        /// How much of the view's visible area no touch reaches, 0 to 100 (unreachable, partly-covered).
        package var unreachablePercent: Int?
        /// The view that takes the touch instead at `at` (null: no view takes it).
        package var takenBy: String?
        /// A sample point, in screen points, where the finding shows.
        package var at: CGPoint?
        /// The reachable area's width and height in points, as sampled (small-target).
        package var size: CGSize?
        /// The other views involved: those a swallower covers, those a zero-size ancestor hides, the
        /// recognizer's view (cancelled-by-ancestor-tap).
        package var views: [String] = []
        /// `why`'s verdict at `at` for the view, when it was asked.
        package var why: String?

        package init(unreachablePercent: Int? = nil, takenBy: String? = nil, at: CGPoint? = nil, size: CGSize? = nil,
                     views: [String] = [], why: String? = nil) {
            (self.unreachablePercent, self.takenBy, self.at, self.size) = (unreachablePercent, takenBy, at, size)
            (self.views, self.why) = (views, why)
        }

        private enum Key: String, CodingKey { case unreachablePercent, takenBy, at, size, views, why }

        /// Only what the rule has: an absent key means the rule does not measure it. Points and sizes as
        /// `{"x", "y"}` and `{"width", "height"}`, rounded to a tenth.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(unreachablePercent, forKey: .unreachablePercent)
            if let takenBy {
                try container.encode(takenBy, forKey: .takenBy)
            } else if unreachablePercent != nil {
                try container.encodeNil(forKey: .takenBy)
            }
            if let at { try container.encode(["x": tenth(at.x), "y": tenth(at.y)], forKey: .at) }
            if let size { try container.encode(["width": tenth(size.width), "height": tenth(size.height)], forKey: .size) }
            if !views.isEmpty { try container.encode(views, forKey: .views) }
            try container.encodeIfPresent(why, forKey: .why)
        }

        private func tenth(_ value: CGFloat) -> Double { (Double(value) * 10).rounded() / 10 }

        /// The evidence in brackets for the text line (a size is in the message already), e.g. "[75% unreachable; BackdropView takes the touch at
        /// (356, 289)]".
        @MainActor
        package var text: String {
            var parts: [String] = []
            if let unreachablePercent { parts.append("\(unreachablePercent)% unreachable") }
            if let at {
                let point = DispatchRecord.format(at)
                if unreachablePercent != nil {
                    parts.append("\(takenBy ?? "no view") takes the touch at \(point)")
                } else {
                    parts.append("at \(point)")
                }
            }
            return parts.isEmpty ? "" : "[" + parts.joined(separator: "; ") + "]"
        }
    }

    package let rule: LintRule
    package let view: String
    package let message: String
    package let evidence: Evidence
    /// Where the view comes in the walk of the windows (its name's order): the findings' order after level.
    package let order: Int

    /// The rule's level, kept so the JSON has it.
    package let level: LintRule.Level

    package init(_ rule: LintRule, view: String, order: Int, message: String, evidence: Evidence) {
        (self.rule, self.view, self.order, self.message, self.evidence) = (rule, view, order, message, evidence)
        level = rule.level
    }

    /// What the JSON holds (not `order`, which only sorts).
    private enum CodingKeys: String, CodingKey { case level, rule, view, message, evidence }

    /// One line: "error unreachable UIImageView: No touch reaches it: … [100% unreachable; …]".
    @MainActor
    package var text: String {
        let evidence = evidence.text
        return "\(level.rawValue): \(rule.rawValue): \(view): \(message)" + (evidence.isEmpty ? "" : " " + evidence)
    }

    /// The deterministic order: errors first, then the views in walk order, then the rules in their order.
    package static func < (a: LintFinding, b: LintFinding) -> Bool {
        let rules = LintChecks.rules
        let ruleIndex = { (rule: LintRule) in rules.firstIndex(of: rule) ?? 0 }
        return (a.level == .error ? 0 : 1, a.order, ruleIndex(a.rule), a.view)
            < (b.level == .error ? 0 : 1, b.order, ruleIndex(b.rule), b.view)
    }

    /// A length in points: whole when whole, else one decimal.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

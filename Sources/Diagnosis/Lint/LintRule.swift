import Foundation

/// A rule `sim-desktop lint` checks: a short kebab-case id (what the findings and `--json` print), its level,
/// and what it means. Errors are touches that can never land; warnings are touches that land badly or sometimes,
/// which an app may mean but usually does not. Each rule is declared beside the check that finds it, and
/// `LintChecks.all` lists the checks.
package struct LintRule: Hashable, Sendable, Encodable {
    package enum Level: String, Sendable, Encodable, Comparable {
        case error, warning

        /// Errors first.
        package static func < (lhs: Level, rhs: Level) -> Bool { lhs == .error && rhs == .warning }
    }

    /// The id: `small-target`.
    package let rawValue: String
    package let level: Level
    /// What the rule checks, in a sentence (for the developer's guide, generated from it, and `lint --help`).
    package let explanation: String

    package static func == (a: LintRule, b: LintRule) -> Bool { a.rawValue == b.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The numbers the rules use.
package enum LintThresholds {
    /// Apple's minimum tappable size, in points, both ways.
    package static let minimumTarget: CGFloat = 44
    /// Less unreachable than this is sampling noise or a sliver; not reported.
    package static let partlyCoveredPercent: Double = 10
    /// A view this transparent or less shows nothing (hit-testing refuses only below 0.01).
    package static let invisibleAlpha: CGFloat = 0.02
}

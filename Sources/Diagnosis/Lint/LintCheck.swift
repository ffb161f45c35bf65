import Foundation

/// One lint check, as swift-format has one type per rule: the rules it reports and how it finds them in a
/// world. A check is one file (the type, its rules beside it), one line in `LintChecks.all`, and one test file.
@MainActor
protocol LintCheck {
    nonisolated static var rules: [LintRule] { get }
    static func findings(in context: LintContext) -> [LintFinding]
}

/// The checks `sim-desktop lint` runs, in order (a check may read what one before it left in the context), and
/// so the rules it knows.
@MainActor
package enum LintChecks {
    nonisolated static let all: [any LintCheck.Type] = [
        ReachabilityCheck.self, ZeroSizeAncestorCheck.self, SmallTargetCheck.self, AncestorTapCheck.self,
        TouchSwallowerCheck.self, OutsideContentViewCheck.self, UnderKeyboardCheck.self, ContextMenuLongPressCheck.self,
    ]

    /// Every rule, in the checks' order: the order findings of one view are listed in.
    nonisolated package static let rules: [LintRule] = all.flatMap { $0.rules }
}

import Foundation

/// The rules `sim-desktop lint` checks, each with a short kebab-case id (what the findings and `--json` print),
/// its level, and what it means. Errors are touches that can never land; warnings are touches that land badly
/// or sometimes, which an app may mean but usually does not.
package enum LintRule: String, CaseIterable, Sendable, Encodable {
    case unreachable
    case zeroSizeAncestor = "zero-size-ancestor"
    case partlyCovered = "partly-covered"
    case smallTarget = "small-target"
    case cancelledByAncestorTap = "cancelled-by-ancestor-tap"
    case touchSwallower = "touch-swallower"
    case outsideContentView = "outside-content-view"
    case underKeyboard = "under-keyboard"

    package enum Level: String, Sendable, Encodable, Comparable {
        case error, warning

        /// Errors first.
        package static func < (lhs: Level, rhs: Level) -> Bool { lhs == .error && rhs == .warning }
    }

    package var level: Level {
        switch self {
        case .unreachable, .zeroSizeAncestor: .error
        case .partlyCovered, .smallTarget, .cancelledByAncestorTap, .touchSwallower, .outsideContentView, .underKeyboard:
            .warning
        }
    }

    /// What the rule checks, in a sentence (for the README and `lint --help`).
    package var explanation: String {
        switch self {
        case .unreachable:
            "A control or a view with a gesture recognizer is on screen, but no touch on it reaches it or its subviews."
        case .zeroSizeAncestor:
            "An ancestor with zero width or height (and clipsToBounds false) draws its subviews, but its point(inside:) "
                + "fails everywhere, so hit-testing never reaches them."
        case .partlyCovered:
            "Part of the view (\(Int(LintThresholds.partlyCoveredPercent))% or more) is unreachable: a view in front, "
                + "or a superview's bounds, takes the touch there."
        case .smallTarget:
            "The area that takes its touches is under \(Int(LintThresholds.minimumTarget)) × "
                + "\(Int(LintThresholds.minimumTarget)) pt (Apple's Human Interface Guidelines), as sampled: an "
                + "enlarged point(inside:) counts."
        case .cancelledByAncestorTap:
            "A superview's tap recognizer (cancelsTouchesInView) recognizes a tap on the control and cancels its "
                + "touch: the control has no default action that UIKit lets beat a superview's tap."
        case .touchSwallower:
            "A view that shows nothing (clear background or alpha near 0), with no recognizer and no control "
                + "behaviour, is the hit view over another view's touchable area."
        case .outsideContentView:
            "A control or a view with a recognizer was added to a table or collection view cell itself, not to its "
                + "contentView: on iOS 14 and later the content view lies in front of it and takes its touches."
        case .underKeyboard:
            "Half or more of a control or a view with a recognizer lies where the keyboard covers the screen while a "
                + "text field in its window is editing: the keyboard's window takes those taps."
        }
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

import Foundation
@_spi(Engine) import ViewModel

/// The rule `under-keyboard` (warning): a control or a view with a recognizer lies, at least half of it, where
/// the keyboard covers the screen while a text field or text view in the same window is editing. The keyboard is
/// a window of its own above the app's and takes every touch on it (docs/uikit-rules.md R9.4), so once the user
/// has tapped the field, the view cannot be tapped until editing ends. Lint sees the scene before any touch, so
/// it reports what a tap on the field would do; a keyboard already shown makes the view `unreachable` instead.
@MainActor
enum UnderKeyboardCheck: LintCheck {
    nonisolated static let rules = [LintRule.underKeyboard]

    static func findings(in context: LintContext) -> [LintFinding] {
        guard !context.sim.application.isKeyboardShown else { return [] }
        let screen = context.sim.screen.bounds
        let height = UITextEffectsWindow.keyboardHeight(on: screen.size)
        let keyboard = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        // Each window's first text input, found once: a text input is itself never checked here.
        var inputs: [ObjectIdentifier: UIView?] = [:]
        func input(in window: UIWindow?) -> UIView? {
            guard let window else { return nil }
            if let known = inputs[ObjectIdentifier(window)] { return known }
            let found = textInput(in: window)
            inputs[ObjectIdentifier(window)] = found
            return found
        }
        return context.checked.compactMap { view in
            guard !isTextInput(view), let input = input(in: view.window),
                  let visible = ViewCoverage.visibleRect(of: view, in: context.sim)
            else { return nil }
            let onScreen = visible.applying(view.toScreenTransform)
            guard onScreen.hasFiniteEdges else { return nil }
            let covered = onScreen.intersection(keyboard)
            guard !covered.isNull, covered.width * covered.height >= onScreen.width * onScreen.height / 2 else { return nil }
            let point = CGPoint(x: covered.midX.rounded(), y: covered.midY.rounded())
            let message = "While \(context.name(input)) is editing, the keyboard (\(Int(height)) pt, a window above "
                + "the app's) covers it and takes the taps there. Keep it above the keyboard, or end editing on a "
                + "tap elsewhere."
            return context.finding(.underKeyboard, view, message,
                                   LintFinding.Evidence(at: point, views: [context.name(input)]))
        }
    }

    private static func isTextInput(_ view: UIView) -> Bool { view is UITextField || view is UITextView }

    /// The first shown, enabled text input in `window`, in tree order.
    private static func textInput(in window: UIWindow) -> UIView? {
        var stack: [UIView] = [window]
        while let current = stack.popLast() {
            if isTextInput(current), !current.isHidden, current.isUserInteractionEnabled,
               (current as? UIControl)?.isEnabled ?? true
            {
                return current
            }
            stack += current.subviews.reversed()
        }
        return nil
    }
}

extension LintRule {
    package static let underKeyboard = LintRule(
        rawValue: "under-keyboard", level: .warning,
        explanation: "Half or more of a control or a view with a recognizer lies where the keyboard covers the screen while a "
            + "text field in its window is editing: the keyboard's window takes those taps.")
}

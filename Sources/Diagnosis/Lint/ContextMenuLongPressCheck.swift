import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// The rule `long-press-under-context-menu` (warning): a long press on a view whose touches a context menu's press
/// also sees — the menu on the view, an ancestor or a subview — that never recognizes: the menu's press begins at
/// 0.4 s and prevents it (docs/uikit-rules.md R14.7).
///
/// As `AncestorTapCheck` does, the check asks the engine rather than compare durations: it holds a finger still
/// on the view in a world of its own and reports only when the long press failed, prevented by a context menu's
/// press — a delegate that lets both recognize, or a shorter press, is not reported.
@MainActor
enum ContextMenuLongPressCheck: LintCheck {
    nonisolated static let rules = [LintRule.longPressUnderContextMenu]
    /// How long the finger is held: longer than any long press a menu's press could beat.
    static let heldSeconds: TimeInterval = 2

    static func findings(in context: LintContext) -> [LintFinding] {
        let menus = viewsWithContextMenus(in: context.sim)
        guard !menus.isEmpty else { return [] }
        return context.checked.compactMap { view in
            let recognizers = view.gestureRecognizers ?? []
            guard let index = recognizers.firstIndex(where: { $0 is UILongPressGestureRecognizer && !($0 is _UIContextMenuDriver) && $0.isEnabled }),
                  let press = recognizers[index] as? UILongPressGestureRecognizer,
                  menus.contains(where: { view.isDescendant(of: $0) || $0.isDescendant(of: view) }),
                  let point = context.coverage(of: view)?.reachedPoint(in: context.sim),
                  let menuView = context.questions.contextMenuPreventing(index, of: context.name(view), heldAt: point,
                                                                        for: heldSeconds)
            else { return nil }
            let message = "Its \(className(of: press)) (minimumPressDuration \(LintFinding.format(press.minimumPressDuration)) s) "
                + "never recognizes: held still, \(menuView)'s context menu begins its press first and prevents it. "
                + "A long press shorter than the menu's wins, or its action can move into the menu."
            return context.finding(.longPressUnderContextMenu, view, message, LintFinding.Evidence(at: point, views: [menuView]))
        }
    }

    /// The views holding a `UIContextMenuInteraction`, in every window.
    private static func viewsWithContextMenus(in sim: Simulator) -> [UIView] {
        var views: [UIView] = []
        for window in sim.application.windows {
            window.forEachInTree { view in
                if view.interactions.contains(where: { $0 is UIContextMenuInteraction }) { views.append(view) }
            }
        }
        return views
    }
}

extension LintRule {
    package static let longPressUnderContextMenu = LintRule(
        rawValue: "long-press-under-context-menu", level: .warning,
        explanation: "A long press on a view a context menu also sees never recognizes when the finger is held: the "
            + "menu's press begins first (0.4 s) and prevents it.")
}

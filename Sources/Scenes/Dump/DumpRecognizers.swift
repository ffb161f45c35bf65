import Foundation
import ViewModel

/// The gesture recognizers of a dump's views. A dump says only that a view has some (`gestureRecognizers =
/// <NSArray: 0x…>`), not which. The ones UIKit's own views carry are known and given as UIKit gives them — a
/// scroll view's pans (its class makes them), a sheet's drag on its `UIDropShadowView`, a navigation controller's
/// edge swipe on its `UILayoutContainerView`; any other view that prints some gets a warning, so an answer is
/// never silently wrong.
@MainActor
public enum DumpRecognizers {
    /// The behaviours whose printed recognizers touchsim knows.
    static let known: Set<String> = [
        "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UITextField", "UIDropShadowView",
        "UILayoutContainerView",
    ]

    /// Gives the system containers among `views` their recognizers.
    static func equip(_ views: [UIView]) {
        for view in views {
            if let sheet = view as? UIDropShadowView {
                sheet.addSheetDrag()
            } else if let container = view as? UILayoutContainerView {
                container.addPopSwipe(canPop: showsBackButton(container))
            }
        }
    }

    /// Whether a navigation bar in `container` shows a back button (iOS prints its parts as `_UIBackButton…`
    /// classes): then a controller can be popped (assumed from the dump, which has no stack).
    private static func showsBackButton(_ container: UIView) -> Bool {
        var stack = container.subviews.filter { $0 is UINavigationBar }
        while let view = stack.popLast() {
            if view.printedIdentity?.className.contains("Back") == true { return true }
            stack += view.subviews
        }
        return false
    }

    /// A warning for each view that prints gesture recognizers touchsim cannot know. A window's are UIKit's
    /// system gesture gates, left out (assumed: they matter only for the screen's edges).
    public static func unknown(in nodes: [DumpNode]) -> [DumpDiagnostic] {
        nodes.filter { node in
            node.spec.printsGestureRecognizers && !ViewFactory.isWindow(node.spec.className)
                && !known.contains(ViewFactory.behaviour(of: node.spec.className))
        }
            .map { node in
                let name = node.spec.className + (node.spec.address.map { " " + $0 } ?? "")
                return DumpDiagnostic(line: node.line, message: "warning: \(name) has gesture recognizers the dump does not "
                    + "describe (gestureRecognizers = <NSArray…>); touchsim gives it none, so an answer that involves it "
                    + "may differ from the device")
            }
    }
}

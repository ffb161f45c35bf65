import Foundation
@_spi(Engine) import ViewModel

/// The gesture recognizers of a dump's views. A dump says only that a view has some (`gestureRecognizers =
/// <NSArray: 0x…>`), not which. The ones UIKit's own views carry are known and given as UIKit gives them — a
/// scroll view's pans (its class makes them), a sheet's drag on its `UIDropShadowView`, a navigation controller's
/// edge swipe on its `UILayoutContainerView`; any other view that prints some gets a warning, so an answer is
/// never silently wrong.
@MainActor
public enum DumpRecognizers {
    /// The behaviours whose printed recognizers touchsim knows.
    static let known = Set(systemRecognizers.keys)

    /// What UIKit puts on the views of those classes, by the names it prints, and what touchsim gives them.
    static let systemRecognizers: [String: String] = {
        let scrolling = "UIScrollViewPanGestureRecognizer and UIScrollViewDelayedTouchesBeganGestureRecognizer, "
            + "which touchsim gives it (with the pinch when it zooms)"
        let text = "UIKit's text interaction recognizers (UITextTapRecognizer, UITextLoupePanGestureRecognizer …), "
            + "of which touchsim gives the text tap to a selectable text view that is not editable (a dump does not "
            + "say which: a scene file's `editable: false`) and leaves out the others"
        return [
            "UIScrollView": scrolling, "UITableView": scrolling, "UICollectionView": scrolling,
            "UITextView": scrolling + "; and " + text, "UITextField": text,
            "UIDropShadowView": "the sheet's drag (_UISheetInteractionBackgroundDismissRecognizer), which touchsim gives it",
            "UILayoutContainerView": "the swipe back from the edge (_UIParallaxTransitionPanGestureRecognizer), which "
                + "touchsim gives it when the bar shows a back button",
        ]
    }()

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

    /// The recognizers pasted under the views (`ParsedDump.recognizers`, by node index into `views`), made as the
    /// app made them: the UIKit class their class is or ends like (an app's `MyTapGestureRecognizer` is a
    /// tap), the flags printed, an action to a stand-in of each printed target, and the `must-fail` relations by
    /// address. UIKit's own (a scroll view's pans, the system's gates, text interactions) are left: touchsim's
    /// containers make theirs.
    static func add(_ printed: [(recognizer: PrintedRecognizer, owner: Int)], to views: [UIView]) {
        var byAddress: [String: UIGestureRecognizer] = [:]
        var made: [(UIGestureRecognizer, PrintedRecognizer)] = []
        for (description, owner) in printed where views.indices.contains(owner) {
            guard let recognizer = make(description) else { continue }
            views[owner].addGestureRecognizer(recognizer)
            if let address = description.address { byAddress[address] = recognizer }
            made.append((recognizer, description))
        }
        for (recognizer, description) in made {
            for address in description.mustFail {
                if let other = byAddress[address], other !== recognizer { recognizer.require(toFail: other) }
            }
        }
    }

    /// The kinds of recognizer a printed class name gives, by its ending, longest first.
    private static let kinds: [(suffix: String, make: @MainActor (PrintedRecognizer) -> UIGestureRecognizer)] = [
        ("ScreenEdgePanGestureRecognizer", { _ in UIScreenEdgePanGestureRecognizer(target: nil, action: nil) }),
        ("LongPressGestureRecognizer", { printed in
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            if let duration = printed.minimumPressDuration { press.minimumPressDuration = duration }
            press.numberOfTouchesRequired = printed.numberOfTouchesRequired
            return press
        }),
        ("TapGestureRecognizer", { printed in
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            (tap.numberOfTapsRequired, tap.numberOfTouchesRequired) = (printed.numberOfTapsRequired, printed.numberOfTouchesRequired)
            return tap
        }),
        ("PanGestureRecognizer", { _ in UIPanGestureRecognizer(target: nil, action: nil) }),
        ("SwipeGestureRecognizer", { _ in UISwipeGestureRecognizer(target: nil, action: nil) }),
        ("PinchGestureRecognizer", { _ in UIPinchGestureRecognizer(target: nil, action: nil) }),
        ("RotationGestureRecognizer", { _ in UIRotationGestureRecognizer(target: nil, action: nil) }),
    ]

    /// Whether UIKit made it for its own views (assumed from the printed names): a private `_UI…` class or a
    /// scroll view's or text interaction's, or one whose target is UIKit's (`_UINavigationInteractiveTransition`,
    /// `UITableView`, `UIMultiSelectInteraction`) — an app's classes do not start with `UI`.
    static func isSystem(_ printed: PrintedRecognizer) -> Bool {
        let name = printed.className, target = printed.targetClass ?? ""
        return name.hasPrefix("_") || name.hasPrefix("UIScrollView") || name.hasPrefix("UIText")
            || name.hasPrefix("UITapAndAHalf") || target.hasPrefix("_") || target.hasPrefix("UI")
    }

    /// The recognizer a printed description makes; nil for UIKit's own and for a kind touchsim does not have.
    static func make(_ printed: PrintedRecognizer) -> UIGestureRecognizer? {
        let kindName = printed.baseClass ?? printed.className
        guard !isSystem(printed), let kind = kinds.first(where: { kindName.hasSuffix($0.suffix) }) else { return nil }
        let recognizer = kind.make(printed)
        recognizer.name = printed.name
        recognizer.isEnabled = printed.isEnabled
        recognizer.cancelsTouchesInView = printed.cancelsTouchesInView
        recognizer.delaysTouchesBegan = printed.delaysTouchesBegan
        recognizer.delaysTouchesEnded = printed.delaysTouchesEnded
        if !printed.actions.isEmpty {
            let target = PrintedTarget(className: printed.targetClass ?? "UIViewController")
            for action in printed.actions { recognizer.addTarget(target, action: Selector(action)) }
        }
        return recognizer
    }

    /// A warning for each pasted recognizer touchsim leaves out: a class of a kind it does not have. UIKit's own
    /// are left without one (touchsim's containers make theirs).
    public static func leftOut(_ dump: ParsedDump) -> [DumpDiagnostic] {
        dump.recognizers.compactMap { item in
            let printed = item.recognizer
            guard !isSystem(printed), make(printed) == nil else { return nil }
            return DumpDiagnostic(line: printed.line, message: "warning: \(printed.className) is a kind of gesture "
                + "recognizer touchsim does not have (it knows taps, pans, long presses, swipes, pinches, rotations "
                + "and screen-edge pans, and classes whose names end like them); left out")
        }
    }

    /// A note for each view of a class UIKit gives recognizers of its own, naming them, when the dump pastes none
    /// for it: an app's recognizers on it are not in the dump either.
    public static func system(in dump: ParsedDump) -> [DumpDiagnostic] {
        let described = Set(dump.recognizers.map(\.owner))
        return dump.nodes.indices.compactMap { index in
            let node = dump.nodes[index]
            guard node.spec.printsGestureRecognizers, !described.contains(index),
                  let system = systemRecognizers[ViewFactory.behaviour(of: node.spec.className)]
            else { return nil }
            let name = node.spec.className + (node.spec.address.map { " " + $0 } ?? "")
            return DumpDiagnostic(line: node.line, message: "note: \(name) carries UIKit's own recognizers: \(system). "
                + "Any of the app's on it are not in the dump: paste `po view.gestureRecognizers` under its line")
        }
    }

    /// A warning for each view that prints gesture recognizers touchsim cannot know. A window's are UIKit's
    /// system gesture gates, left out (assumed: they matter only for the screen's edges).
    public static func unknown(in dump: ParsedDump) -> [DumpDiagnostic] {
        let described = Set(dump.recognizers.map(\.owner))
        return dump.nodes.indices.filter { index in
            let node = dump.nodes[index]
            return node.spec.printsGestureRecognizers && !ViewFactory.isWindow(node.spec.className)
                && !known.contains(ViewFactory.behaviour(of: node.spec.className)) && !described.contains(index)
        }
            .map { dump.nodes[$0] }
            .map { node in
                let name = node.spec.className + (node.spec.address.map { " " + $0 } ?? "")
                return DumpDiagnostic(line: node.line, message: "warning: \(name) has gesture recognizers the dump does not "
                    + "describe (gestureRecognizers = <NSArray…>); touchsim gives it none, so an answer that involves it "
                    + "may differ from the device. Paste the output of `po view.gestureRecognizers` for it under its line")
            }
    }
}

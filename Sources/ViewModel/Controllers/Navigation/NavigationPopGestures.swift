import Foundation

/// The target and default delegate of a navigation controller's pop recognizers (UIKit's private
/// `_UINavigationInteractiveTransition`): the leading-edge `UIScreenEdgePanGestureRecognizer`, and on iOS 26 and
/// later the content pan, which begins only for a pan toward the trailing edge, more across than down. Both
/// refuse to begin at the root controller and while a push or pop runs; each drives an interactive pop
/// (docs/uikit-rules.md R13.2, R13.3).
@MainActor
final class NavigationPopGestures: NSObject, UIGestureRecognizerDelegate, ActionTarget {
    private unowned let navigation: UINavigationController
    let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    private(set) var contentPan: UIPanGestureRecognizer?
    private var pop: NavigationTransition?
    static let action = Selector("handleNavigationTransition:")
    /// The first iOS with the content pop.
    static let contentPopSystem = 26

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    /// Adds the recognizers to the navigation controller's view.
    func install(on view: UIView) {
        edgePan.edges = .left
        edgePan.delaysTouchesBegan = true  // as developers print it: a touch at the edge reaches views late
        edgePan.addTarget(self, action: Self.action)
        edgePan.delegate = self
        view.addGestureRecognizer(edgePan)
        guard UIDevice.majorVersion(for: view) >= Self.contentPopSystem else { return }
        // iOS 26 logs name both.
        edgePan.name = "UINavigationController.edgeSwipe"
        let pan = UIPanGestureRecognizer(target: self, action: Self.action)
        pan.name = "UINavigationController.contentSwipe"
        pan.delegate = self
        view.addGestureRecognizer(pan)
        contentPan = pan
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard navigation.viewControllers.count > 1, navigation.transition == nil else { return false }
        guard gestureRecognizer === contentPan, let pan = contentPan else { return true }
        let moved = pan.translation(in: navigation.view)
        return moved.x > 0 && moved.x > abs(moved.y)
    }

    func actionMethod(for selector: Selector) -> ActionMethod? {
        guard selector == Self.action else { return nil }
        return ActionMethod(selector, swiftName: "handleNavigationTransition(_:)") { [weak self] sender, _ in
            if let self, let pan = sender as? UIPanGestureRecognizer { handle(pan) }
            return .called
        }
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            pop = NavigationTransition.beginInteractivePop(in: navigation)
            pop?.update(translation: pan.translation(in: navigation.view).x)
        case .changed:
            pop?.update(translation: pan.translation(in: navigation.view).x)
        case .ended, .cancelled, .failed:
            pop?.end(velocity: pan.velocity(in: navigation.view).x, cancelled: pan.state != .ended)
            pop = nil
        default:
            break
        }
    }
}

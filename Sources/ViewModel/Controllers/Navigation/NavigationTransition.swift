import Foundation

/// A push or pop of a navigation controller on the virtual clock: the incoming view slides in from the trailing
/// edge over the outgoing one, which moves a third of the way out behind it (a pop runs it backwards). An
/// animated push or pop runs `duration`; before iOS 26 the container takes no touches until it ends, from iOS 26
/// the screens stay interactive during it (observed); an interactive pop
/// follows the finger, then completes or cancels by how far and how fast the finger went (docs/uikit-rules.md
/// R13.2). The numbers are assumed: Apple publishes none.
@MainActor
final class NavigationTransition {
    /// How long an animated push or pop takes.
    static let duration: TimeInterval = 0.35
    /// How far, as a share of the width, the outgoing view moves out behind the incoming one.
    static let parallax: CGFloat = 0.3
    /// An interactive pop completes past this share of the width, or when the finger lifts moving trailing
    /// faster than `completionSpeed` (points per second); a finger moving leading that fast cancels it.
    static let completionShare: CGFloat = 0.5
    static let completionSpeed: CGFloat = 300

    private unowned let navigation: UINavigationController
    /// The view sliding over (the top controller's) and the one beneath it.
    private let front: UIViewController
    private let back: UIViewController
    private var width: CGFloat { navigation.wrapperView.bounds.width }
    /// How far the front view is from its resting place, 0 (in place) to 1 (gone to the trailing edge).
    private(set) var progress: CGFloat

    private init(navigation: UINavigationController, front: UIViewController, back: UIViewController, progress: CGFloat) {
        (self.navigation, self.front, self.back, self.progress) = (navigation, front, back, progress)
        navigation.transition = self
        back.view.frame = navigation.wrapperView.bounds
        front.view.frame = navigation.wrapperView.bounds
        navigation.wrapperView.insertSubview(back.view, at: 0)
        navigation.wrapperView.addSubview(front.view)
        place(at: progress)
    }

    /// Slides `pushed` in over `old`.
    static func push(_ pushed: UIViewController, over old: UIViewController, in navigation: UINavigationController) {
        let transition = NavigationTransition(navigation: navigation, front: pushed, back: old, progress: 1)
        navigation.navigationBar.show(pushed.navigationItem, back: old.navigationItem)
        old.viewWillDisappear(true)
        pushed.viewWillAppear(true)
        transition.animate(to: 0) { [unowned navigation] in
            old.viewIfLoaded?.removeFromSuperview()
            navigation.transition = nil
            navigation.showTop()
            old.viewDidDisappear(true)
            pushed.viewDidAppear(true)
            pushed.markAppeared()
        }
    }

    /// Slides `top` out, uncovering `below`.
    static func pop(_ top: UIViewController, to below: UIViewController, in navigation: UINavigationController) {
        let transition = NavigationTransition(navigation: navigation, front: top, back: below, progress: 0)
        top.viewWillDisappear(true)
        below.viewWillAppear(true)
        transition.animate(to: 1) { transition.finishPop() }
    }

    /// Starts a pop that follows the finger.
    static func beginInteractivePop(in navigation: UINavigationController) -> NavigationTransition? {
        let stack = navigation.viewControllers
        guard stack.count > 1, navigation.transition == nil else { return nil }
        let (top, below) = (stack[stack.count - 1], stack[stack.count - 2])
        top.viewWillDisappear(true)
        below.viewWillAppear(true)
        return NavigationTransition(navigation: navigation, front: top, back: below, progress: 0)
    }

    /// Follows the finger `translation` points toward the trailing edge.
    func update(translation: CGFloat) {
        guard width > 0 else { return }
        place(at: min(max(translation / width, 0), 1))
    }

    /// The finger lifted (or the pop was cancelled) moving at `velocity` points per second along x.
    func end(velocity: CGFloat, cancelled: Bool) {
        let completes = !cancelled && velocity > -Self.completionSpeed
            && (progress > Self.completionShare || velocity > Self.completionSpeed)
        if completes {
            animate(to: 1) { [self] in finishPop() }
            return
        }
        animate(to: 0) { [self, navigation] in
            back.viewIfLoaded?.removeFromSuperview()
            navigation.transition = nil
            navigation.showTop()
            // UIKit tells both that the appearance they were told of did not happen.
            back.viewWillDisappear(true)
            front.viewWillAppear(true)
            back.viewDidDisappear(true)
            front.viewDidAppear(true)
        }
    }

    private func finishPop() {
        navigation.transition = nil
        navigation.removeTop(front)
        front.viewDidDisappear(true)
        back.viewDidAppear(true)
        back.markAppeared()
    }

    private func place(at progress: CGFloat) {
        self.progress = progress
        front.view.frame.origin.x = progress * width
        back.view.frame.origin.x = -(1 - progress) * Self.parallax * width
    }

    /// Animates to `target`, then runs `done`; before iOS 26 the container takes no touches meanwhile.
    private func animate(to target: CGFloat, done: @escaping () -> Void) {
        let container = navigation.view!
        let wasInteractive = container.isUserInteractionEnabled
        if UIDevice.majorVersion(for: container) < NavigationPopGestures.contentPopSystem { container.isUserInteractionEnabled = false }
        let duration = Self.duration * Double(abs(target - progress))
        UIView.animate(withDuration: max(duration, 0.05), delay: 0, options: [], animations: { [self] in
            place(at: target)
        }, completion: { [weak container] _ in
            container?.isUserInteractionEnabled = wasInteractive
            done()
        })
    }
}

import ExampleKit
import Foundation
import ViewModel

/// A window the size of the world's screen holding `controller`.
@MainActor
func makeWindow(root controller: UIViewController, scene: UIWindowScene? = nil) -> UIWindow {
    let window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    return window
}

/// A window whose root controller presents `controller` as a page sheet, as the apps of seeds 000 and 001 did:
/// iOS 13+ wraps it in a `UITransitionView` and a `UIDropShadowView`, which their device logs print.
@MainActor
func makeWindow(presenting controller: UIViewController, scene: UIWindowScene? = nil) -> UIWindow {
    let host = UIViewController()
    host.view.backgroundColor = UIColor(white: 0.25, alpha: 1)  // the presenter, dimmed behind the sheet
    let window = makeWindow(root: host, scene: scene)
    host.present(controller, animated: false)
    return window
}

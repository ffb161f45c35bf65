import Foundation

/// The status bar of a window scene (`UIWindowScene.statusBarManager`): a strip across the top of the screen,
/// as tall as the device's status bar. The simulated status bar is always shown, in the default style.
@MainActor
open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect { frame }
    open var isStatusBarHidden: Bool { false }
    open var statusBarStyle: UIStatusBarStyle { .default }
    private let frame: CGRect

    init(screen: UIScreen) {
        frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.statusBarHeight)
        super.init()
    }
}

/// The status bar's style, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

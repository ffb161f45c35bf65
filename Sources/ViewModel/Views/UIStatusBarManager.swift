import Foundation

/// The status bar of a window scene (`UIWindowScene.statusBarManager`): a strip across the top of the screen,
/// `UIScreen.statusBarHeight` tall. The simulated status bar is always shown, in the default style.
@MainActor
public final class UIStatusBarManager {
    public enum Style: Int, Sendable { case `default`, lightContent, darkContent }

    public let statusBarFrame: CGRect
    public let isStatusBarHidden = false
    public let statusBarStyle: Style = .default

    init(screen: UIScreen) {
        statusBarFrame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.statusBarHeight)
    }
}

/// UIKit's name for the status bar's style.
public typealias UIStatusBarStyle = UIStatusBarManager.Style

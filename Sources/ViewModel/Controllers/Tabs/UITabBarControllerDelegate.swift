import Foundation

/// Asked whether a tapped tab may be selected, and told that it was. Every method is optional. Both are called
/// for a user's tap only, the selected tab's too; never for `selectedIndex` or `selectedViewController` set in
/// code (docs/uikit-rules.md R11.5).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Told that a tab bar's user selected an item (a tab bar of the app's own; a tab bar controller's bar tells the
/// controller instead).
@MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

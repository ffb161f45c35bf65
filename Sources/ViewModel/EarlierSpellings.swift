import Foundation

// touchsim's earlier spellings of UIKit's names, kept so code written before it took Apple's spelling still
// compiles; each points to Apple's (docs/porting.md, "Earlier spellings").

extension UIViewController {
    @available(*, deprecated, renamed: "UIModalPresentationStyle")
    public typealias ModalPresentationStyle = UIModalPresentationStyle
}

extension UIKeyCommand {
    @available(*, deprecated, renamed: "UIKeyModifierFlags")
    public typealias ModifierFlags = UIKeyModifierFlags
}

extension UIStatusBarManager {
    @available(*, deprecated, renamed: "UIStatusBarStyle")
    public typealias Style = UIStatusBarStyle
}

extension UIScrollView {
    @available(*, deprecated, message: "use UIScrollView.DecelerationRate.normal.rawValue")
    public static var normalDecelerationRate: CGFloat { DecelerationRate.normal.rawValue }
}

extension UICollectionViewFlowLayout {
    @available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
    public typealias ScrollDirection = UICollectionView.ScrollDirection
}

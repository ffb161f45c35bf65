import Foundation

/// An item of a tab bar.
public struct UITabBarItem: Hashable, Sendable {
    public var title: String?
    public var tag: Int

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.tag = tag
    }
}

/// The bar of tabs at the bottom of the screen.
@MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?

    /// The tab bar's height above the home indicator, in points.
    public static let barHeight: CGFloat = 49

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }
}

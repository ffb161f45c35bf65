import Foundation

/// An item of a tab bar.
@MainActor
open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        (self.title, self.image, self.tag) = (title, image, tag)
    }
}

/// The bar of tabs at the bottom of the screen.
@MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?

    /// The tab bar's height above the home indicator, in points.
    @_spi(Engine) public static let barHeight: CGFloat = 49

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    public required init?(coder: NSCoder) { return nil }
}

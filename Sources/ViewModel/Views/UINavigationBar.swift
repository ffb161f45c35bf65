import Foundation

/// The bar at the top of a navigation controller; it shows the top controller's title.
@MainActor
open class UINavigationBar: UIView {
    open var title: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }
}

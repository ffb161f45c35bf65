import Foundation

/// What the items of toolbars, navigation bars and tab bars share: a title, an image, whether it is enabled, a tag.
@MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled: Bool = true
    open var tag: Int = 0

    public override init() { super.init() }

    /// As UIKit's bar items, so a subclass that adds a designated initializer writes it; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }
}

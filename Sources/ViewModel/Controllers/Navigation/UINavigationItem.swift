import Foundation

/// What a controller shows in a navigation bar while it is on top: its title, the bar button items on either
/// side, and the back item the next controller's back button shows.
@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    /// The item the back button shows when a controller is pushed above this one; nil for a button titled with
    /// this item's title, or "Back".
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// A view the bar shows in place of the title, sized as R13.4 says: its intrinsic size, else its own.
    open var titleView: UIView?

    public init(title: String) {
        self.title = title.isEmpty ? nil : title
        super.init()
    }

    /// As UIKit's navigation items, so a subclass that adds a designated initializer writes it; touchsim reads no
    /// archives.
    public required init?(coder: NSCoder) { return nil }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
}

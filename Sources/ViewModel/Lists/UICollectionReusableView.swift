import Foundation

/// A view a collection view places and makes again from its class: the base of its cells.
@MainActor
open class UICollectionReusableView: UIView {
    public private(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How a collection view makes a registered class's view: UIKit calls `init(frame:)` by name; Swift reaches a
    /// subclass's override only through an initializer every subclass has, and a convenience one is inherited by
    /// any subclass that overrides `init(frame:)` (docs/porting.md).
    public required convenience init(reusableWithIdentifier identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called before the view is handed out again; the simulator makes a new view each time, so never.
    open func prepareForReuse() {}
}

import Foundation

/// A view that shows a larger content area; `contentOffset` is its bounds origin.
@MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var delaysContentTouches = true
    open var canCancelContentTouches = true

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// What a description of a real app's view says about it, independent of where the description came from (a
/// `recursiveDescription` dump today, a scene file later): the class it printed, where the view sits and the
/// flags hit-testing reads. `ViewFactory` turns it into a view with UIKit's behaviour for that class.
///
/// Every flag is as the description gives it, not as the class's default: UIKit prints
/// `userInteractionEnabled = NO` whenever a view has it off, so a `UILabel` described without it was made
/// interactive by its app, and is built so.
public struct ViewSpec: Sendable {
    public var className: String
    public var address: String?
    /// The UIKit class whose behaviour the view gets, when the description names it (a capture finds it among the
    /// class's ancestors); else it is guessed from `className`.
    public var baseClass: String?
    /// What the description found the class overriding (`PrintedIdentity.overrides`); nil when it could not tell.
    public var overrides: [String]?
    /// In the superview's coordinates; the bounding box when `transform` is not the identity.
    public var frame: CGRect
    /// The bounds origin (a scroll view's content offset): it shifts where the subviews are.
    public var boundsOrigin: CGPoint = .zero
    /// The bounds size, when printed (UIKit prints bounds beside a transform); else the frame's size is used.
    public var boundsSize: CGSize?
    public var transform: CGAffineTransform?
    public var isHidden = false
    public var alpha: CGFloat = 1
    public var isUserInteractionEnabled = true
    /// Nil: the class's own (UIKit's scroll views clip, other views do not).
    public var clipsToBounds: Bool?
    /// A scroll view's content size, when printed.
    public var contentSize: CGSize?
    /// A scroll view's content inset (a dump prints `adjustedContentInset`, which is what scrolling uses).
    public var contentInset: UIEdgeInsets?
    public var tag = 0
    /// The layer's `zPosition`: it orders drawing among siblings, never hit-testing (docs/uikit-rules.md R1.10).
    public var zPosition: CGFloat = 0
    /// A label's text (or a text field's, or a button's title), when given.
    public var text: String?
    /// Whether the description says the view has gesture recognizers (a dump prints `gestureRecognizers = …`
    /// but not what they are).
    public var printsGestureRecognizers = false
    /// For drawing only: hit-testing never looks at colours.
    public var backgroundColor: UIColor?

    public init(className: String, address: String? = nil, frame: CGRect) {
        self.className = className
        self.address = address
        self.frame = frame
    }
}

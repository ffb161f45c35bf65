import Foundation

/// A control that sends an action when tapped, with a title for each state.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
        layoutContent()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The image for `state`; the first image set makes `imageView`, in front of the button's background.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if madeImageView == nil, image != nil {
            let view = UIImageView(frame: .zero)
            addSubview(view)
            madeImageView = view
        }
        layoutContent()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    public var currentImage: UIImage? { image(for: state) }

    private var madeImageView: UIImageView?
    /// The view that shows the current image; nil until an image is set (UIKit makes it lazily too).
    public var imageView: UIImageView? { madeImageView }

    /// Space around the title and image, part of the button's size and so of its touch area. (Apple deprecates it
    /// from iOS 15 for `UIButton.Configuration`, which touchsim does not have; apps still set it.)
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { layoutContent() } }

    /// The image beside the title, centred with it, plus `contentEdgeInsets`. A title's height gets 6 pt above
    /// and below (assumed: the 30 pt of UIKit's default button, whose 15 pt title is 18 pt high); an image's
    /// size is its own. So an image-only button is as small as its image (docs/uikit-rules.md R13.5).
    open override var intrinsicContentSize: CGSize {
        let title = titleSize, image = currentImage?.size ?? .zero
        let insets = contentEdgeInsets
        return CGSize(width: image.width + title.width + insets.left + insets.right,
                      height: max(image.height, title.height) + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    public override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutContent() } }
    }

    /// The title's one line with the button's 6 pt above and below it; zero without a title.
    private var titleSize: CGSize {
        guard let title = currentTitle, !title.isEmpty, let font = titleLabel?.font else { return .zero }
        return CGSize(width: font.width(of: title), height: font.lineHeight + 2 * Self.titlePadding)
    }

    /// Above and below a title (assumed).
    static let titlePadding: CGFloat = 6

    /// Puts the image at the leading end of the title and image, centred in the bounds inside the insets.
    private func layoutContent() {
        guard let imageView = madeImageView else { return }
        let image = currentImage
        imageView.image = image
        let size = image?.size ?? .zero
        let insets = contentEdgeInsets
        let inner = CGRect(x: insets.left, y: insets.top, width: bounds.width - insets.left - insets.right,
                           height: bounds.height - insets.top - insets.bottom)
        let group = size.width + titleSize.width
        imageView.frame = CGRect(x: inner.midX - group / 2, y: inner.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .system ? .systemBlue : .white)
    }

    /// A button's default action is a single tap: it beats a superview's single-tap recognizer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isSuperviewSingleTap(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
}

import Foundation

/// A view that shows an image. Not interactive by default (docs/uikit-rules.md R1.5).
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public required init?(coder: NSCoder) { return nil }
}

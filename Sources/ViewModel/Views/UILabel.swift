import Foundation

/// A font: a size and a weight (the simulator draws every font with the bundled sans-serif face).
public struct UIFont: Hashable, Sendable {
    public var pointSize: CGFloat
    public var isBold: Bool

    public init(pointSize: CGFloat, isBold: Bool = false) {
        self.pointSize = pointSize
        self.isBold = isBold
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, isBold: true) }
}

/// How a label places its text horizontally.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// A view that shows text. Not interactive by default (docs/uikit-rules.md R1.5).
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor = .black
    open var font: UIFont = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}

/// An image; the simulator keeps its size and an optional tint for drawing.
public final class UIImage: Sendable {
    public let size: CGSize
    public let name: String?

    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
    }

    public convenience init?(named name: String) { self.init(size: CGSize(width: 24, height: 24), name: name) }
}

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
}

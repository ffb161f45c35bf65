import Foundation

/// What a menu holds, and the base of `UIAction` and `UICommand`: a title, an image, and (in UIKit's menus) how it
/// is shown. touchsim shows no menus; controls send `UIAction`s and responders offer `UIKeyCommand`s.
@MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves in a menu, with UIKit's bits.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        @available(iOS 16.0, *)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String { elementTitle }
    open var image: UIImage? { elementImage }
    var elementTitle: String
    var elementImage: UIImage?
    @available(iOS 15.0, *)
    open var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    private var storedSubtitle: String?

    init(title: String, image: UIImage?) {
        elementTitle = title
        elementImage = image
        super.init()
    }
}

import Foundation

/// An image; the simulator keeps its size and its name (for drawing a placeholder).
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    public let size: CGSize
    /// The name it was made with, which the renderer writes in its placeholder.
    @_spi(Engine) public let name: String?

    @_spi(Engine)
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
        super.init()
    }

    /// A named image of the app's assets. touchsim has no asset catalog: every name gives a 24×24 pt image.
    public convenience init?(named name: String) { self.init(size: CGSize(width: 24, height: 24), name: name) }

    /// A system symbol (iOS 13+); as for `init(named:)`, a 24×24 pt image.
    public convenience init?(systemName name: String) { self.init(size: CGSize(width: 24, height: 24), name: name) }

    /// As UIKit's images, so a subclass that adds a designated initializer writes it; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }
}

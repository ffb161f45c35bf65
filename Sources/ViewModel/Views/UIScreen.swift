import Foundation

/// The screen a world draws on: its size in points and its scale. Immutable, as app code sees it on iOS; the
/// engine makes one per device (`init(bounds:scale:statusBarHeight:)`).
open class UIScreen: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    public let bounds: CGRect
    public let scale: CGFloat
    /// The height of the status bar and the top safe area, in points (app code asks the window scene's
    /// `statusBarManager` for it, as on iOS).
    @_spi(Engine) public let statusBarHeight: CGFloat

    @_spi(Engine)
    public init(bounds: CGRect, scale: CGFloat = 3, statusBarHeight: CGFloat = 47) {
        self.bounds = bounds
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        super.init()
    }

    /// The default device: a 6.1-inch iPhone (390×844 pt), as in issue 4.
    @_spi(Engine) public static let iPhone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The screen of the world being dispatched, or the default device outside any world.
    @MainActor open class var main: UIScreen { UIApplication.current?.screen ?? .iPhone }
}

import Foundation

/// The screen a world draws on: its size in points and its scale.
public struct UIScreen: Sendable {
    public var bounds: CGRect
    public var scale: CGFloat
    /// The height of the status bar and the top safe area, in points.
    public var statusBarHeight: CGFloat

    public init(bounds: CGRect, scale: CGFloat = 3, statusBarHeight: CGFloat = 47) {
        self.bounds = bounds
        self.scale = scale
        self.statusBarHeight = statusBarHeight
    }

    /// The default device: a 6.1-inch iPhone (390×844 pt), as in issue 4.
    public static let iPhone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The screen of the world being dispatched, or the default device outside any world.
    @MainActor public static var main: UIScreen { UIApplication.current?.screen ?? .iPhone }
}

/// A scene (iOS 13+): windows on one screen. A window in a scene passes events to the scene, then the app.
@MainActor
open class UIWindowScene: UIResponder {
    public let screen: UIScreen
    let owner: UIApplication
    var windowList: [UIWindow] = []

    @_spi(Engine)
    public init(application: UIApplication) {
        self.owner = application
        self.screen = application.screen
        super.init()
    }

    public var windows: [UIWindow] { windowList }

    /// The status bar of the scene's screen: its frame, whether it is hidden, its style.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(screen: screen) }
    open override var next: UIResponder? { owner }

    isolated deinit {
        for window in windowList { window.scene = nil }
    }
}

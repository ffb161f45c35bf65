import Foundation

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

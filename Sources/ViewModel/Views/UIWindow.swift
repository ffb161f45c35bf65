import Foundation

/// The root of a view tree on screen. Windows are asked for hits from the highest `windowLevel` down.
@MainActor
open class UIWindow: UIView {
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    }

    open var windowLevel: Level = .normal
    /// The views whose `draw(_:)` is due at the end of this turn of the clock (`UIView+Drawing.swift`).
    var displayQueue: [UIView] = []
    public internal(set) var isKeyWindow = false
    /// The scene the window belongs to (iOS 13+); its `next` then goes through the scene.
    open var windowScene: UIWindowScene? {
        get { scene }
        set {
            scene?.windowList.removeAll { $0 === self }
            scene = newValue
            newValue?.windowList.append(self)
        }
    }
    /// The scene; it holds its windows, so the window does not hold it (UIKit's `windowScene` is weak).
    unowned(unsafe) var scene: UIWindowScene?
    /// The application that shows this window (which holds it); set when it is shown.
    unowned(unsafe) var shownBy: UIApplication?

    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                controller.view.frame = bounds
                insertSubview(controller.view, at: 0)
                controller.viewDidInstall()
                if !isHidden { controller.beginAppearanceTransition() }
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        currentWindow = self
        super.isHidden = true  // UIKit's windows start hidden until made visible.
    }

    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    public required init?(coder: NSCoder) { return nil }

    isolated deinit {
        for subview in subviewList { subview.forEachInTree { $0.currentWindow = nil } }
    }

    /// Through the scene when there is one (iOS 13+), else straight to the application that shows it.
    open override var next: UIResponder? { windowScene ?? shownBy }


    /// Shows the window and makes it key, in the world of its scene or of the event being dispatched.
    open func makeKeyAndVisible() {
        guard let app = shownBy ?? windowScene?.owner ?? UIApplication.current else {
            FileHandle.standardError.write(Data("warning: makeKeyAndVisible on a window outside any world\n".utf8))
            super.isHidden = false
            return
        }
        app.show(self)
    }

    open func makeKey() { (shownBy ?? windowScene?.owner)?.makeKey(self) }
    open func becomeKey() {}
    open func resignKey() {}

    /// Delivers the event's touches for this window: recognizers first, then the hit-test views.
    open func sendEvent(_ event: UIEvent) {
        application?.engine?.deliverTouches(of: event, in: self)
    }
}

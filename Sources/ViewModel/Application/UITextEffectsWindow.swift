import Foundation

/// The keyboard: a window of its own above the app's, shown while a text field or text view is the first
/// responder (UIKit's private classes, as iOS 16 and later print them).
///
/// The window covers the screen but answers no hit-test outside the keyboard, so a touch there passes to the
/// app's windows below (R1.8); a touch on the keyboard stays in it — the app's views under it never hear of it
/// (docs/uikit-rules.md R9.4). The keys themselves are not simulated.
@MainActor
@_spi(Engine) public final class UITextEffectsWindow: UIWindow {
    /// The keyboard's height on a screen of `size`, home-indicator area included (assumed: the figures commonly
    /// reported for each class of device, portrait; Apple publishes none): 260 pt on a 4.7-inch iPhone, 336 pt on
    /// a 6.1-inch one, 346 pt on a Max, 398 pt on an iPad.
    public static func keyboardHeight(on size: CGSize) -> CGFloat {
        let height: CGFloat = switch (size.width, size.height) {
        case (768..., _): 398
        case (_, ..<700): 260
        case (_, 900...): 346
        default: 336
        }
        return min(height, size.height)
    }

    /// Above every level an app uses (assumed: UIKit's keyboard windows sit far above `.alert`).
    public static let keyboardLevel = UIWindow.Level(rawValue: 10_000_000)

    /// The keyboard's own view, across the bottom of the screen.
    public let keyboard = UIInputSetHostView(frame: .zero)

    /// An empty keyboard window, as a dump describes one (its views come from the dump).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = Self.keyboardLevel
        backgroundColor = nil
    }

    /// The keyboard window UIKit shows on `screen`.
    convenience init(screen: CGRect) {
        self.init(frame: screen)
        let height = Self.keyboardHeight(on: screen.size)
        keyboard.frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        keyboard.backgroundColor = UIColor(white: 0.82, alpha: 1)
        let caption = UILabel(frame: keyboard.bounds)
        caption.text = "keyboard"
        caption.textAlignment = .center
        keyboard.addSubview(caption)
        addSubview(keyboard)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The keyboard, or nothing: the rest of the screen belongs to the windows below.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The view that holds the keyboard's keys (UIKit's private class).
@_spi(Engine) public final class UIInputSetHostView: UIView {}

extension UIApplication {
    /// Shows the keyboard (a text input became first responder), without taking the key window from the app.
    func showKeyboard() {
        let window = keyboardWindow ?? UITextEffectsWindow(screen: screen.bounds)
        keyboardWindow = window
        guard window.isHidden || window.shownBy !== self else { return }
        window.shownBy = self
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        window.isHidden = false
    }

    /// Hides the keyboard (its text input resigned).
    func hideKeyboard() {
        keyboardWindow?.isHidden = true
    }

    /// Whether the keyboard is on screen.
    @_spi(Engine) public var isKeyboardShown: Bool { keyboardWindow.map { !$0.isHidden } ?? false }
}

import Foundation

/// A context menu's press (UIKit's driver holds a `_UITouchDurationObservingGestureRecognizer`; touchsim names the
/// recognizer after what it does): a long press of `pressDuration` that moves less than `allowableMovement`,
/// which at `configurationDelay` asks the interaction for a configuration and fails without one. It competes as
/// any long press does: another long press that recognizes first prevents it, and once it begins it prevents the
/// ones still waiting (docs/uikit-rules.md R14.7).
@MainActor
@_spi(Engine) public final class _UIContextMenuDriver: UILongPressGestureRecognizer {
    /// When the configuration is asked: after UIKit's touch-duration recognizer's 0.15 s (observed in UIKit's code).
    static let configurationDelay: TimeInterval = 0.15
    /// When the menu shows on an iPhone (0.325 s on an iPad), and how far the finger may move before (observed in
    /// UIKit's code, iOS 26.1; reports disagree: 0.25 s to 0.5 s).
    static let pressDuration: TimeInterval = 0.4
    static let movement: CGFloat = 10

    weak var interaction: UIContextMenuInteraction?
    private var askTimer: Int?

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        minimumPressDuration = Self.pressDuration
        allowableMovement = Self.movement
        name = "com.apple.UIKit.longPressClickDriverPrimary"
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, askTimer == nil else { return }
        askTimer = scheduleTimer(after: Self.configurationDelay) { [unowned self] in
            guard state == .possible else { return }
            if interaction?.configurationForPress() == nil {
                fail(because: "its interaction's delegate gave no configuration (contextMenuInteraction(_:configurationForMenuAtLocation:) returned nil)")
            }
        }
    }

    public override func reset() {
        super.reset()
        cancelTimer(askTimer)
        askTimer = nil
    }
}

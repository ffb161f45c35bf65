import Foundation

extension UIScrollView {
    /// How a drag in the scroll view dismisses the keyboard. A tap dismisses it in no mode.
    public enum KeyboardDismissMode: Int, Sendable {
        case none
        /// When a drag begins.
        case onDrag
        /// As the drag carries the finger into the keyboard: it follows the finger, and is dismissed if the
        /// finger lifts there.
        case interactive
        @available(iOS 16.0, *)
        case onDragWithAccessory
        @available(iOS 16.0, *)
        case interactiveWithAccessory
    }

    /// With `.interactive`, a drag that ends with the finger on the keyboard dismisses it *(assumed: Apple says
    /// the keyboard follows the touch and can be pulled back up; the exact release rule is undocumented)*.
    func dismissKeyboardInteractively(at point: CGPoint) {
        guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
              let application, application.isKeyboardShown, let keyboard = application.keyboardWindow?.keyboard,
              point.y >= keyboard.frame.minY
        else { return }
        _ = window?.endEditing(true)
    }
}

import Foundation

/// Asked and told about a text view's editing. Every method is optional.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A scrolling, editable text. A tap that lifts on it makes it the first responder, which shows the keyboard;
/// `resignFirstResponder()` hides it. It is no control, so a superview's tap that recognizes cancels its touch
/// and it does not begin editing (assumed, docs/uikit-rules.md R9.4). Typing is not simulated.
@MainActor
open class UITextView: UIScrollView {
    open var text: String? = ""
    open var isEditable = true
    /// `delegate` (the scroll view's, which Swift cannot narrow to this class's protocol as Objective-C does) as a
    /// `UITextViewDelegate`.
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    public required init?(coder: NSCoder) { return nil }

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder()
        else { return false }
        application?.showKeyboard()
        textDelegate?.textViewDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        application?.hideKeyboard()
        textDelegate?.textViewDidEndEditing(self)
        return true
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }
}

import Foundation

/// Asked and told about a text view's editing. Every method is optional.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked when a link is tapped (iOS 10–17's question); true lets the text view open it.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}

/// A scrolling, editable text. A tap that lifts on it makes it the first responder, which shows the keyboard;
/// `resignFirstResponder()` hides it. It is no control, so a superview's tap that recognizes cancels its touch
/// and it does not begin editing (assumed, docs/uikit-rules.md R9.4). Typing is not simulated.
///
/// Selectable and not editable, it has a text tap (`UITextTapRecognizer`) that takes a tap on its text from the
/// views below it — a cell's row is not selected — and opens a link its data detectors found (R9.5).
@MainActor
@Actions
open class UITextView: UIScrollView {
    open var text: String? = ""
    open var isEditable = true { didSet { updateTextTap() } }
    /// Whether text can be selected and links opened (Apple: "the ability … to interact with URLs").
    open var isSelectable = true { didSet { updateTextTap() } }
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// nil draws and measures in 12 pt, UIKit's default.
    open var font: UIFont?
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The text view's default font.
    @_spi(Engine) public static let defaultFont = UIFont.systemFont(ofSize: 12)
    private var textTap: UITextTapRecognizer?
    /// `delegate` (the scroll view's, which Swift cannot narrow to this class's protocol as Objective-C does) as a
    /// `UITextViewDelegate`.
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        updateTextTap()
    }

    /// Adds the text tap while the view is selectable and not editable, and removes it otherwise. (An editable text
    /// view's taps begin editing as R9.4 says, without it.)
    private func updateTextTap() {
        let wants = isSelectable && !isEditable
        if wants, textTap == nil {
            let tap = UITextTapRecognizer(target: self, action: #action(oneFingerTap(_:)))
            addGestureRecognizer(tap)
            textTap = tap
        } else if !wants, let tap = textTap {
            removeGestureRecognizer(tap)
            textTap = nil
        }
    }

    /// The text tap's action, named as device dumps print it: a tap on a link asks the delegate and opens it.
    func oneFingerTap(_ tap: UITextTapRecognizer) {
        guard let link = TextLinks(of: self).link(at: tap.location(in: self)) else { return }
        let opens = textDelegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction) ?? true
        application?.tracer?.record(.note(opens
            ? "UITextView opens \(link.url.absoluteString) (the link's default action)"
            : "UITextView does not open \(link.url.absoluteString): its delegate's textView(_:shouldInteractWith:in:interaction:) said false"))
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

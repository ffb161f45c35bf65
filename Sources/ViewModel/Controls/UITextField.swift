import Foundation

/// Asked and told about a text field's editing. Every method is optional.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Asked when the clear button is tapped: false keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field. A tap (touch up inside) makes it the first responder and it begins editing; while
/// editing it takes the keys pressed — characters are typed at the end, `Backspace` deletes, `Return` asks
/// `textFieldShouldReturn` and sends `.editingDidEndOnExit` — and `resignFirstResponder()` ends editing. Each
/// step sends UIKit's editing events and asks the delegate first, as UIKit does. Editing shows the keyboard
/// (`UITextEffectsWindow`). A superview's single tap does not take the tap away: the field edits and the tap
/// fails, as a button's default action beats it (docs/uikit-rules.md R6.11).
@MainActor
open class UITextField: UIControl {
    /// When a view beside the text shows (the clear button's mode).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    open var text: String? = "" {
        didSet { showClearButton() }
    }
    open var placeholder: String?
    /// A password field (UIKit's `UITextInputTraits`): what it holds is not shown, and a capture does not write it.
    open var isSecureTextEntry = false
    open weak var delegate: (any UITextFieldDelegate)?
    public private(set) var isEditing = false {
        didSet { showClearButton() }
    }
    /// When the clear button shows, with text in the field (docs/uikit-rules.md R6.17).
    open var clearButtonMode: ViewMode = .never {
        didSet { showClearButton() }
    }
    private lazy var clearButton: _UITextFieldClearButton = {
        let button = _UITextFieldClearButton(frame: .zero)
        button.addAction(UIAction { [unowned self] _ in clearTapped() }, for: .touchUpInside)
        return button
    }()

    /// Where the clear button goes: a 19 pt circle 7 pt from the trailing edge, centred *(assumed: Apple gives
    /// only the override point; overrides move its origin)*.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 26, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    open override var frame: CGRect {
        didSet { showClearButton() }
    }

    /// Shows the clear button where its mode says, while the field has text; hides it otherwise.
    private func showClearButton() {
        let modeShows = switch clearButtonMode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
        guard modeShows, !(text ?? "").isEmpty else { return clearButton.removeFromSuperview() }
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if clearButton.superview !== self { addSubview(clearButton) }
    }

    /// The clear button's tap: the delegate may keep the text; else it is emptied (`.editingChanged`, and no
    /// `shouldChangeCharactersIn`), and a field not editing begins to.
    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
        if !isEditing { becomeFirstResponder() }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        application?.showKeyboard()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        application?.hideKeyboard()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A superview's single tap does not take a tap from a text field, which edits (docs/uikit-rules.md R6.11).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isSuperviewSingleTap(gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking, isTouchInside { becomeFirstResponder() }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing else { return super.pressesBegan(presses, with: event) }
        for press in presses {
            guard let name = press.key?.characters else { continue }
            switch name {
            case "Return", "\r", "\n":
                if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
            case "Backspace":
                let current = text ?? ""
                guard !current.isEmpty else { continue }
                replace(NSRange(current.index(before: current.endIndex)..<current.endIndex, in: current), with: "")
            case _ where name.count == 1:
                replace(NSRange(location: (text ?? "").utf16.count, length: 0), with: name)
            default:
                super.pressesBegan([press], with: event)
            }
        }
    }

    /// Replaces `range` of the text (UTF-16, as NSRange counts) if the delegate agrees; sends `.editingChanged`.
    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        var units = Array((text ?? "").utf16)
        units.replaceSubrange(range.location..<(range.location + range.length), with: Array(string.utf16))
        text = String(decoding: units, as: UTF16.self)
        sendActions(for: .editingChanged)
    }
}

/// A text field's clear button, as UIKit's private class: a button, so its tap beats a superview's tap
/// recognizer as any button's does (R6.7).
@MainActor
@_spi(Engine) public final class _UITextFieldClearButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.75, alpha: 1)
        layer.cornerRadius = 9.5
        setTitle("×", for: .normal)
    }

    required init?(coder: NSCoder) { return nil }
}

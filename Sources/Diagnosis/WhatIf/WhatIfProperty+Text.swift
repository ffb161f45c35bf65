import Foundation
@_spi(Engine) import ViewModel

/// `Label.text=Sent` — what a label, a text field, a text view or a button (its title) shows: what an action sets
/// besides flags (a scene action's `{set: Status.text=Saved}`), as the app's code does.
extension WhatIfProperty {
    package static let text = WhatIfProperty(
        name: "text", owner: "a label's, text field's, text view's or button's", kind: .text,
        onView: Access(get: { view in
            switch view {
            case let label as UILabel: .word(label.text ?? "")
            case let field as UITextField: .word(field.text ?? "")
            case let textView as UITextView: .word(textView.text ?? "")
            case let button as UIButton: .word(button.title(for: .normal) ?? "")
            default: nil
            }
        }, set: { view, value, _ in
            guard case .word(let text) = value else { return }
            switch view {
            case let label as UILabel: label.text = text
            case let field as UITextField: field.text = text
            case let textView as UITextView: textView.text = text
            case let button as UIButton: button.setTitle(text, for: .normal)
            default: break
            }
        }), onRecognizer: nil,
        swift: { target, text in
            let literal = "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            return target.hasSuffix("Button") || target.hasPrefix("button")
                ? "\(target).setTitle(\(literal), for: .normal)" : "\(target).text = \(literal)"
        })
}

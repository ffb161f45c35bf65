import Foundation
@_spi(Engine) import ViewModel

/// The one line of text a view shows, if any: a label's text, a button's current title, a text view's text (its
/// first line), a navigation bar's title: a `PhoneDrawing`'s text item.
package struct TextContent: Equatable {
    package var text: String
    package var font: UIFont
    package var color: UIColor
    package var alignment: NSTextAlignment

    @MainActor
    package init?(of view: UIView) {
        switch view {
        case let label as UILabel:
            guard let text = label.text, !text.isEmpty else { return nil }
            self.init(text: text, font: label.font, color: label.textColor, alignment: label.textAlignment)
        case let button as UIButton:
            guard let title = button.currentTitle, !title.isEmpty else { return nil }
            self.init(
                text: title, font: button.titleLabel?.font ?? .systemFont(ofSize: 17),
                color: button.currentTitleColor, alignment: .center)
        case let textView as UITextView:
            guard let text = textView.text, !text.isEmpty else { return nil }
            self.init(text: text, font: textView.font ?? UITextView.defaultFont, color: .black, alignment: .left)
        case let bar as UINavigationBar:
            guard let title = bar.title, !title.isEmpty else { return nil }
            self.init(text: title, font: .boldSystemFont(ofSize: 17), color: .black, alignment: .center)
        default:
            return nil
        }
    }

    package init(text: String, font: UIFont, color: UIColor, alignment: NSTextAlignment) {
        (self.text, self.font, self.color, self.alignment) = (text, font, color, alignment)
    }

}

import Foundation

/// How a label places its text horizontally.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// A view that shows text. Not interactive by default (docs/uikit-rules.md R1.5).
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor = .black
    open var font: UIFont = .systemFont(ofSize: 17)
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { return nil }

    /// One line of its text in its font (touchsim's text metrics are assumed: `UIFont.width(of:)`); zero when empty.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return CGSize(width: font.width(of: text), height: font.lineHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

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
}

import Foundation

/// The single tap of a selectable text view's text interaction (UIKit's private class, as device dumps print it):
/// it recognizes at the lift, like any tap, and so cancels the touches its view and the view's superviews — a cell,
/// a table — were sent (docs/uikit-rules.md R9.5). On a link it opens the link.
@MainActor
@_spi(Engine) public final class UITextTapRecognizer: UITapGestureRecognizer {}

/// The links a text view's data detectors find in its plain text, and where each is drawn: touchsim lays text out a
/// character at a time, wrapping at the container's width, in its assumed metrics (`UIFont.width(of:)`, `.lineHeight`).
@MainActor
struct TextLinks {
    /// A link: its characters and what it opens.
    struct Link {
        let range: NSRange
        let url: URL
    }

    let links: [Link]
    private let origin: CGPoint
    private let characterWidth: CGFloat
    private let lineHeight: CGFloat
    private let perLine: Int

    /// From the left of the text container to the first character (UIKit's `lineFragmentPadding`).
    static let lineFragmentPadding: CGFloat = 5

    init(of textView: UITextView) {
        let text = textView.text ?? ""
        let font = textView.font ?? UITextView.defaultFont
        characterWidth = font.width(of: "x")
        lineHeight = font.lineHeight
        let inset = textView.textContainerInset
        origin = CGPoint(x: inset.left + Self.lineFragmentPadding, y: inset.top)
        let room = textView.bounds.width - inset.left - inset.right - 2 * Self.lineFragmentPadding
        // An app's font may be 0 pt (or not a number): no characters are drawn, so none is a link.
        let measurable = characterWidth > 0 && lineHeight > 0 && characterWidth.isFinite && lineHeight.isFinite
        perLine = measurable ? Self.index(min(max(0, room) / characterWidth, Self.maximumIndex - 1)).map { max(1, $0) } ?? 1 : 1
        links = measurable ? Self.detect(in: text, types: textView.dataDetectorTypes) : []
    }

    /// A line or column: the whole part of `value`, nil when it is not a number or past any text's reach.
    private static func index(_ value: CGFloat) -> Int? {
        guard value.isFinite, value >= 0, value < Self.maximumIndex else { return nil }
        return Int(value)
    }

    /// No text reaches this many lines or characters a line.
    static let maximumIndex: CGFloat = 10_000_000

    /// The link whose characters are drawn at `point` (in the text view's content).
    func link(at point: CGPoint) -> Link? {
        guard !links.isEmpty, let line = Self.index((point.y - origin.y) / lineHeight),
              let column = Self.index((point.x - origin.x) / characterWidth), column < perLine
        else { return nil }
        let index = line * perLine + column
        return links.first { NSLocationInRange(index, $0.range) }
    }

    /// Words that are web links (`http://`, `https://`, `www.`) or phone numbers (7 to 15 digits, with `+ - ( )`).
    private static func detect(in text: String, types: UIDataDetectorTypes) -> [Link] {
        var links: [Link] = []
        var start = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            defer { start += word.count + 1 }
            let token = String(word).trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?"))
            guard !token.isEmpty, token.count <= 2_000 else { continue }
            let range = NSRange(location: start, length: token.count)
            let lower = token.lowercased()
            if types.contains(.link), lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.") {
                if let url = URL(string: lower.hasPrefix("www.") ? "http://" + token : token) { links.append(Link(range: range, url: url)) }
            } else if types.contains(.phoneNumber), token.allSatisfy({ $0.isNumber || "+-()".contains($0) }) {
                let digits = token.filter(\.isNumber)
                if (7...15).contains(digits.count), let url = URL(string: "tel:" + digits) { links.append(Link(range: range, url: url)) }
            }
        }
        return links
    }
}

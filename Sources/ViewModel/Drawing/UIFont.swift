import Foundation

/// A font: a size and a weight. touchsim draws every font with its bundled sans-serif face, bold from semibold up.
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    /// A font's weight, with UIKit's values.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public let pointSize: CGFloat
    public let fontName: String
    public var familyName: String { fontName.split(separator: "-").first.map(String.init) ?? fontName }
    /// Whether touchsim draws it bold.
    @_spi(Engine) public let isBold: Bool

    private init(name: String, pointSize: CGFloat, isBold: Bool) {
        (fontName, self.pointSize, self.isBold) = (name, pointSize, isBold)
        super.init()
    }

    /// A font by name; touchsim has one face, so every name gives it, at `fontSize`.
    public init?(name fontName: String, size fontSize: CGFloat) {
        (self.fontName, pointSize, isBold) = (fontName, fontSize, fontName.lowercased().contains("bold"))
        super.init()
    }

    /// As UIKit's fonts, so a subclass that adds a designated initializer writes it; touchsim reads no archives.
    public required init?(coder: NSCoder) { return nil }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular",
               pointSize: fontSize, isBold: weight.rawValue >= Weight.semibold.rawValue)
    }

    /// A line's height in this font: 1.2 em, rounded up to a point (assumed; SF's own is about 1.19 em).
    @_spi(Engine) public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// How wide `text` is in this font: 9/17 em a character (assumed: touchsim measures no glyphs, and 9 pt is the
    /// average advance of 17 pt SF text; docs/uikit-rules.md, the assumed numbers).
    @_spi(Engine) public func width(of text: String) -> CGFloat { CGFloat(text.count) * pointSize * 9 / 17 }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, pointSize: fontSize, isBold: isBold) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return (fontName, pointSize) == (other.fontName, other.pointSize)
    }
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

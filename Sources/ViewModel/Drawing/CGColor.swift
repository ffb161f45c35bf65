import Foundation

/// A colour as Core Graphics keeps it: red, green, blue and alpha components between 0 and 1 (touchsim's colours
/// are all in sRGB).
public final class CGColor: Hashable, Sendable {
    @_spi(Engine) public let red: CGFloat
    @_spi(Engine) public let green: CGFloat
    @_spi(Engine) public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        (red, green, blue, self.alpha) = (gray, gray, gray, alpha)
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// A colour as the renderer takes it: 8-bit red, green, blue and alpha.
///
/// Views keep colours as `CGColor` components from 0 to 1; drawing multiplies their alpha by the opacity of the
/// view and of its ancestors, so the conversion takes that factor.
package struct DrawColor: Hashable, Sendable {
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// `color` with its alpha multiplied by `opacity`.
    package init(_ color: CGColor, opacity: CGFloat = 1) {
        self.init(
            r: Self.byte(color.red), g: Self.byte(color.green), b: Self.byte(color.blue),
            a: Self.byte(color.alpha * opacity))
    }

    package init(_ color: UIColor, opacity: CGFloat = 1) { self.init(color.cgColor, opacity: opacity) }

    /// Whether drawing it would change nothing.
    package var isInvisible: Bool { a == 0 }

    /// The same colour with another alpha.
    package func withAlpha(_ alpha: UInt8) -> DrawColor { DrawColor(r: r, g: g, b: b, a: alpha) }

    /// The same colour, fully opaque: the key of a text texture (its alpha is applied when the text is drawn).
    package var opaque: DrawColor { DrawColor(r: r, g: g, b: b, a: 255) }

    package static func byte(_ component: CGFloat) -> UInt8 {
        guard component.isFinite else { return 0 }
        return UInt8((min(1, max(0, component)) * 255).rounded())
    }

    package static let white = DrawColor(r: 255, g: 255, b: 255)
    /// The screen where no window draws (iOS shows black).
    package static let emptyScreen = DrawColor(r: 0, g: 0, b: 0)
}

extension DrawColor {
    /// Black or white, whichever reads better on this colour (by its relative luminance).
    package var readableText: DrawColor {
        let luminance = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
        return luminance > 150 ? ChromeStyle.badgeHalo : .white
    }

    /// `#rrggbb`, as a web page writes it (the alpha left out).
    package var hex: String { "#" + [r, g, b].map { String(format: "%02x", $0) }.joined() }
}

import Foundation
@_spi(Engine) import ViewModel

/// One thing the phone shows: a layer's background, its border, a shape layer's path, or a view's line of text,
/// with where it is (its layer's space to the screen's) and what clips it. The window's canvas and the web page's
/// renderer both draw these, in order, and nothing else (`PhoneDrawing`).
///
/// Geometry is in the layer's own points: how many segments a rounded corner takes, how thin a border may get,
/// and how text is measured are the renderer's, since they depend on the pixels it draws into.
package struct DrawItem: Equatable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// `bounds` filled with `color`, its corners rounded by `radius`.
        case fill
        /// A border `width` wide inside `bounds`, rounded by `radius`, in `color` (Core Animation draws it above
        /// the layer's content and sublayers).
        case border
        /// A shape layer's subpaths (`paths`), each filled with `color` and stroked `width` wide with `stroke`.
        case shape
        /// `text` on one line in `font`, aligned by `alignment` and centred vertically in `bounds`, cut to them.
        case text
    }

    package var kind: Kind
    /// Whose it is: the id the drawing's maker gave the view (a layer added with `addSublayer` belongs to its
    /// view).
    package var view: Int
    /// The layer's space to the screen's, in points, as drawn (the presentation mid-animation).
    package var transform: CGAffineTransform
    /// The index of the rectangle that clips it in `PhoneDrawing.clips`; nil: only the screen does.
    package var clip: Int?
    package var bounds: CGRect
    package var radius: CGFloat = 0
    package var width: CGFloat = 0
    /// The fill, border or text colour, with the opacity of the layer and its ancestors in its alpha.
    package var color: DrawColor?
    package var stroke: DrawColor?
    package var paths: [[CGPoint]] = []
    package var text: String?
    package var font: DrawFont?
    package var alignment: DrawTextAlignment = .center
}

/// A text's font as the renderers take it: its size in points and whether it is bold.
package struct DrawFont: Equatable, Sendable {
    package var size: CGFloat
    package var bold: Bool
}

/// How a line of text sits across its view's bounds.
package enum DrawTextAlignment: String, Codable, Sendable {
    case left, center, right

    package init(_ alignment: NSTextAlignment) {
        switch alignment {
        case .center: self = .center
        case .right: self = .right
        case .left, .natural, .justified: self = .left
        }
    }

    /// Where a line `size` wide and high sits in `bounds`: aligned across, centred vertically.
    package func frame(ofLine size: CGSize, in bounds: CGRect) -> CGRect {
        let x: CGFloat
        switch self {
        case .center: x = bounds.midX - size.width / 2
        case .right: x = bounds.maxX - size.width
        case .left: x = bounds.minX
        }
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}

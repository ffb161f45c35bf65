import Foundation
import Session

/// A clipping rectangle in whole output pixels (what SDL_RenderSetClipRect takes).
///
/// `clipsToBounds` of an axis-aligned view becomes one of these, intersected with its parent's, so nested clips
/// narrow as they should.
package struct ClipRect: Equatable, Sendable {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, max(0, width), max(0, height))
    }

    /// The pixels whose centres lie in `rect` (the same pixels the filled rectangle covers).
    package init(covering rect: CGRect) {
        func edge(_ value: CGFloat) -> Int {
            guard value.isFinite else { return value > 0 ? Int(Int32.max / 2) : Int(Int32.min / 2) }
            return Int(min(max(value.rounded(), -1e9), 1e9))
        }
        let (x0, y0, x1, y1) = (edge(rect.minX), edge(rect.minY), edge(rect.maxX), edge(rect.maxY))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    package var isEmpty: Bool { width <= 0 || height <= 0 }

    package func intersection(_ other: ClipRect) -> ClipRect {
        let (x0, y0) = (max(x, other.x), max(y, other.y))
        let (x1, y1) = (min(x + width, other.x + other.width), min(y + height, other.y + other.height))
        return ClipRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// Where the simulated screen sits in the window: scaled to fit its area, centred in it.
///
/// Three spaces meet here: the simulated screen's points (what the engine and the log use), the renderer's
/// output pixels (what drawing uses), and the window's coordinates (what mouse events use). On a HiDPI display
/// the output has more pixels than the window has coordinates, so the two are kept apart.
package struct ScreenViewport: Equatable, Sendable {
    /// The simulated screen, in points.
    package let screen: CGRect
    /// Output pixels per point.
    package let scale: CGFloat
    /// Where the screen's origin lands, in output pixels.
    package let origin: CGPoint
    /// Output pixels per window coordinate (2 on a typical HiDPI display, else 1).
    package let pixelsPerWindowUnit: CGPoint

    /// Fits `screen` into `area` (output pixels; the whole output when nil) of an output of `output` pixels
    /// whose window measures `window` coordinates.
    package init(screen: CGRect, output: CGSize, window: CGSize? = nil, area: CGRect? = nil) {
        self.screen = screen
        let area = area ?? CGRect(origin: .zero, size: output)
        let fit = min(area.width / max(screen.width, 1), area.height / max(screen.height, 1))
        scale = fit.isFinite && fit > 0 ? fit : 1
        origin = CGPoint(
            x: (area.minX + (area.width - screen.width * scale) / 2).rounded(.down),
            y: (area.minY + (area.height - screen.height * scale) / 2).rounded(.down))
        let window = window ?? output
        pixelsPerWindowUnit = CGPoint(
            x: window.width > 0 ? output.width / window.width : 1,
            y: window.height > 0 ? output.height / window.height : 1)
    }

    /// Screen points to output pixels.
    package var pointsToPixels: CGAffineTransform {
        CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale,
            tx: origin.x - screen.minX * scale, ty: origin.y - screen.minY * scale)
    }

    /// The screen's rectangle in output pixels.
    package var screenInPixels: CGRect {
        CGRect(x: origin.x, y: origin.y, width: screen.width * scale, height: screen.height * scale)
    }

    /// A pixel of the output, in screen points.
    package func point(fromPixel pixel: CGPoint) -> CGPoint {
        CGPoint(x: screen.minX + (pixel.x - origin.x) / scale, y: screen.minY + (pixel.y - origin.y) / scale)
    }

    /// A mouse position (window coordinates), in screen points.
    package func point(fromWindow position: CGPoint) -> CGPoint {
        point(fromPixel: pixel(fromWindow: position))
    }

    /// A screen point's pixel in the output.
    package func pixel(of point: CGPoint) -> CGPoint { point.applying(pointsToPixels) }

    /// A window position (mouse coordinates) in output pixels.
    package func pixel(fromWindow position: CGPoint) -> CGPoint {
        CGPoint(x: position.x * pixelsPerWindowUnit.x, y: position.y * pixelsPerWindowUnit.y)
    }
}

extension CGRect {
    /// The point of the rectangle nearest to `point`: where a finger that slid off the screen stays.
    package func clamp(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }
}

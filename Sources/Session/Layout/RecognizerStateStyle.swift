@_spi(Engine) import ViewModel

/// A recognizer's state in colour, as the window's arena and timeline and the web page draw it: possible grey,
/// waiting for another to fail yellow, began/changed blue, ended (recognized) green, failed vermillion, cancelled amber.
package enum RecognizerStateStyle {
    package static func color(of state: UIGestureRecognizer.State) -> DrawColor {
        switch state {
        case .possible: ChromeStyle.skipped
        case .began, .changed: ChromeStyle.inside
        case .ended: ChromeStyle.hit
        case .cancelled: ChromeStyle.declined
        case .failed: ChromeStyle.outside
        }
    }

    /// Time spent waiting for another recognizer to fail (require(toFail:)).
    package static let waiting = ChromeStyle.asking

    /// The colours in words, for a key beside the lanes. UIKit's `.recognized` is `.ended`: the log says "ended",
    /// a discrete recognizer's documentation "recognized", so the key says both.
    package static let key: [(color: DrawColor, word: String)] = [
        (color(of: .possible), "possible"), (waiting, "waiting"), (color(of: .began), "began/changed"),
        (color(of: .ended), "ended/recognized"), (color(of: .failed), "failed"), (color(of: .cancelled), "cancelled"),
    ]
}

import Foundation

/// The window's own state around the phone: how far the log and the examples list are scrolled, and the short
/// message under the caption.
package struct ChromeState {
    /// Log lines scrolled up from the newest revealed one (0 follows the log).
    package internal(set) var logScroll = 0
    /// Pixels the examples list is scrolled down.
    package var galleryScroll: CGFloat = 0
    /// Whether the examples list should scroll the selected example into view (at the start, after a switch).
    package var galleryRevealsSelection = true
    /// A short message under the caption (a screenshot saved), and until when (real seconds).
    package internal(set) var flash: (text: String, until: Double)?

    /// The flash message, if it has not expired at `now` (real seconds).
    package func flashText(now: Double) -> String? { flash.flatMap { now < $0.until ? $0.text : nil } }
}

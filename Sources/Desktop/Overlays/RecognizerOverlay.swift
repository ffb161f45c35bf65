import Diagnosis
import Dispatcher
import Foundation
import Session
import ViewModel

/// The last touch's gesture recognizers in the info column: each with its state, coloured (possible grey,
/// began/changed blue, recognized green, cancelled orange, failed red), and the machinery's reason.
@MainActor
package struct RecognizerOverlay {
    package static func section(_ report: RecognizerReport?) -> InfoSection {
        let rows = (report?.rows ?? []).map { row in
            InfoSection.Row(
                color: color(of: row.state), text: name(of: row.recognizer),
                detail: "\(row.state)" + (row.hasFired ? ", action sent" : "") + (row.reason.map { ": " + $0 } ?? ""))
        }
        return InfoSection(title: "GESTURE RECOGNIZERS (last touch)", rows: rows, placeholder: "None got the touch.")
    }

    /// Its class, and its `name` when it has one, as the log names it.
    package static func name(of recognizer: UIGestureRecognizer) -> String {
        recognizer.name.map { "\(className(of: recognizer)) \"\($0)\"" } ?? className(of: recognizer)
    }

    package static func color(of state: UIGestureRecognizer.State) -> DrawColor {
        switch state {
        case .possible: ChromeStyle.skipped
        case .began, .changed: ChromeStyle.inside
        case .ended: ChromeStyle.hit
        case .cancelled: ChromeStyle.declined
        case .failed: ChromeStyle.outside
        }
    }
}

extension RecognizerOverlay: OverlayUnit {
    package var overlay: Overlay { .recognizers }
    package var title: String { "Gestures" }
    package var helpName: String { "the gesture recognizers" }

    package func section(_ frame: OverlayFrame) -> InfoSection? {
        Self.section(frame.bench.feeds.lastTouchDown.last?.recognizers)
    }
}

import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

extension HitTestPass.Outcome {
    /// The outcome in one word, as `why --json` and the web page name it.
    package var word: String {
        switch self {
        case .asking: "asking"
        case .skipped: "skipped"
        case .outside: "outside"
        case .inside: "inside"
        case .declined: "declined"
        case .hit: "hit"
        }
    }

    /// How the visit list says it, e.g. "outside: pointInside NO".
    package var explanation: String {
        switch self {
        case .asking: "being asked"
        case .skipped(let refusal): "skipped: " + Self.describe(refusal)
        case .outside: "outside: pointInside NO"
        case .inside: "inside: pointInside YES"
        case .declined: "hitTest answered nil"
        case .hit: "the hit view"
        }
    }

    private static func describe(_ refusal: HitTestRefusal) -> String {
        switch refusal {
        case .hidden: "hidden"
        case .userInteractionDisabled: "interaction off"
        case .transparent(let alpha): "alpha " + String(format: "%.2f", alpha)
        case .disabledControl: "disabled control"
        default: "animating"
        }
    }
}

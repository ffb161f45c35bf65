@_spi(Engine) import ViewModel

/// A consequence of the arena's decisions that reaches beyond the recognizers, as data: what the coordinator
/// does when the dispatch settles.
@MainActor
enum ArenaDecision {
    /// The recognizer recognized, began, changed, ended or was cancelled: its targets get their actions.
    case sendActions(UIGestureRecognizer)
    /// The recognizer recognized with `cancelsTouchesInView`: its view's touches are cancelled (docs/uikit-rules.md R4.10).
    case cancelViewTouches(UIGestureRecognizer, touches: [UITouch])

    /// As the arena queues it; the touches are read when it is applied.
    enum Queued {
        case sendActions(UIGestureRecognizer)
        case cancelViewTouches(UIGestureRecognizer)
    }
}

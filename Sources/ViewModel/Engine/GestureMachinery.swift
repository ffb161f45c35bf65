import Foundation

/// What a recognizer asks of the world's gesture machinery.
@_spi(Engine)
@MainActor
public protocol GestureMachinery: AnyObject {
    /// A subclass set `state`: validate and apply the transition (now or when the arena settles).
    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State)
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch)
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer)
    /// Runs `body` after `delay` of virtual time; the arena settles afterwards.
    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> Int
    func cancelTimer(_ token: Int)
}

import Foundation
@_spi(Engine) import ViewModel

/// Runs each dispatch of the world — an input's delivery, a timer — to a settled state: the body runs, then the
/// arena's decisions are applied in the order it took them (actions sent, the view's touches cancelled through
/// the router), what recognizers held for views is released, and finished recognizers are reset.
///
/// The world's one timer seam: recognizers, controls, scroll views and animations schedule here, and every
/// timer settles what it changed, as an input does. Recognizers report to it (it is their `GestureMachinery`) and it
/// passes their requests to the arena, which decides and holds no reference to the router.
@MainActor
final class DispatchCoordinator: GestureMachinery {
    private let log: DispatchLog
    private let scheduler: Scheduler
    let arena: RecognizerArena
    /// Set by the router when it is made (the router needs the coordinator first).
    unowned(unsafe) var router: TouchRouter!
    private var timers: [Int: Scheduler.Token] = [:]
    private var nextTimer = 0
    /// Nonzero while an event or a timer is being dispatched. A recognizer disabled or removed outside any
    /// dispatch (by the host between inputs) has its consequences settled at once, not at the next input.
    private var depth = 0

    init(log: DispatchLog, scheduler: Scheduler, arena: RecognizerArena) {
        self.log = log
        self.scheduler = scheduler
        self.arena = arena
    }

    /// Runs `body` as one dispatch, then settles it and resets the recognizers that are done — after the views
    /// have had the event, so they do not hold touches again.
    func dispatch(_ body: () -> Void) {
        depth += 1
        defer { depth -= 1 }
        body()
        settle()
        arena.resetFinished()
    }

    /// Applies the arena's decisions in order (an action may lead to more), then releases what is no longer held.
    func settle() {
        while let decision = arena.nextDecision() {
            switch decision {
            case .sendActions(let recognizer):
                recognizer.sendActions(tracer: log)
            case .cancelViewTouches(let recognizer, let touches):
                router.cancelViewTouches(followedBy: touches, because: recognizer)
            }
        }
        router.releaseHeldTouches()
    }

    // MARK: Timers

    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> Int {
        schedule(at: scheduler.now + delay, body)
    }

    /// Runs `body` at virtual time `time` as one dispatch.
    func schedule(at time: TimeInterval, _ body: @escaping () -> Void) -> Int {
        nextTimer += 1
        let id = nextTimer
        timers[id] = scheduler.schedule(at: time) { [unowned self] in
            timers[id] = nil
            dispatch(body)
        }
        return id
    }

    func cancelTimer(_ token: Int) {
        if let timer = timers.removeValue(forKey: token) { scheduler.cancel(timer) }
    }

    // MARK: GestureMachinery

    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State) {
        arena.recognizer(recognizer, requests: state)
    }

    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        arena.recognizer(recognizer, ignores: touch)
    }

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard arena.recognizerWasDisabled(recognizer) else { return }
        // Outside any dispatch nothing else would settle it until the next input: send the cancelled action and
        // release what a failed recognizer held for the view now.
        if depth == 0 {
            settle()
            arena.resetFinished()
        }
    }
}

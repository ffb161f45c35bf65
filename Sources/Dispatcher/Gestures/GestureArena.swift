import Foundation
@_spi(Engine) import ViewModel

/// Decides the recognizers of one world (docs/uikit-rules.md R4), in the spirit of Flutter's gesture arena.
///
/// A recognizer's `state` assignment is decided at once — legality, `gestureRecognizerShouldBegin` (delegate and
/// views), failure requirements, exclusivity — so a subclass reads the outcome right after `super` returns, as
/// on a device (seed 004 logs "after called state = 5"). What follows from a decision — actions, cancelling or
/// releasing the view's touches — is queued and runs when the arena settles, after every recognizer has seen the
/// event (or after a timer), so the view hears of it after the action, as the seeds' logs show.
@MainActor
final class RecognizerArena: GestureArena {
    private enum Effect {
        case actions(UIGestureRecognizer)
        case cancelViewTouches(UIGestureRecognizer)
    }

    private let log: DispatchLog
    private let scheduler: Scheduler
    unowned(unsafe) var router: TouchRouter!
    /// Recognizers seen since their last reset, with the touches they have followed, in order of arrival.
    private var active: [(recognizer: UIGestureRecognizer, touches: [UITouch])] = []
    /// Recognizers that want to leave possible but wait for others to fail, with the state they asked for.
    private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    private var ignored: [(UIGestureRecognizer, UITouch)] = []
    private var effects: [Effect] = []
    private var timers: [Int: Scheduler.Token] = [:]
    private var nextTimer = 0
    /// Nonzero while an event or a timer is being dispatched. A recognizer disabled or removed outside any
    /// dispatch (by the host between inputs) has its consequences settled at once, not at the next input.
    var dispatchDepth = 0

    init(log: DispatchLog, scheduler: Scheduler) {
        self.log = log
        self.scheduler = scheduler
    }

    // MARK: Touches

    /// The recognizers of a new touch: the hit view's and every ancestor's, nearest first, that will take it.
    func collect(for touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.recognizerListForArena where recognizer.isEnabled {
                if recognizer.state.isTerminal {
                    log.record(.note("\(DispatchRecord.describe(recognizer)) ignores touch \(touch.finger): it has not been reset"))
                    continue
                }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
                    log.record(.note("\(DispatchRecord.describe(recognizer)) does not receive touch \(touch.finger): its delegate said no"))
                    continue
                }
                recognizer.arena = self
                recognizer.track(touch)
                if let index = active.firstIndex(where: { $0.recognizer === recognizer }) {
                    active[index].touches.append(touch)
                } else {
                    active.append((recognizer, [touch]))
                }
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    /// Phase one: every recognizer of the event's changed touches gets them, nearest first.
    func deliver(_ event: UIEvent, touches: [UITouch]) {
        var order: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !order.contains(where: { $0 === recognizer }) {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            let mine = touches.filter { touch in
                recognizer.trackedTouches.contains { $0 === touch } && !isIgnored(touch, by: recognizer)
            }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let group = mine.filter { $0.phase == phase }
                guard !group.isEmpty, !recognizer.state.isTerminal else { continue }
                call(recognizer, phase, Set(group), event)
            }
            for touch in mine where touch.phase == .ended || touch.phase == .cancelled { recognizer.untrack(touch) }
        }
    }

    private func call(_ recognizer: UIGestureRecognizer, _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent) {
        switch phase {
        case .began:
            log.record(.message(recognizer, .touchesBegan, forwardedFrom: nil))
            recognizer.touchesBegan(touches, with: event)
        case .moved:
            log.record(.message(recognizer, .touchesMoved, forwardedFrom: nil))
            recognizer.touchesMoved(touches, with: event)
        case .ended:
            log.record(.message(recognizer, .touchesEnded, forwardedFrom: nil))
            recognizer.touchesEnded(touches, with: event)
        default:
            log.record(.message(recognizer, .touchesCancelled, forwardedFrom: nil))
            recognizer.touchesCancelled(touches, with: event)
        }
    }

    /// Phase two: the queued consequences of this event's decisions, in order. Recognizers that are done are
    /// reset only after the views have had the event (`resetFinished`), so they do not hold touches again.
    func settle() {
        while !effects.isEmpty {
            switch effects.removeFirst() {
            case .actions(let recognizer):
                recognizer.sendActions(tracer: log)
            case .cancelViewTouches(let recognizer):
                // A touch the recognizer ignored (`ignore(_:for:)`) is not cancelled in the view
                // (docs/uikit-rules.md R4.13).
                let followed = touches(of: recognizer).filter { !isIgnored($0, by: recognizer) }
                router.cancelViewTouches(followedBy: followed, because: recognizer)
            }
        }
        router.releaseHeldTouches()
    }

    /// The recognizers that hold the view's began (or ended) for `touch`: those still possible that have
    /// followed it since their last reset and delay that phase.
    func holders(of touch: UITouch, ended: Bool) -> [UIGestureRecognizer] {
        active.filter { holds($0, touch, ended: ended) }.map(\.recognizer)
    }

    /// Whether any recognizer holds the view's began (or ended) for `touch` (no array: asked on every event).
    func isHeld(_ touch: UITouch, ended: Bool) -> Bool {
        active.contains { holds($0, touch, ended: ended) }
    }

    private func holds(_ entry: (recognizer: UIGestureRecognizer, touches: [UITouch]), _ touch: UITouch, ended: Bool)
        -> Bool
    {
        let recognizer = entry.recognizer
        return (ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
            && recognizer.state == .possible && entry.touches.contains { $0 === touch }
            && !isIgnored(touch, by: recognizer)
    }

    // MARK: GestureArena

    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State) {
        let old = recognizer.state
        guard UIGestureRecognizer.isLegal(from: old, to: state) else {
            log.record(.note("error: \(DispatchRecord.describe(recognizer)) made an illegal transition \(old) → \(state); it fails"))
            return commit(recognizer, .failed, reason: "illegal transition")
        }
        guard old != state || state == .changed else { return }
        let leavesPossible = old == .possible && (state == .began || state == .ended)
        switch state {
        case _ where leavesPossible:
            requestBegin(recognizer, state)
        case .failed:
            commit(recognizer, .failed, reason: nil)
        default:
            commit(recognizer, state, reason: nil)
        }
    }

    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        ignored.append((recognizer, touch))
        recognizer.untrack(touch)
    }

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        // Only a recognizer that is following touches has anything to end: an idle one (reset, possible) would
        // otherwise be left failed, and never see a touch again once re-enabled.
        guard active.contains(where: { $0.recognizer === recognizer }) else { return }
        switch recognizer.state {
        case .began, .changed: commit(recognizer, .cancelled, reason: "disabled or removed")
        case .possible: commit(recognizer, .failed, reason: "disabled or removed")
        default: break
        }
        // Outside any dispatch nothing else would settle it until the next input: send the cancelled action and
        // release what a failed recognizer held for the view now.
        if dispatchDepth == 0 {
            settle()
            resetFinished()
        }
    }

    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> Int {
        schedule(at: scheduler.now + delay, body)
    }

    /// Runs `body` at virtual time `time`, then settles what it changed, as every timer of the world does.
    func schedule(at time: TimeInterval, _ body: @escaping () -> Void) -> Int {
        nextTimer += 1
        let id = nextTimer
        timers[id] = scheduler.schedule(at: time) { [unowned self] in
            timers[id] = nil
            dispatchDepth += 1
            defer { dispatchDepth -= 1 }
            body()
            settle()
            resetFinished()
        }
        return id
    }

    func cancelTimer(_ token: Int) {
        if let timer = timers.removeValue(forKey: token) { scheduler.cancel(timer) }
    }

    // MARK: Decisions

    private func requestBegin(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        if let reason = refusal(of: recognizer) { return commit(recognizer, .failed, reason: reason) }
        if let winner = preventer(of: recognizer) {
            return commit(recognizer, .failed, reason: "prevented by \(DispatchRecord.describe(winner)), which recognized first")
        }
        if let required = requirements(of: recognizer).first(where: { $0.state != .failed }) {
            if required.state != .possible {
                return commit(recognizer, .failed, reason: "required \(DispatchRecord.describe(required)) to fail, but it recognized")
            }
            if !waiting.contains(where: { $0.recognizer === recognizer }) {
                waiting.append((recognizer, state))
                log.record(.note("\(DispatchRecord.describe(recognizer)) waits: it requires \(DispatchRecord.describe(required)) to fail"))
            }
            return
        }
        commit(recognizer, state, reason: nil)
    }

    private func commit(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State, reason: String?) {
        let old = recognizer.state
        waiting.removeAll { $0.recognizer === recognizer }
        recognizer.commit(state)
        if old != state { log.record(.gestureState(recognizer, from: old, to: state, reason: reason)) }
        let leftPossible = old == .possible && (state == .began || state == .ended)
        switch state {
        case _ where leftPossible:
            preventOthers(recognizer)
            failWaiters(on: recognizer)
            effects.append(.actions(recognizer))
            if recognizer.cancelsTouchesInView { effects.append(.cancelViewTouches(recognizer)) }
        case .changed, .ended, .cancelled:
            effects.append(.actions(recognizer))
        case .failed:
            wakeWaiters()
        default:
            break
        }
    }

    /// Why a view or the delegate stops the recognizer from leaving possible, or nil.
    private func refusal(of recognizer: UIGestureRecognizer) -> String? {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
            return "its delegate's gestureRecognizerShouldBegin said no"
        }
        for touch in touches(of: recognizer) {
            var view = touch.view
            while let current = view {
                if !current.gestureRecognizerShouldBegin(recognizer) {
                    if current is UIControl, current !== recognizer.view {
                        return "\(className(of: current))'s default action prevents a superview \(kind(of: recognizer))"
                    }
                    return "\(className(of: current)).gestureRecognizerShouldBegin said no"
                }
                if current === recognizer.view { break }
                view = current.superview
            }
        }
        return nil
    }

    /// A recognizer that already began or recognized on shared touches and prevents this one.
    private func preventer(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
        sharing(recognizer).first { other in
            (other.state == .began || other.state == .changed)
                && prevents(other, recognizer)
        }
    }

    private func preventOthers(_ winner: UIGestureRecognizer) {
        for other in sharing(winner) where other.state == .possible && prevents(winner, other) {
            commit(other, .failed, reason: "prevented by \(DispatchRecord.describe(winner))")
        }
    }

    private func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true { return false }
        if other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true { return false }
        if requirements(of: other).contains(where: { $0 === winner }) { return false }
        return winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    /// The recognizers `recognizer` must wait for: `require(toFail:)`, the delegates' and subclasses' requests.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let candidates = active.map(\.recognizer).filter { $0 !== recognizer }
        let explicit = recognizer.failureRequirements.filter { required in candidates.contains { $0 === required } }
        let asked = candidates.filter { other in
            !explicit.contains { $0 === other }
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
                    || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer))
        }
        return explicit + asked
    }

    private func failWaiters(on winner: UIGestureRecognizer) {
        for entry in waiting where requirements(of: entry.recognizer).contains(where: { $0 === winner }) {
            commit(entry.recognizer, .failed, reason: "required \(DispatchRecord.describe(winner)) to fail, but it recognized")
        }
    }

    /// Lets waiting recognizers whose requirements have all failed make their transition.
    private func wakeWaiters() {
        for entry in waiting where requirements(of: entry.recognizer).allSatisfy({ $0.state == .failed }) {
            guard entry.recognizer.state == .possible else { continue }
            log.record(.note("\(DispatchRecord.describe(entry.recognizer)) stops waiting: what it required has failed"))
            commit(entry.recognizer, entry.state, reason: nil)
        }
    }

    // MARK: Bookkeeping

    private func touches(of recognizer: UIGestureRecognizer) -> [UITouch] {
        active.first { $0.recognizer === recognizer }?.touches ?? []
    }

    private func sharing(_ recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let mine = touches(of: recognizer)
        return active.filter { entry in
            entry.recognizer !== recognizer && entry.touches.contains { touch in mine.contains { $0 === touch } }
        }.map(\.recognizer)
    }

    private func isIgnored(_ touch: UITouch, by recognizer: UIGestureRecognizer) -> Bool {
        ignored.contains { $0.0 === recognizer && $0.1 === touch }
    }

    /// Resets the recognizers that are done and whose touches have all lifted; they are possible again.
    func resetFinished() {
        let done = active.filter { $0.recognizer.state.isTerminal && $0.recognizer.trackedTouches.isEmpty }
        for entry in done {
            let recognizer = entry.recognizer
            active.removeAll { $0.recognizer === recognizer }
            ignored.removeAll { $0.0 === recognizer }
            recognizer.reset()
            recognizer.commit(.possible)
        }
    }

    private func kind(of recognizer: UIGestureRecognizer) -> String {
        switch recognizer {
        case is UITapGestureRecognizer: "tap"
        case is UISwipeGestureRecognizer: "swipe"
        case is UIPanGestureRecognizer: "pan"
        case is UILongPressGestureRecognizer: "long press"
        default: "gesture"
        }
    }
}

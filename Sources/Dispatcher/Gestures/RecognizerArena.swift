import Foundation
@_spi(Engine) import ViewModel

/// Decides the recognizers of one world (docs/uikit-rules.md R4), in the spirit of Flutter's gesture arena.
///
/// A recognizer's `state` assignment is decided at once — legality, `gestureRecognizerShouldBegin` (delegate and
/// views), failure requirements, exclusivity — so a subclass reads the outcome right after `super` returns, as
/// on a device (seed 004 logs "after called state = 5"). What follows from a decision — actions, cancelling the
/// view's touches — is queued as data (`ArenaDecision`) and applied by the `DispatchCoordinator` when the
/// dispatch settles, after every recognizer has seen the event (or after a timer), so the view hears of it after
/// the action, as the seeds' logs show.
@MainActor
final class RecognizerArena {
    private let log: DispatchLog
    /// Recognizers seen since their last reset, with the touches they have followed, in order of arrival.
    /// Changed only by `follow(_:by:)` and `retire(_:)`, which keep `activeIDs` and `askedRequirements` with it.
    private var active: [(recognizer: UIGestureRecognizer, touches: [UITouch])] = []
    /// The active recognizers, for asking "is it active?" in constant time.
    private var activeIDs: Set<ObjectIdentifier> = []
    /// What each recognizer's and the others' delegates and subclasses answered about waiting for each other, among
    /// the active ones: asked once per attempt to recognize, as Apple documents for
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`, and again when another recognizer joins or one leaves. Asking
    /// at every decision made a chain of n recognizers each requiring the next cost n³.
    private var askedRequirements: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
    /// Recognizers that want to leave possible but wait for others to fail, with the state they asked for.
    private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    private var ignored: [(UIGestureRecognizer, UITouch)] = []
    private var decisions: [ArenaDecision.Queued] = []

    init(log: DispatchLog) {
        self.log = log
    }

    // MARK: Touches

    /// The recognizers of a new touch: the hit view's and every ancestor's, nearest first, that will take it;
    /// they report their state changes to `owner`.
    func collect(for touch: UITouch, reportingTo owner: any GestureMachinery) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.recognizerListForArena where recognizer.isEnabled {
                if recognizer.state.isTerminal {
                    log.record(.decision(.notReset(recognizer, finger: touch.finger)))
                    continue
                }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
                    log.record(.decision(.delegateRefusedTouch(recognizer, finger: touch.finger)))
                    continue
                }
                recognizer.arena = owner
                recognizer.track(touch)
                follow(touch, by: recognizer)
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

    /// The next consequence of this dispatch's decisions, in the order they were taken; the touches a
    /// cancellation names are the recognizer's as they are now, less those it ignored (`ignore(_:for:)`, docs/uikit-rules.md R4.13).
    func nextDecision() -> ArenaDecision? {
        guard !decisions.isEmpty else { return nil }
        switch decisions.removeFirst() {
        case .sendActions(let recognizer):
            return .sendActions(recognizer)
        case .cancelViewTouches(let recognizer):
            return .cancelViewTouches(recognizer, touches: touches(of: recognizer).filter { !isIgnored($0, by: recognizer) })
        }
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

    // MARK: What recognizers report (through the coordinator)

    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State) {
        let old = recognizer.state
        guard UIGestureRecognizer.isLegal(from: old, to: state) else {
            log.record(.decision(.illegalTransition(recognizer, from: old, to: state)))
            return commit(recognizer, .failed, reason: .illegalTransition)
        }
        guard old != state || state == .changed else { return }
        let leavesPossible = old == .possible && (state == .began || state == .ended)
        switch state {
        case _ where leavesPossible:
            requestBegin(recognizer, state)
        case .failed:
            commit(recognizer, .failed, reason: recognizer.decidingRule.map(GestureStateReason.ownRule))
        default:
            commit(recognizer, state, reason: nil)
        }
    }

    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        ignored.append((recognizer, touch))
        recognizer.untrack(touch)
    }

    /// Ends a recognizer that was disabled or removed; false when it was not following touches (nothing to end).
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) -> Bool {
        // Only a recognizer that is following touches has anything to end: an idle one (reset, possible) would
        // otherwise be left failed, and never see a touch again once re-enabled.
        guard activeIDs.contains(ObjectIdentifier(recognizer)) else { return false }
        switch recognizer.state {
        case .began, .changed: commit(recognizer, .cancelled, reason: .disabledOrRemoved)
        case .possible: commit(recognizer, .failed, reason: .disabledOrRemoved)
        default: break
        }
        return true
    }

    // MARK: Decisions

    private func requestBegin(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        if let reason = refusal(of: recognizer) { return commit(recognizer, .failed, reason: reason) }
        if let winner = preventer(of: recognizer) {
            return commit(recognizer, .failed, reason: .preventedBy(winner, recognizedFirst: true))
        }
        if let required = requirements(of: recognizer).first(where: { $0.state != .failed }) {
            if required.state != .possible {
                return commit(recognizer, .failed, reason: .requiredRecognized(required))
            }
            if !waiting.contains(where: { $0.recognizer === recognizer }) {
                waiting.append((recognizer, state))
                log.record(.decision(.waits(recognizer, requires: required)))
            }
            return
        }
        commit(recognizer, state, reason: recognizer.decidingRule.map(GestureStateReason.ownRule))
    }

    private func commit(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State,
                        reason: GestureStateReason?) {
        let old = recognizer.state
        waiting.removeAll { $0.recognizer === recognizer }
        recognizer.commit(state)
        if old != state { log.record(.gestureState(recognizer, from: old, to: state, reason: reason)) }
        let leftPossible = old == .possible && (state == .began || state == .ended)
        switch state {
        case _ where leftPossible:
            preventOthers(recognizer)
            failWaiters(on: recognizer)
            decisions.append(.sendActions(recognizer))
            if recognizer.cancelsTouchesInView { decisions.append(.cancelViewTouches(recognizer)) }
        case .changed, .ended, .cancelled:
            decisions.append(.sendActions(recognizer))
        case .failed:
            wakeWaiters()
        default:
            break
        }
    }

    /// Why a view or the delegate stops the recognizer from leaving possible, or nil.
    private func refusal(of recognizer: UIGestureRecognizer) -> GestureStateReason? {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
            return .delegateRefusedBegin
        }
        for touch in touches(of: recognizer) {
            var view = touch.view
            while let current = view {
                let begins = current.shouldBeginAnswer.map { $0.allows(recognizer, on: current) }
                    ?? current.gestureRecognizerShouldBegin(recognizer)
                if !begins {
                    if let control = current as? UIControl, current !== recognizer.view {
                        return .controlDefaultAction(control)
                    }
                    return .viewRefusedBegin(current)
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
            commit(other, .failed, reason: .preventedBy(winner, recognizedFirst: false))
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
        let explicit = recognizer.failureRequirements.filter { required in
            required !== recognizer && activeIDs.contains(ObjectIdentifier(required))
        }
        let asked = askedRequirements[ObjectIdentifier(recognizer)] ?? ask(about: recognizer)
        return explicit + asked.filter { other in !explicit.contains { $0 === other } }
    }

    /// The active recognizers `recognizer` waits for because a delegate or a subclass says so (kept).
    private func ask(about recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let asked = active.map(\.recognizer).filter { other in
            other !== recognizer
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
                    || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer))
        }
        askedRequirements[ObjectIdentifier(recognizer)] = asked
        return asked
    }

    private func failWaiters(on winner: UIGestureRecognizer) {
        for entry in waiting where requirements(of: entry.recognizer).contains(where: { $0 === winner }) {
            commit(entry.recognizer, .failed, reason: .requiredRecognized(winner))
        }
    }

    /// Lets waiting recognizers whose requirements have all failed make their transition.
    private func wakeWaiters() {
        for entry in waiting where requirements(of: entry.recognizer).allSatisfy({ $0.state == .failed }) {
            guard entry.recognizer.state == .possible else { continue }
            log.record(.decision(.stopsWaiting(entry.recognizer)))
            commit(entry.recognizer, entry.state, reason: nil)
        }
    }

    // MARK: Bookkeeping

    /// `recognizer` follows `touch` too; a recognizer new to the arena makes the requirements be asked again.
    private func follow(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        if activeIDs.contains(ObjectIdentifier(recognizer)),
           let index = active.firstIndex(where: { $0.recognizer === recognizer }) {
            active[index].touches.append(touch)
        } else {
            active.append((recognizer, [touch]))
            activeIDs.insert(ObjectIdentifier(recognizer))
            askedRequirements = [:]
        }
    }

    /// `recognizer` leaves the arena (reset); the requirements are asked again.
    private func retire(_ recognizer: UIGestureRecognizer) {
        active.removeAll { $0.recognizer === recognizer }
        activeIDs.remove(ObjectIdentifier(recognizer))
        askedRequirements = [:]
    }

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
            retire(recognizer)
            ignored.removeAll { $0.0 === recognizer }
            recognizer.reset()
            recognizer.commit(.possible)
        }
    }
}

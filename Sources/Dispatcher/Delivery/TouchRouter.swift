import Foundation
@_spi(Engine) import ViewModel

/// Delivers touches: first to their recognizers (through the arena), then to their hit-test views — each view
/// once per phase, with only its touches that changed — holding, releasing or cancelling what the recognizers'
/// `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView` call for; and ends the touches of a
/// view that leaves its window or hides (docs/uikit-rules.md R3, R4.10–R4.12).
@MainActor
final class TouchRouter: EventEngine {
    /// One touch and what its view has heard of it.
    final class Slot {
        let touch: UITouch
        /// Why the view never hears of this touch (exclusive or multiple touch rules, no view), or nil.
        var withheld: Decision.WithholdingReason?
        /// The view has been sent `touchesBegan` for it.
        var began = false
        /// The view has had its last call for it (ended or cancelled), or will never get one.
        var finished = false
        /// Held for the view: its began (and a coalesced move), its end.
        var heldBegan = false, heldMoved = false, heldEnded = false
        /// The finger has lifted; the slot goes once nothing is held.
        var lifted = false

        init(_ touch: UITouch) { self.touch = touch }

        var isTracked: Bool { began && !finished }
    }

    private let log: DispatchLog
    private let coordinator: DispatchCoordinator
    private var arena: RecognizerArena { coordinator.arena }
    private var slots: [Slot] = []
    private var isDelivering = false
    private var leavingViews: [UIView] = []
    /// The world's reused touch event, for deliveries outside an input (timers, removals).
    var touchEvent: UIEvent?

    private let animations: AnimationEngine

    init(log: DispatchLog, coordinator: DispatchCoordinator, animations: AnimationEngine) {
        self.log = log
        self.coordinator = coordinator
        self.animations = animations
        coordinator.router = self
    }

    func slot(for touch: UITouch) -> Slot? { slots.first { $0.touch === touch } }

    /// Starts a touch: collects its recognizers and decides whether its view will hear of it.
    func admit(_ touch: UITouch) {
        let slot = Slot(touch)
        slot.withheld = withholdingReason(for: touch)
        if let reason = slot.withheld { log.record(.decision(.withheld(finger: touch.finger, because: reason))) }
        slots.append(slot)
        touch.setGestureRecognizers(arena.collect(for: touch, reportingTo: coordinator))
    }

    /// The finger lifted or was cancelled; the slot goes once nothing is held for its view.
    func fingerLifted(_ touch: UITouch) {
        slot(for: touch)?.lifted = true
        removeSettledSlots()
    }

    private func withholdingReason(for touch: UITouch) -> Decision.WithholdingReason? {
        guard let view = touch.view else { return .noView }
        let tracking = slots.filter { $0.isTracked && !$0.lifted && $0.touch.window === touch.window }.map(\.touch)
        if let exclusive = tracking.first(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }),
            let owner = exclusive.view
        {
            return .exclusiveTouchElsewhere(owner, finger: exclusive.finger)
        }
        if view.isExclusiveTouch, let other = tracking.first(where: { $0.view !== view })?.view {
            return .exclusiveTouch(view, other: other)
        }
        if !view.isMultipleTouchEnabled, let first = tracking.first(where: { $0.view === view }) {
            return .notMultipleTouch(view, finger: first.finger)
        }
        return nil
    }

    // MARK: EventEngine

    func deliverTouches(of event: UIEvent, in window: UIWindow) {
        coordinator.dispatch { deliver(event, in: window) }
    }

    /// Phase one to the recognizers, settled, then phase two to the views; the coordinator settles again after
    /// (a view's touches method may have changed a recognizer: disabled it, say).
    private func deliver(_ event: UIEvent, in window: UIWindow) {
        isDelivering = true
        let changed = slots.filter { $0.touch.window === window && $0.touch.phase != .stationary && !$0.lifted }
        arena.deliver(event, touches: changed.map(\.touch))
        coordinator.settle()
        var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
        for slot in changed where slot.withheld == nil && !slot.finished {
            guard let view = slot.touch.view, let phase = viewPhase(for: slot) else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                groups[index].touches.insert(slot.touch)
            } else {
                groups.append((view, phase, [slot.touch]))
            }
        }
        for group in groups { send(group.touches, phase: group.phase, to: group.view, event: event) }
        isDelivering = false
        cancelTouchesOfLeavingViews()
    }

    func viewWillStopReceivingTouches(_ view: UIView) {
        guard slots.contains(where: \.isTracked) else { return }
        leavingViews.append(view)
        if !isDelivering { cancelTouchesOfLeavingViews() }
    }

    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> Int {
        coordinator.schedule(after: delay, body)
    }

    func cancelTimer(_ token: Int) { coordinator.cancelTimer(token) }

    var now: TimeInterval { animations.now }

    func run(_ animation: AnimationGroup) { animations.run(animation) }

    func forget(_ animation: AnimationGroup) { animations.forget(animation) }

    // MARK: Holding

    /// The phase the view gets now, or nil when the touch's recognizers hold it.
    private func viewPhase(for slot: Slot) -> UITouch.Phase? {
        let touch = slot.touch
        switch touch.phase {
        case .began:
            guard !arena.isHeld(touch, ended: false) else {
                return hold(slot, &slot.heldBegan, .touchesBegan, arena.holders(of: touch, ended: false), "delaysTouchesBegan")
            }
            return .began
        case .moved:
            if slot.heldBegan || arena.isHeld(touch, ended: false) {
                slot.heldMoved = true
                return nil
            }
            return .moved
        case .ended:
            guard !arena.isHeld(touch, ended: true), !slot.heldBegan else {
                return hold(slot, &slot.heldEnded, .touchesEnded, arena.holders(of: touch, ended: true), "delaysTouchesEnded")
            }
            return .ended
        case .cancelled:
            guard slot.began else {
                dropHeld(slot, because: .touchCancelled)
                return nil
            }
            return .cancelled
        case .stationary:
            return nil
        }
    }

    private func hold(_ slot: Slot, _ flag: inout Bool, _ phase: TraceSelector, _ holders: [UIGestureRecognizer],
                      _ property: String) -> UITouch.Phase?
    {
        flag = true
        log.record(.decision(.held(phase, view: slot.touch.view!, finger: slot.touch.finger, by: holders, property: property)))
        return nil
    }

    /// Delivers what is held for views whose holders have all failed or stopped holding.
    func releaseHeldTouches() {
        for slot in slots where !slot.finished && slot.withheld == nil && (slot.heldBegan || slot.heldEnded) {
            guard let view = slot.touch.view, let event = touchEvent else { continue }
            if slot.heldBegan {
                guard !arena.isHeld(slot.touch, ended: false) else { continue }
                slot.heldBegan = false
                log.record(.decision(.released(.touchesBegan, view: view, finger: slot.touch.finger)))
                send([slot.touch], phase: .began, to: view, event: event)
                // The held moves coalesce into one. When the touch moved in the event being delivered now, that
                // move reaches the view right after this release: sending it here too would deliver it twice.
                let movesNow = isDelivering && slot.touch.phase == .moved
                if slot.heldMoved, !slot.heldEnded {
                    slot.heldMoved = false
                    if !movesNow { send([slot.touch], phase: .moved, to: view, event: event) }
                }
            }
            if slot.heldEnded, !arena.isHeld(slot.touch, ended: true) {
                slot.heldEnded = false
                log.record(.decision(.released(.touchesEnded, view: view, finger: slot.touch.finger)))
                send([slot.touch], phase: .ended, to: view, event: event)
            }
        }
        removeSettledSlots()
    }

    /// A recognizer recognized with `cancelsTouchesInView`: its touches' views get `touchesCancelled`, or lose
    /// what was held for them, and hear nothing more of those touches.
    func cancelViewTouches(followedBy touches: [UITouch], because recognizer: UIGestureRecognizer) {
        var cancelled: [(view: UIView, touches: Set<UITouch>)] = []
        for slot in slots where !slot.finished && slot.withheld == nil && touches.contains(where: { $0 === slot.touch }) {
            guard let view = slot.touch.view else { continue }
            if !slot.began {
                dropHeld(slot, because: .recognized(recognizer))
            } else if let index = cancelled.firstIndex(where: { $0.view === view }) {
                cancelled[index].touches.insert(slot.touch)
            } else {
                cancelled.append((view, [slot.touch]))
            }
        }
        for (view, touches) in cancelled {
            log.record(.decision(.cancelledViewTouches(by: recognizer, view: view, fingers: touches.map(\.finger))))
            send(touches, phase: .cancelled, to: view, event: touchEvent ?? UIEvent(type: .touches))
        }
        removeSettledSlots()
    }

    private func dropHeld(_ slot: Slot, because reason: Decision.DropReason) {
        if slot.heldBegan || slot.heldEnded, let view = slot.touch.view {
            log.record(.decision(.droppedHeld(view: view, finger: slot.touch.finger, because: reason)))
        }
        slot.heldBegan = false
        slot.heldMoved = false
        slot.heldEnded = false
        slot.finished = true
    }

    private func removeSettledSlots() {
        slots.removeAll { $0.lifted && ($0.finished || !($0.heldBegan || $0.heldEnded)) }
    }

    // MARK: Sending

    private func send(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
        for slot in slots where touches.contains(slot.touch) {
            slot.began = true
            slot.touch.isDeliveredToView = true
            if phase == .ended || phase == .cancelled { slot.finished = true }
        }
        let selector: TraceSelector
        switch phase {
        case .began: selector = .touchesBegan
        case .moved: selector = .touchesMoved
        case .ended: selector = .touchesEnded
        case .cancelled: selector = .touchesCancelled
        case .stationary: return
        }
        // A held touch is delivered with the phase it had then; the touch object itself has moved on.
        let saved = touches.map { ($0, $0.phase) }
        for touch in touches { touch.update(phase: phase) }
        log.record(.message(view, selector, forwardedFrom: nil))
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
        for (touch, phase) in saved { touch.update(phase: phase) }
    }

    /// Sends `touchesCancelled` for the touches tracked by each view that left the window or hid.
    private func cancelTouchesOfLeavingViews() {
        while !leavingViews.isEmpty {
            let leaving = leavingViews.removeFirst()
            for slot in slots where slot.isTracked {
                guard let view = slot.touch.view, view.isDescendant(of: leaving) else { continue }
                log.record(.decision(.viewLeft(leaving, finger: slot.touch.finger)))
                isDelivering = true
                send([slot.touch], phase: .cancelled, to: view, event: touchEvent ?? UIEvent(type: .touches))
                isDelivering = false
            }
        }
        removeSettledSlots()
    }
}

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
        var withheld: String?
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
    let arena: RecognizerArena
    private var slots: [Slot] = []
    private var isDelivering = false
    private var leavingViews: [UIView] = []
    /// The world's reused touch event, for deliveries outside an input (timers, removals).
    var touchEvent: UIEvent?

    private let animations: AnimationEngine

    init(log: DispatchLog, arena: RecognizerArena, animations: AnimationEngine) {
        self.log = log
        self.arena = arena
        self.animations = animations
        arena.router = self
    }

    func slot(for touch: UITouch) -> Slot? { slots.first { $0.touch === touch } }

    /// Starts a touch: collects its recognizers and decides whether its view will hear of it.
    func admit(_ touch: UITouch) {
        let slot = Slot(touch)
        slot.withheld = withholdingReason(for: touch)
        if let reason = slot.withheld { log.record(.note("touch \(touch.finger) withheld from its view: \(reason)")) }
        slots.append(slot)
        touch.setGestureRecognizers(arena.collect(for: touch))
    }

    /// The finger lifted or was cancelled; the slot goes once nothing is held for its view.
    func fingerLifted(_ touch: UITouch) {
        slot(for: touch)?.lifted = true
        removeSettledSlots()
    }

    private func withholdingReason(for touch: UITouch) -> String? {
        guard let view = touch.view else { return "it hit no view" }
        let tracking = slots.filter { $0.isTracked && !$0.lifted && $0.touch.window === touch.window }.map(\.touch)
        if let exclusive = tracking.first(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }),
            let owner = exclusive.view
        {
            return "\(className(of: owner)) has isExclusiveTouch and tracks touch \(exclusive.finger)"
        }
        if view.isExclusiveTouch, let other = tracking.first(where: { $0.view !== view })?.view {
            return "\(className(of: view)) has isExclusiveTouch and \(className(of: other)) tracks a touch"
        }
        if !view.isMultipleTouchEnabled, let first = tracking.first(where: { $0.view === view }) {
            return "\(className(of: view)) has isMultipleTouchEnabled false and already has touch \(first.finger)"
        }
        return nil
    }

    // MARK: EventEngine

    func deliverTouches(of event: UIEvent, in window: UIWindow) {
        arena.dispatchDepth += 1
        defer { arena.dispatchDepth -= 1 }
        isDelivering = true
        let changed = slots.filter { $0.touch.window === window && $0.touch.phase != .stationary && !$0.lifted }
        arena.deliver(event, touches: changed.map(\.touch))
        arena.settle()
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
        // A view's touches method may have changed a recognizer (disabled it, say): settle that too.
        arena.settle()
        arena.resetFinished()
    }

    func viewWillStopReceivingTouches(_ view: UIView) {
        guard slots.contains(where: \.isTracked) else { return }
        leavingViews.append(view)
        if !isDelivering { cancelTouchesOfLeavingViews() }
    }

    func schedule(after delay: TimeInterval, _ body: @escaping () -> Void) -> Int {
        arena.schedule(after: delay, body)
    }

    func cancelTimer(_ token: Int) { arena.cancelTimer(token) }

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
                return hold(slot, &slot.heldBegan, "touchesBegan", arena.holders(of: touch, ended: false), "delaysTouchesBegan")
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
                return hold(slot, &slot.heldEnded, "touchesEnded", arena.holders(of: touch, ended: true), "delaysTouchesEnded")
            }
            return .ended
        case .cancelled:
            guard slot.began else {
                dropHeld(slot, because: "the touch was cancelled")
                return nil
            }
            return .cancelled
        case .stationary:
            return nil
        }
    }

    private func hold(_ slot: Slot, _ flag: inout Bool, _ what: String, _ holders: [UIGestureRecognizer], _ property: String)
        -> UITouch.Phase?
    {
        flag = true
        let by = holders.map { "\(DispatchRecord.describe($0)) \(property)" }.joined(separator: ", ")
        let reason = by.isEmpty ? "its began is held" : by
        log.record(.note("held: \(what) for \(className(of: slot.touch.view!)), touch \(slot.touch.finger) (\(reason))"))
        return nil
    }

    /// Delivers what is held for views whose holders have all failed or stopped holding.
    func releaseHeldTouches() {
        for slot in slots where !slot.finished && slot.withheld == nil && (slot.heldBegan || slot.heldEnded) {
            guard let view = slot.touch.view, let event = touchEvent else { continue }
            if slot.heldBegan {
                guard !arena.isHeld(slot.touch, ended: false) else { continue }
                slot.heldBegan = false
                log.record(.note("released: touchesBegan for \(className(of: view)), touch \(slot.touch.finger)"))
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
                log.record(.note("released: touchesEnded for \(className(of: view)), touch \(slot.touch.finger)"))
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
                dropHeld(slot, because: "\(DispatchRecord.describe(recognizer)) recognized")
            } else if let index = cancelled.firstIndex(where: { $0.view === view }) {
                cancelled[index].touches.insert(slot.touch)
            } else {
                cancelled.append((view, [slot.touch]))
            }
        }
        for (view, touches) in cancelled {
            let fingers = touches.map { String($0.finger) }.sorted().joined(separator: ", ")
            log.record(.note("\(DispatchRecord.describe(recognizer)) recognized: \(className(of: view))'s touches (\(fingers)) are cancelled (cancelsTouchesInView)"))
            send(touches, phase: .cancelled, to: view, event: touchEvent ?? UIEvent(type: .touches))
        }
        removeSettledSlots()
    }

    private func dropHeld(_ slot: Slot, because reason: String) {
        if slot.heldBegan || slot.heldEnded, let view = slot.touch.view {
            log.record(.note("dropped: the touches held for \(className(of: view)), touch \(slot.touch.finger) (\(reason))"))
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
                log.record(.note("\(className(of: leaving)) left its window or hid: touch \(slot.touch.finger) is cancelled"))
                isDelivering = true
                send([slot.touch], phase: .cancelled, to: view, event: touchEvent ?? UIEvent(type: .touches))
                isDelivering = false
            }
        }
        removeSettledSlots()
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// Delivers touches to views: each touch to its hit-test view, once per phase, with only that view's touches
/// that changed; and ends the touches of a view that leaves the window or hides (uikit-behaviour.md §3).
@MainActor
final class TouchRouter: EventEngine {
    /// One live touch and what its view has heard of it.
    final class Slot {
        let touch: UITouch
        /// Why the view never hears of this touch (exclusive or multiple touch rules, no view), or nil.
        var withheld: String?
        /// The view has been sent `touchesBegan` for it.
        var began = false
        /// The view has been sent `touchesEnded` or `touchesCancelled`; nothing more goes to it.
        var finished = false

        init(_ touch: UITouch) { self.touch = touch }

        var isTracked: Bool { began && !finished }
    }

    private let log: DispatchLog
    private var slots: [Slot] = []
    private var isDelivering = false
    private var leavingViews: [UIView] = []
    /// The event cancellations are sent with (the world's reused touch event).
    var touchEvent: UIEvent?

    init(log: DispatchLog) { self.log = log }

    func slot(for touch: UITouch) -> Slot? { slots.first { $0.touch === touch } }

    /// Starts tracking a touch and decides, at touch-down, whether its view will hear of it.
    func admit(_ touch: UITouch) {
        let slot = Slot(touch)
        slot.withheld = withholdingReason(for: touch)
        if let reason = slot.withheld { log.record(.note("touch \(touch.finger) withheld: \(reason)")) }
        slots.append(slot)
    }

    /// Stops tracking a touch that ended or was cancelled.
    func retire(_ touch: UITouch) { slots.removeAll { $0.touch === touch } }

    private func withholdingReason(for touch: UITouch) -> String? {
        guard let view = touch.view else { return "it hit no view" }
        let tracking = slots.filter { $0.isTracked && $0.touch.window === touch.window }.map(\.touch)
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
        isDelivering = true
        var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
        for slot in slots where slot.touch.window === window && slot.withheld == nil && !slot.finished {
            let touch = slot.touch
            guard let view = touch.view, touch.phase != .stationary, slot.began || touch.phase == .began else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, touch.phase, [touch]))
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

    // MARK: Sending

    private func send(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
        for slot in slots where touches.contains(slot.touch) {
            slot.began = true
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
        log.record(.message(view, selector, forwardedFrom: nil))
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
    }

    /// Sends `touchesCancelled` for the touches tracked by each view that left the window or hid.
    private func cancelTouchesOfLeavingViews() {
        while !leavingViews.isEmpty {
            let leaving = leavingViews.removeFirst()
            for slot in slots where slot.isTracked {
                guard let view = slot.touch.view, view.isDescendant(of: leaving) else { continue }
                log.record(.note("\(className(of: leaving)) left its window or hid: touch \(slot.touch.finger) is cancelled"))
                slot.touch.update(phase: .cancelled)
                isDelivering = true
                send([slot.touch], phase: .cancelled, to: view, event: touchEvent ?? UIEvent(type: .touches))
                isDelivering = false
            }
        }
    }
}

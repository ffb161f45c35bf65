import Dispatcher
import Foundation
@_spi(Engine) import ViewModel

/// What the dispatch log says happened to one view during one touch, after hit-testing: the deliveries it got
/// (directly, or forwarded along the responder chain), and the machinery's decisions about its touch — held,
/// released, dropped, cancelled by a recognizer, withheld. Read from the typed records (`Decision`,
/// `TraceEvent`), not from their words, so a "why" answer can rely on it.
@MainActor
package struct ViewTouchHistory {
    package enum Event {
        /// The touch was withheld from its view (only for the touch's own view).
        case withheld(Decision.WithholdingReason)
        /// A phase was held for the view by recognizers that delay it (`property`: `delaysTouchesBegan`…).
        case held(TraceSelector, by: [UIGestureRecognizer], property: String)
        case released(TraceSelector, at: TimeInterval)
        /// What was held for the view was dropped, never delivered.
        case dropped(Decision.DropReason)
        /// A touch method reached the view: sent by the window (`forwardedFrom` nil) or passed on by a responder.
        case delivered(TraceSelector, forwardedFrom: AnyObject?, at: TimeInterval)
        /// A recognizer with `cancelsTouchesInView` recognized: the view's touch is cancelled.
        case cancelled(by: UIGestureRecognizer)
        /// The view, or a superview, left its window or hid while it had the touch.
        case left
    }

    package private(set) var events: [Event] = []
    /// The log's own lines about the view: deliveries, decisions, its control events and its recognizers'
    /// states and actions (hit-test lines left out: the path says those).
    package private(set) var lines: [String] = []

    /// Reads `records` (one touch's, from its down input on) for `view` and `finger`. `isTouchView`: the view is
    /// the one hit-testing chose, so the decisions about the finger alone (withholding) are about it.
    package init(of view: UIView, finger: Int, isTouchView: Bool, records: [DispatchRecord]) {
        for record in records {
            guard case .trace(let event) = record.kind else { continue }
            switch Self.match(event, view: view, finger: finger, isTouchView: isTouchView, at: record.time) {
            case .event(let found):
                events.append(found)
                lines.append(record.text)
            case .line:
                lines.append(record.text)
            case .none:
                break
            }
        }
    }

    /// Whether a phase reached the view, directly or forwarded.
    package func received(_ phase: TraceSelector) -> Bool {
        events.contains {
            if case .delivered(phase, _, _) = $0 { return true }
            return false
        }
    }

    /// What a record is to the view: one of its events, a line about it that is not one (a control event, a
    /// recognizer of its own changing state), or nothing.
    private enum Match {
        case event(Event), line, none
    }

    private static func match(_ event: TraceEvent, view: UIView, finger: Int, isTouchView: Bool, at time: TimeInterval)
        -> Match
    {
        switch event {
        case .message(let receiver, let selector, let from) where receiver === view:
            return .event(.delivered(selector, forwardedFrom: from, at: time))
        case .controlEvent(let control, _) where control === view:
            return .line
        case .gestureState(let recognizer, _, _, _) where recognizer.view === view:
            return .line
        case .gestureAction(let recognizer, _, _) where recognizer.view === view:
            return .line
        case .decision(let decision):
            return match(decision, view: view, finger: finger, isTouchView: isTouchView, at: time)
        default:
            return .none
        }
    }

    private static func match(_ decision: Decision, view: UIView, finger: Int, isTouchView: Bool, at time: TimeInterval)
        -> Match
    {
        switch decision {
        case .withheld(let touch, let reason) where isTouchView && touch == finger:
            return .event(.withheld(reason))
        case .held(let phase, let subject, let touch, let holders, let property) where subject === view && touch == finger:
            return .event(.held(phase, by: holders, property: property))
        case .released(let phase, let subject, let touch) where subject === view && touch == finger:
            return .event(.released(phase, at: time))
        case .droppedHeld(let subject, let touch, let reason) where subject === view && touch == finger:
            return .event(.dropped(reason))
        case .cancelledViewTouches(let recognizer, let subject, let fingers) where subject === view && fingers.contains(finger):
            return .event(.cancelled(by: recognizer))
        case .viewLeft(let leaving, let touch) where touch == finger && (view === leaving || view.isDescendant(of: leaving)):
            return .event(.left)
        default:
            return .none
        }
    }
}

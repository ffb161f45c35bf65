import Foundation
@_spi(Engine) import ViewModel

/// The kinds of dispatch records, by the names traces give them, and the stage of a touch's journey each belongs
/// to: the one place that knows them. The trace writer, `diff`'s tally, the timeline export, stepping, captions
/// and the web page ask here.
public enum RecordKind: String, CaseIterable, Sendable {
    case hitTest, hitTestRefused, pointInside, pointInsideResult, hitTestResult
    case message, chainEnded, controlEvent, action, gestureState, gestureAction
    /// A line the app's own code wrote.
    case user
    /// A note in words, and a decision (written as the note it always was, so traces recorded before decisions
    /// were data still verify).
    case note

    /// The stage a record of this kind belongs to, as far as its kind tells: a message's receiver can make it the
    /// recognizers' (`TraceEvent.phase` knows the receiver). Nil for a note or the app's line, which belong to
    /// whatever stage they fall in.
    public var phase: DispatchPhase? {
        switch self {
        case .hitTest, .hitTestRefused, .pointInside, .pointInsideResult, .hitTestResult: .hitTest
        case .gestureState: .recognizers
        case .message, .chainEnded: .delivery
        case .controlEvent, .action, .gestureAction: .actions
        case .user, .note: nil
        }
    }
}

/// The stage of a touch's journey a dispatch record belongs to, for stepping by meaning: hit-testing finds the
/// view, recognizers see the touch first, then it is delivered to the view and along the responder chain, and
/// actions are sent.
public enum DispatchPhase: String, Sendable {
    case hitTest = "hit-test"
    case recognizers
    case delivery
    case actions
}

extension TraceEvent {
    /// The record's kind, as traces name it.
    public var kind: RecordKind {
        switch self {
        case .hitTest: .hitTest
        case .hitTestRefused: .hitTestRefused
        case .pointInside: .pointInside
        case .pointInsideResult: .pointInsideResult
        case .hitTestResult: .hitTestResult
        case .message: .message
        case .chainEnded: .chainEnded
        case .controlEvent: .controlEvent
        case .action: .action
        case .gestureState: .gestureState
        case .gestureAction: .gestureAction
        case .user: .user
        case .note, .decision: .note
        }
    }

    /// The record's stage: its kind's, except a message to a recognizer (the recognizers see the touch) and a
    /// decision of the machinery (what it decides is about delivery).
    public var phase: DispatchPhase? {
        switch self {
        case .message(let receiver, _, _) where receiver is UIGestureRecognizer: .recognizers
        case .decision: .delivery
        default: kind.phase
        }
    }
}

extension DispatchRecord {
    /// The record's stage; nil for an input, a note or the app's line, which stay in the stage they fall in.
    public var phase: DispatchPhase? {
        guard case .trace(let event) = kind else { return nil }
        return event.phase
    }
}

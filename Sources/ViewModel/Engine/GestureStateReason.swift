import Foundation

/// Why the machinery moved a recognizer to a state, as data (nil when the recognizer itself asked for it).
@MainActor
public enum GestureStateReason {
    /// A subclass asked for a transition UIKit does not allow; it fails instead.
    case illegalTransition
    /// It was disabled or removed while it followed touches.
    case disabledOrRemoved
    /// Its delegate's `gestureRecognizerShouldBegin(_:)` answered false.
    case delegateRefusedBegin
    /// A view on its touch's way answered `gestureRecognizerShouldBegin(_:)` false.
    case viewRefusedBegin(UIView)
    /// A control on the touch's way keeps its default action from a superview's recognizer (a button's tap
    /// against a parent's tap, say).
    case controlDefaultAction(UIControl)
    /// Another recognizer on the same touches began or recognized first; `recognizedFirst` when it had already
    /// begun as this one tried to.
    case preventedBy(UIGestureRecognizer, recognizedFirst: Bool)
    /// It required this one to fail, and this one recognized.
    case requiredRecognized(UIGestureRecognizer)
    /// One of its own rules: its touches did not make its gesture (moved too far for a tap, lifted before a pan
    /// moved enough …), in words and with what it measured. The log's line leaves it out, as UIKit's does; `why`
    /// says it.
    case ownRule(GestureRule)
}

/// Which touches a recognizer answers for — `numberOfTouches`, `location(ofTouch:in:)`, `location(in:)` — when
/// its action runs. Apple documents only that these describe "the touches" of the gesture; each rule here is
/// chosen from the best evidence, which it names, and the tests check every recognizer at every action call.
public enum ActionTouches {
    /// A discrete recognizer (a tap, a swipe, a subclass going possible → recognized) answers for the touches it
    /// recognized with, from the recognition until it is reset — though a tap's have lifted when its action
    /// runs. Evidence: Apple's listings and common app code read `location(ofTouch: 0, in:)` in a tap's action,
    /// which raises on an empty recognizer; on a device it answers where the finger was.
    public static let discrete = "the touches it recognized with"
    /// A tap of several taps answers for its first tap's touches. Evidence: UITapGestureRecognizer.h, "the
    /// location … is the location of the first tap".
    public static let multiTap = "the first tap's touches"
    /// A continuous recognizer (pan, long press, pinch, rotation) answers for the touches still down, so its
    /// `.ended` or `.cancelled` action after the last lift sees none. Evidence: `location(ofTouch: 0, in:)` in a
    /// pan's `.ended` action raises "index (0) beyond bounds (0)" on iOS (developer reports); a pinch's
    /// `.changed` action after one of two fingers lifts sees one. `location(in:)` still answers where the
    /// touches were last.
    public static let touchesAfterContinuousEnd = 0
}

import Foundation

/// The numbers of touch handling that UIKit does not document, named in one place.
public enum TouchTiming {
    /// A touch-down within this many seconds of the previous tap's lift continues its tap count
    /// *(assumed: the tap recognizer's numbers; docs/uikit-rules.md R3.5)*.
    public static let multiTapInterval: TimeInterval = 0.35
    /// …and within this many points of it.
    public static let multiTapDistance: CGFloat = 45
    /// How long `Simulator.tap(at:)` holds the finger down.
    public static let tapDuration: TimeInterval = 0.05
    /// UIKit hit-tests again when a touch lifts (the seeds' device logs 000 and 004 show a second full pass; the
    /// result is ignored, the touch stays with its first view).
    public static let hitTestsAgainAtLift = true
}

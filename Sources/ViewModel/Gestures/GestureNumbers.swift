import Foundation

/// UIKit's gesture numbers, named in one place; docs/uikit-rules.md R5 says which are Apple's and which are assumed.
public enum GestureNumbers {
    /// A tap fails if a touch moves farther than this from where the tap began, or the next tap starts farther.
    public static let tapAllowableMovement: CGFloat = 45
    /// A tap fails if a touch stays down longer than this.
    public static let tapMaximumDuration: TimeInterval = 0.75
    /// A multiple tap fails if the next tap starts later than this after the last lift.
    public static let tapMaximumInterval: TimeInterval = 0.35
    public static let longPressMinimumDuration: TimeInterval = 0.5
    public static let longPressAllowableMovement: CGFloat = 10
    /// A pan begins when the touches' centroid has moved this far.
    public static let panHysteresis: CGFloat = 10
    /// Pan velocity smoothing: each new sample counts this much, the old value the rest.
    public static let panVelocityWeight: CGFloat = 0.2
    public static let swipeMaximumDuration: TimeInterval = 0.5
    public static let swipeMinimumDistance: CGFloat = 50
    public static let swipeMaximumCrossDistance: CGFloat = 200
    /// A pinch begins when the distance between its two touches changes by more than this.
    public static let pinchHysteresis: CGFloat = 8
    /// A rotation begins past this turn *(assumed: Apple gives no figure; 7.5°, the middle of the 5°–10° range the
    /// project started from; docs/uikit-rules.md R5.6)*.
    public static let rotationHysteresis: CGFloat = 7.5 * .pi / 180
    /// A screen-edge pan's touch must go down this close to its edge *(assumed: Apple does not document the
    /// distance; 20 pt is the width of the system's back-swipe region commonly measured on iPhones)*.
    public static let screenEdgeRegion: CGFloat = 20
}

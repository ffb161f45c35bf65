import Foundation

/// The names of the UIKit methods the log reports, in Objective-C selector form.
public enum TraceSelector: String, Sendable, CaseIterable {
    case touchesBegan = "touchesBegan:withEvent:"
    case touchesMoved = "touchesMoved:withEvent:"
    case touchesEnded = "touchesEnded:withEvent:"
    case touchesCancelled = "touchesCancelled:withEvent:"
    case pressesBegan = "pressesBegan:withEvent:"
    case pressesEnded = "pressesEnded:withEvent:"
    case motionBegan = "motionBegan:withEvent:"
    case motionEnded = "motionEnded:withEvent:"
    case motionCancelled = "motionCancelled:withEvent:"
    case beginTracking = "beginTrackingWithTouch:withEvent:"
    case continueTracking = "continueTrackingWithTouch:withEvent:"
    case endTracking = "endTrackingWithTouch:withEvent:"
    case cancelTracking = "cancelTrackingWithEvent:"
    case sendEvent = "sendEvent:"
}

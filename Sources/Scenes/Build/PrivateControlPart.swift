import Foundation
@_spi(Engine) import ViewModel

/// A private part of one of UIKit's controls that a dump prints inside it — a segmented control's `UISegment` and
/// `UISegmentLabel`, a stepper's `_UIStepperButton`, a page control's indicator views. It draws (its colour, its
/// text) and takes no touches, so hit-testing gives the touch to the control, which tracks it, as on a device *(
/// assumed: the dumps do not say; a part that took the touch would keep every control from tracking, R6.12)*.
@MainActor
final class PrivateControlPart: UILabel {}

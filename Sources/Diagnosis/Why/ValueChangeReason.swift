import Foundation
@_spi(Engine) import ViewModel

/// Why one of UIKit's value controls tracked a touch and sent no `.valueChanged`: each sends it only when its
/// value changes (docs/uikit-rules.md R6.14–R6.16), and the words say what kept it from changing.
@MainActor
enum ValueChangeReason {
    /// The clause that ends "… sent touchDown, touchUpInside, not valueChanged", for `control` as it is after the
    /// touch; nil for a control of another kind.
    static func clause(for control: UIControl) -> String? {
        switch control {
        case let segments as UISegmentedControl where !segments.isMomentary:
            return "because the segment it chose was already selected: a segmented control sends valueChanged only "
                + "when the selection changes (isMomentary sends it for every tap)"
        case let stepper as UIStepper where !stepper.wraps:
            return "because its value is at a limit (\(number(stepper.minimumValue)) to \(number(stepper.maximumValue)), "
                + "wraps false): a stepper sends valueChanged only when its value changes"
        case let pages as UIPageControl:
            return "because the page did not change: a tap moves one page toward its side of the current indicator, "
                + "and page \(pages.currentPage) of \(pages.numberOfPages) has none that way"
        default:
            return nil
        }
    }

    /// Why a refresh control sent no `.valueChanged`: it tracks no touch; a drag must pull the content down.
    static func refreshNotStarted(_ refresh: UIRefreshControl, name: (UIView) -> String) -> String {
        guard let scrollView = refresh.superview as? UIScrollView else {
            return "the refresh control is not a scroll view's refreshControl, so no pull can start it"
        }
        if !scrollView.scrollableAxes.vertical {
            return "\(name(scrollView)) cannot be dragged down: its content is no taller than it and "
                + "alwaysBounceVertical is false, so no pull reaches the refresh control"
        }
        return "no drag pulled \(name(scrollView))'s content \(Int(UIRefreshControl.pullDistance)) pt below its top, "
            + "the pull UIRefreshControl needs (assumed: UIKit documents no distance)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// What a scene file sets on UIKit's value controls — a stepper's or slider's value and limits, a page control's
/// pages, a segmented control's segments — checked as they are read (`SceneControlKeys`), applied as the view is
/// built, in the order UIKit needs them (limits before the value, segments before the selection).
struct ControlSettings {
    var minimumValue: Double?
    var maximumValue: Double?
    var value: Double?
    var stepValue: Double?
    var wraps: Bool?
    var autorepeat: Bool?
    var continuous: Bool?
    var numberOfPages: Int?
    var currentPage: Int?
    var segments: [String]?
    var selectedSegmentIndex: Int?
    var momentary: Bool?
    var clearButtonMode: UITextField.ViewMode?
    var isSecureTextEntry: Bool?
    var isEditable: Bool?
    var isSelectable: Bool?
    var dataDetectorTypes: UIDataDetectorTypes?
    /// A button's image: its name and size.
    var image: (name: String, size: CGSize)?
    var contentEdgeInsets: UIEdgeInsets?

    @MainActor
    func apply(to view: UIView) {
        switch view {
        case let stepper as UIStepper:
            if let maximumValue { stepper.maximumValue = maximumValue }
            if let minimumValue { stepper.minimumValue = minimumValue }
            if let stepValue { stepper.stepValue = stepValue }
            if let wraps { stepper.wraps = wraps }
            if let autorepeat { stepper.autorepeat = autorepeat }
            if let continuous { stepper.isContinuous = continuous }
            if let value { stepper.value = value }
        case let slider as UISlider:
            if let maximumValue { slider.maximumValue = Float(maximumValue) }
            if let minimumValue { slider.minimumValue = Float(minimumValue) }
            if let continuous { slider.isContinuous = continuous }
            if let value { slider.value = Float(value) }
        case let pages as UIPageControl:
            if let numberOfPages { pages.numberOfPages = numberOfPages }
            if let currentPage { pages.currentPage = currentPage }
        case let button as UIButton:
            if let image { button.setImage(UIImage(size: image.size, name: image.name), for: .normal) }
            if let contentEdgeInsets { button.contentEdgeInsets = contentEdgeInsets }
        case let text as UITextView:
            if let isEditable { text.isEditable = isEditable }
            if let isSelectable { text.isSelectable = isSelectable }
            if let dataDetectorTypes { text.dataDetectorTypes = dataDetectorTypes }
        case let field as UITextField:
            if let clearButtonMode { field.clearButtonMode = clearButtonMode }
            if let isSecureTextEntry { field.isSecureTextEntry = isSecureTextEntry }
        case let segmented as UISegmentedControl:
            for title in segments ?? [] {
                segmented.insertSegment(withTitle: title, at: segmented.numberOfSegments, animated: false)
            }
            if let momentary { segmented.isMomentary = momentary }
            if let selectedSegmentIndex { segmented.selectedSegmentIndex = selectedSegmentIndex }
        default:
            break
        }
    }
}

import Foundation
@_spi(Engine) import ViewModel

/// The keys of UIKit's value controls (`ControlSettings`), each bounded as every other key is: a value out of its
/// range, a page or segment past the last, limits the wrong way round stop the file with their place. Read in
/// this order, so each check sees the keys it depends on whatever order the file gives them.
extension SceneViewKey {
    static let steppers = Owners(behaviours: ["UIStepper"], words: "a stepper (UIStepper)")
    static let valued = Owners(behaviours: ["UIStepper", "UISlider"], words: "a stepper or slider (UIStepper, UISlider)")
    static let pageControls = Owners(behaviours: ["UIPageControl"], words: "a page control (UIPageControl)")
    static let textViews = Owners(behaviours: ["UITextView"], words: "a text view (UITextView)")
    static let dataDetectorTypes: [String: UIDataDetectorTypes] = [
        "phoneNumber": .phoneNumber, "link": .link, "address": .address, "calendarEvent": .calendarEvent,
        "shipmentTrackingNumber": .shipmentTrackingNumber, "flightNumber": .flightNumber,
        "lookupSuggestion": .lookupSuggestion, "all": .all,
    ]
    static let buttons = Owners(behaviours: ["UIButton"], words: "a button (UIButton)")
    static let segmentedControls = Owners(behaviours: ["UISegmentedControl"], words: "a segmented control (UISegmentedControl)")

    static let clearButtonModes: [String: UITextField.ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]

    /// The values a stepper's or slider's numbers may take.
    static let controlValueRange = -1_000_000_000.0...1_000_000_000.0

    static let controlKeys: [SceneViewKey] = [
        SceneViewKey("minimumValue", on: valued) { v, r throws(SceneFileError) in
            r.view.control.minimumValue = try v.number(in: controlValueRange)
        },
        SceneViewKey("maximumValue", on: valued) { v, r throws(SceneFileError) in
            let maximum = try v.number(in: controlValueRange)
            let minimum = r.view.control.minimumValue ?? 0
            guard maximum >= minimum else { throw v.error("maximumValue \(maximum) is below minimumValue \(minimum)") }
            r.view.control.maximumValue = maximum
        },
        SceneViewKey("value", on: valued) { v, r throws(SceneFileError) in
            let value = try v.number(in: controlValueRange)
            let minimum = r.view.control.minimumValue ?? 0
            let maximum = r.view.control.maximumValue ?? (r.behaviour == "UIStepper" ? 100 : 1)
            guard (minimum...max(minimum, maximum)).contains(value) else {
                throw v.error("value \(value) is outside minimumValue \(minimum) to maximumValue \(maximum)")
            }
            r.view.control.value = value
        },
        SceneViewKey("stepValue", on: steppers) { v, r throws(SceneFileError) in
            let step = try v.number(in: 0...controlValueRange.upperBound)
            // UIKit raises an exception for a step of 0 or less.
            guard step > 0 else { throw v.error("stepValue must be above 0 (UIKit raises an exception for \(step))") }
            r.view.control.stepValue = step
        },
        SceneViewKey("wraps", on: steppers) { v, r throws(SceneFileError) in r.view.control.wraps = try v.flag() },
        SceneViewKey("autorepeat", on: steppers) { v, r throws(SceneFileError) in r.view.control.autorepeat = try v.flag() },
        SceneViewKey("continuous", on: valued) { v, r throws(SceneFileError) in r.view.control.continuous = try v.flag() },
        SceneViewKey("numberOfPages", on: pageControls) { v, r throws(SceneFileError) in
            r.view.control.numberOfPages = try v.integer(in: 0...1_000)
        },
        SceneViewKey("currentPage", on: pageControls) { v, r throws(SceneFileError) in
            let pages = r.view.control.numberOfPages ?? 0
            let page = try v.integer(in: 0...1_000)
            guard page < max(pages, 1) else { throw v.error("currentPage \(page) is past the last page (numberOfPages is \(pages))") }
            r.view.control.currentPage = page
        },
        SceneViewKey("segments", on: segmentedControls) { v, r throws(SceneFileError) in
            let items = try v.items()
            guard items.count <= UISegmentedControl.maximumSegments else {
                throw v.error("\(items.count) segments; the most is \(UISegmentedControl.maximumSegments)")
            }
            var titles: [String] = []
            for item in items { titles.append(try item.text()) }
            r.view.control.segments = titles
        },
        SceneViewKey("selectedSegmentIndex", on: segmentedControls) { v, r throws(SceneFileError) in
            let count = r.view.control.segments?.count ?? 0
            let index = try v.integer(in: -1...UISegmentedControl.maximumSegments)
            guard index < count else {
                throw v.error("selectedSegmentIndex \(index) is past the last segment (\(count) segments; -1 selects none)")
            }
            r.view.control.selectedSegmentIndex = index
        },
        SceneViewKey("momentary", on: segmentedControls) { v, r throws(SceneFileError) in r.view.control.momentary = try v.flag() },
        SceneViewKey("editable", on: textViews) { v, r throws(SceneFileError) in r.view.control.isEditable = try v.flag() },
        SceneViewKey("selectable", on: textViews) { v, r throws(SceneFileError) in r.view.control.isSelectable = try v.flag() },
        SceneViewKey("dataDetectorTypes", on: textViews) { v, r throws(SceneFileError) in
            var types: UIDataDetectorTypes = []
            for name in try SceneReader.names(v) {
                guard let type = dataDetectorTypes[name] else {
                    throw v.error("expected data detector types among: \(dataDetectorTypes.keys.sorted().joined(separator: ", "))")
                }
                types.insert(type)
            }
            r.view.control.dataDetectorTypes = types
        },
        SceneViewKey("image", on: buttons) { v, r throws(SceneFileError) in
            // A name (24×24 pt, as `UIImage(named:)` gives here), or `{name, size}` (a capture's: the device's size).
            guard v.string == nil else { return r.view.control.image = (try v.text(), CGSize(width: 24, height: 24)) }
            let f = try v.fields(allowed: ["name", "size"])
            let size = try f.required("size").numbers(2, range: 0...10_000)
            r.view.control.image = (try f["name"]?.text() ?? "image", CGSize(width: size[0], height: size[1]))
        },
        SceneViewKey("contentEdgeInsets", on: buttons) { v, r throws(SceneFileError) in
            let n = try v.numbers(4, range: -10_000...10_000)
            r.view.control.contentEdgeInsets = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
        },
        SceneViewKey("clearButtonMode", on: Owners(behaviours: ["UITextField"], words: "a text field (UITextField)")) {
            v, r throws(SceneFileError) in r.view.control.clearButtonMode = try SceneReader.word(v, clearButtonModes)
        },
        SceneViewKey("secureTextEntry", on: Owners(behaviours: ["UITextField"], words: "a text field (UITextField)")) {
            v, r throws(SceneFileError) in r.view.control.isSecureTextEntry = try v.flag()
        },
    ]
}

import ExampleKit
import Dispatcher
import Foundation
import ViewModel

// A real bug (GradientSlider issue #13, github.com/jonhull/GradientSlider/issues/13; RangeSeekSlider issue #81): a
// custom slider — a UIControl that tracks its thumb — in a page sheet. A drag of the thumb that drifts down is also
// the sheet's drag: the sheet's pan begins and cancels the control's tracking (docs/uikit-rules.md R14.2). A stock
// UISlider refuses a superview's pan while it drags its knob; the fix gives the custom control the same
// `gestureRecognizerShouldBegin(_:)`.

/// The custom slider: a control that tracks the finger; when `keepsItsDrag`, it refuses other views' pans while
/// tracking, as UISlider does.
final class RangeSliderControl: UIControl {
    var keepsItsDrag = false

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if keepsItsDrag, isTracking, gestureRecognizer is UIPanGestureRecognizer, gestureRecognizer.view !== self {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

@Actions
final class FiltersViewController: UIViewController {
    private let keepsItsDrag: Bool

    init(keepsItsDrag: Bool) {
        self.keepsItsDrag = keepsItsDrag
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let slider = RangeSliderControl(frame: CustomSliderInSheetScene.sliderFrame)
        slider.backgroundColor = UIColor(white: 0.9, alpha: 1)
        slider.keepsItsDrag = keepsItsDrag
        slider.addTarget(self, action: #action(began(_:)), for: .touchDown)
        slider.addTarget(self, action: #action(cancelled(_:)), for: .touchCancel)
        slider.addTarget(self, action: #action(finished(_:)), for: .touchUpInside)
        view.addSubview(slider)
    }

    func began(_ sender: RangeSliderControl) { log("slider: touchDown") }
    func cancelled(_ sender: RangeSliderControl) { log("slider: touchCancel") }
    func finished(_ sender: RangeSliderControl) { log("slider: touchUpInside") }
}

/// The screen that shows the filters in a page sheet as soon as it appears.
final class PhotoEditorViewController: SheetOnAppearViewController {}

@MainActor
public enum CustomSliderInSheetScene {
    /// In the sheet's coordinates (its top is 57 pt down the screen).
    static let sliderFrame = CGRect(x: 40, y: 200, width: 310, height: 300)

    public static let example = Example(
        id: "custom-slider-in-sheet",
        title: "A custom slider in a page sheet is cancelled",
        seed: "—",
        summary: """
            Bug (github.com/jonhull/GradientSlider/issues/13): a custom slider, a UIControl tracking its thumb, in \
            a page sheet. A drag that drifts down is also the sheet's drag: its pan begins and cancels the \
            control (touchCancel). A stock UISlider refuses a superview's pan while it drags its knob. \
            should-begin: the control's gestureRecognizerShouldBegin does the same, and the drag ends in \
            touchUpInside.
            """,
        variants: ["should-begin"],
        demoInput: dragInput(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 60, y: 120), steps: 20, t: 0.5)
    ) { _, variant in
        makeWindow(root: PhotoEditorViewController { FiltersViewController(keepsItsDrag: variant == "should-begin") })
    }
}
